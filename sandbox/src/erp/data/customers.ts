import type { AddressData, ErpCustomer } from 'shared/server';
import { findCompany } from './companies';

/** A customer as the sandbox keeps it: master data plus what the documents need. */
export interface CustomerRecord extends ErpCustomer {
  address: AddressData;
  /** The payer that pays this sold-to's invoices (a sold-to without a payer pays itself). */
  payer_number: string;
  /** Numbers the document ranges: billing numbers are 90000000 + slot * 1000 + index. */
  slot: number;
}

type Seed = Omit<CustomerRecord, 'sales_area' | 'slot'>;

const us = (street: string, city: string, region: string, zip: string): Omit<AddressData, 'name'> => ({
  street,
  city,
  district: '',
  region,
  postal_code_city: `${zip} ${city}`,
  country: 'US',
});

const soldTo = (
  customer_number: string,
  name: string,
  company_code: string,
  address: Omit<AddressData, 'name'>,
  payer_number = customer_number,
  name_2?: string,
): Seed => ({
  customer_number,
  name,
  ...(name_2 ? { name_2 } : {}),
  company_code,
  kind: 'soldto',
  payer_number,
  address: { name, ...(name_2 ? { name_2 } : {}), ...address },
});

const payer = (
  customer_number: string,
  name: string,
  company_code: string,
  address: Omit<AddressData, 'name'>,
  soldto_list: string[],
): Seed => ({
  customer_number,
  name,
  company_code,
  kind: 'payer',
  soldto_list,
  payer_number: customer_number,
  address: { name, ...address },
});

/** Sold-tos of the bulk payer 900100: 25 buildings in Canada, 200 documents each. */
const BULK_BUILDINGS: readonly (readonly [string, string, string, string])[] = [
  ['Bay Street Centre', '200 Bay St', 'Toronto', 'ON'],
  ['King West Lofts', '560 King St W', 'Toronto', 'ON'],
  ['Yonge & Eglinton Tower', '2300 Yonge St', 'Toronto', 'ON'],
  ['Harbourfront Residences', '10 Queens Quay W', 'Toronto', 'ON'],
  ['Square One Offices', '100 City Centre Dr', 'Mississauga', 'ON'],
  ['Meadowvale Business Park', '6750 Mississauga Rd', 'Mississauga', 'ON'],
  ['Rideau Place', '50 Rideau St', 'Ottawa', 'ON'],
  ['Kanata Tech Centre', '555 Legget Dr', 'Ottawa', 'ON'],
  ['Jackson Square', '2 King St W', 'Hamilton', 'ON'],
  ['Place Ville-Marie Annex', '1 Place Ville Marie', 'Montreal', 'QC'],
  ['Griffintown Condos', '1150 Rue Ottawa', 'Montreal', 'QC'],
  ['Laurier Medical Building', '1000 Boul Laurier', 'Quebec City', 'QC'],
  ['Bow Valley Square', '205 5 Ave SW', 'Calgary', 'AB'],
  ['Chinook Office Park', '6455 Macleod Trail SW', 'Calgary', 'AB'],
  ['Jasper Avenue Plaza', '10180 101 St NW', 'Edmonton', 'AB'],
  ['Coal Harbour Towers', '1055 W Hastings St', 'Vancouver', 'BC'],
  ['Metrotown Centre', '4720 Kingsway', 'Burnaby', 'BC'],
  ['Inner Harbour Suites', '777 Douglas St', 'Victoria', 'BC'],
  ['Portage Place', '393 Portage Ave', 'Winnipeg', 'MB'],
  ['Scarth Street Offices', '1801 Scarth St', 'Regina', 'SK'],
  ['River Landing Tower', '405 Spadina Cres E', 'Saskatoon', 'SK'],
  ['Spring Garden Plaza', '5640 Spring Garden Rd', 'Halifax', 'NS'],
  ['Water Street Exchange', '140 Water St', "St. John's", 'NL'],
  ['Kingston Waterfront', '1 Johnson St', 'Kingston', 'ON'],
  ['Waterloo Innovation Hub', '151 Charles St W', 'Kitchener', 'ON'],
];

const POSTAL_PREFIX: Record<string, string> = {
  ON: 'M5H', QC: 'H3B', AB: 'T2P', BC: 'V6C', MB: 'R3C', SK: 'S4P', NS: 'B3J', NL: 'A1C',
};

export const BULK_PAYER = '900100';
const bulkNumbers = BULK_BUILDINGS.map((_, i) => String(900101 + i));

/**
 * The large bulk payer 950000: 100 sold-tos of 200 documents each (20,000), so a benchmark shows
 * how the cost grows with the size of an account. Sold-tos 950001 to 950100.
 */
