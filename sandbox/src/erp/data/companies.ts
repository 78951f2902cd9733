import type { AddressData, PaymentCard, SalesArea } from 'shared/server';

/** A company code of the ERP: one elevator-service brand that bills its customers. */
export interface Company {
  company_code: string;
  /** The brand printed on invoices and statements. */
  brand: string;
  address: AddressData;
  currency: string;
  /** JPY has no minor unit; everything else bills in cents. */
  minorUnits: 1 | 100;
  /** Invoice and credit sizes, in whole currency units. */
  invoiceRange: readonly [number, number];
  creditRange: readonly [number, number];
  sales_area: SalesArea;
  allowed_payment_methods: PaymentCard['payment_card_type'][];
}

const CARDS: PaymentCard['payment_card_type'][] = ['VISA', 'MC', 'AMEX'];

interface CompanySpec extends Pick<Company, 'company_code' | 'brand' | 'currency' | 'invoiceRange' | 'creditRange'> {
  /** The brand is also the address's name. */
  address: Omit<AddressData, 'name'>;
  minorUnits?: Company['minorUnits'];
  eChecks: boolean;
}

/** Every company sells in its own sales organisation and takes the three card types. */
const company = ({ company_code, brand, address, currency, minorUnits = 100, invoiceRange, creditRange, eChecks }: CompanySpec): Company => ({
  company_code,
  brand,
  address: { name: brand, ...address },
  currency,
  minorUnits,
  invoiceRange,
  creditRange,
  sales_area: { sales_organization: company_code, distribution_channel: '10', division: '00' },
  allowed_payment_methods: eChecks ? [...CARDS, 'EC'] : [...CARDS],
});

export const COMPANIES: readonly Company[] = [
  company({
    company_code: '1000',
    brand: 'Summit Elevator Company',
    address: { street: '1600 Wynkoop St, Suite 400', city: 'Denver', region: 'CO', postal_code_city: '80202 Denver', country: 'US' },
    currency: 'USD',
    invoiceRange: [280, 16800],
    creditRange: [75, 2400],
    eChecks: true,
  }),
  company({
    company_code: '1100',
    brand: 'Keystone Lift & Escalator Inc.',
    address: { street: '301 Grant St, Floor 12', city: 'Pittsburgh', region: 'PA', postal_code_city: '15219 Pittsburgh', country: 'US' },
    currency: 'USD',
    invoiceRange: [350, 22500],
    creditRange: [90, 3100],
    eChecks: true,
  }),
  company({
    company_code: '2000',
    brand: 'Maple Vertical Transit Ltd.',
    address: { street: '155 Wellington St W', city: 'Toronto', region: 'ON', postal_code_city: 'M5V 3H1 Toronto', country: 'CA' },
    currency: 'CAD',
    invoiceRange: [300, 19000],
    creditRange: [80, 2600],
    eChecks: true,
  }),
  company({
    // A German company: SEPA country, so no US eChecks (docs/product/constants.md: 0020 has eChecks disabled).
    company_code: '0020',
    brand: 'Rhein Aufzugservice GmbH',
    address: { street: 'Deutz-Mülheimer Str. 30', city: 'Köln', region: 'NW', postal_code_city: '50679 Köln', country: 'DE' },
    currency: 'EUR',
    invoiceRange: [240, 14500],
    creditRange: [60, 2000],
    eChecks: false,
  }),
  company({
    // Japan bills in yen (no minor unit) and has no eChecks.
    company_code: 'JP01',
    brand: 'Fuji Elevator Service K.K.',
    address: {
      street: '3-6-1 Kitahama',
      city: 'Osaka',
      district: 'Chuo-ku',
      region: '27',
      postal_code_city: '541-0041 Osaka',
      country: 'JP',
    },
    currency: 'JPY',
    minorUnits: 1,
    invoiceRange: [32000, 2400000],
    creditRange: [8000, 300000],
    eChecks: false,
  }),
];

export function findCompany(code: string): Company | undefined {
  return COMPANIES.find((c) => c.company_code === code);
}