export const LARGE_BULK_PAYER = '950000';
const largeBulkNumbers = Array.from({ length: 100 }, (_, i) => String(950001 + i));
/** Payers whose sold-tos get generated performance data. */
export const BULK_PAYERS: readonly string[] = [BULK_PAYER, LARGE_BULK_PAYER];

const SEEDS: readonly Seed[] = [
  soldTo('100100', 'Harborview Tower Management LLC', '1000', us('1250 Harbor Dr', 'San Diego', 'CA', '92101')),
  soldTo('100200', 'Lakeside Medical Center', '1100', us('400 N Lake Shore Dr', 'Chicago', 'IL', '60611')),
  payer('200100', 'Meridian Property Group Inc.', '1000', us('75 State St, Suite 2100', 'Boston', 'MA', '02109'), [
    '100300',
    '100400',
    '100500',
  ]),
  soldTo('100300', 'Meridian - Parkway Office Center', '1000', us('100 Parkway Dr', 'Quincy', 'MA', '02169'), '200100'),
  soldTo('100400', 'Meridian - Riverside Lofts', '1000', us('18 Riverside Ave', 'Waltham', 'MA', '02453'), '200100'),
  soldTo('100500', 'Meridian - Copley Retail Plaza', '1000', us('500 Boylston St', 'Boston', 'MA', '02116'), '200100'),
  soldTo('300100', 'Rheinblick Immobilien GmbH', '0020', {
    street: 'Rheinallee 42',
    city: 'Düsseldorf',
    district: 'Oberkassel',
    region: 'NW',
    postal_code_city: '40545 Düsseldorf',
    country: 'DE',
  }),
  soldTo(
    '400100',
    'Sakura Building Management Co., Ltd.',
    'JP01',
    {
      street: '2-4-1 Shibakoen',
      city: 'Tokyo',
      district: 'Minato-ku',
      region: '13',
      postal_code_city: '105-0011 Tokyo',
      country: 'JP',
    },
    '400100',
    '株式会社さくらビル管理',
  ),
  payer(BULK_PAYER, 'Northern Lights Property Trust', '2000', {
    street: '181 Bay St, Suite 3900',
    city: 'Toronto',
    district: '',
    region: 'ON',
    postal_code_city: 'M5J 2T3 Toronto',
    country: 'CA',
  }, bulkNumbers),
  ...BULK_BUILDINGS.map(([building, street, city, region], i) =>
    soldTo(bulkNumbers[i] as string, `Northern Lights - ${building}`, '2000', {
      street,
      city,
      district: '',
      region,
      postal_code_city: `${POSTAL_PREFIX[region] ?? 'K1A'} ${1 + (i % 9)}A${i % 10} ${city}`,
      country: 'CA',
    }, BULK_PAYER),
  ),
  payer(LARGE_BULK_PAYER, 'Aurora Tower Holdings', '2000', {
    street: '100 King St W, Suite 5700',
    city: 'Toronto',
    district: '',
    region: 'ON',
    postal_code_city: 'M5X 1C7 Toronto',
    country: 'CA',
  }, largeBulkNumbers),
  ...largeBulkNumbers.map((number, i) => {
    const [building, street, city, region] = BULK_BUILDINGS[i % BULK_BUILDINGS.length]!;
    return soldTo(number, `Aurora - ${building} ${Math.floor(i / BULK_BUILDINGS.length) + 1}`, '2000', {
      street,
      city,
      district: '',
      region,
      postal_code_city: `${POSTAL_PREFIX[region] ?? 'K1A'} ${1 + (i % 9)}B${i % 10} ${city}`,
      country: 'CA',
    }, LARGE_BULK_PAYER);
  }),
];

/** Builds the customer master data; slots start at 1 in the order above. */
export function createCustomers(): Map<string, CustomerRecord> {
  const map = new Map<string, CustomerRecord>();
  SEEDS.forEach((seed, i) => {
    const company = findCompany(seed.company_code);
    if (!company) throw new Error(`customer ${seed.customer_number}: unknown company ${seed.company_code}`);
    map.set(seed.customer_number, {
      ...seed,
      ...(seed.soldto_list ? { soldto_list: [...seed.soldto_list] } : {}),
      address: { ...seed.address },
      sales_area: { ...company.sales_area },
      slot: i + 1,
    });
  });
  return map;
}

/** The demo sold-tos of docs/demo-data.md, which get the fixed 40-document mix. */
export const DEMO_SOLDTOS = ['100100', '100200', '100300', '100400', '100500', '300100', '400100'] as const;
