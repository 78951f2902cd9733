import type { ErpCustomer, ErpCustomizingResponse, ErpDocument } from 'shared/server';

/** Master data the fake ERP knows; names carry a 'Fake' marker to tell them from the seed's fallback. */
export const FAKE_CUSTOMERS: ErpCustomer[] = [
  soldTo('100100', 'Fake Harborview Tower', '1000'),
  soldTo('100200', 'Fake Lakeside Medical', '1100'),
  soldTo('100300', 'Fake Parkway Office', '1000'),
  soldTo('100400', 'Fake Riverside Lofts', '1000'),
  soldTo('100500', 'Fake Copley Retail', '1000'),
  { ...soldTo('200100', 'Fake Meridian Payer', '1000'), kind: 'payer', soldto_list: ['100300', '0000100400', '100500'] },
  soldTo('300100', 'Fake Rheinblick', '0020'),
  { ...soldTo('400100', 'Fake Sakura', 'JP01'), name_2: '株式会社さくら' },
  { ...soldTo('900100', 'Fake Northern Lights', '2000'), kind: 'payer', soldto_list: ['900101'] },
  soldTo('900101', 'Fake Bay Street', '2000'),
];

function soldTo(customer_number: string, name: string, company_code: string): ErpCustomer {
  return {
    customer_number,
    name,
    company_code,
    kind: 'soldto',
    sales_area: { sales_organization: company_code, distribution_channel: '10', division: '00' },
  };
}

export const customerOf = (number: string): ErpCustomer | undefined =>
  FAKE_CUSTOMERS.find((c) => c.customer_number === number.trim().replace(/^0+/, ''));

const pad10 = (n: number | string) => String(n).padStart(10, '0');

/**
 * Every sold-to has the same seven documents (index 0-6), numbered by its place in FAKE_CUSTOMERS:
 * billing `90000000 + slot*1000 + index`, finance `1400000000 + slot*1000 + index`.
 * 0 open 100.00 · 1 open 250.50 (partly paid) · 2 credit -40.00 · 3 cleared · 4 read-only 75.00 ·
 * 5 open 60.00 without PDF · 6 open 80.00 without detail (status E on /invoice/detail).
 */
export const DOC = { open: 0, partlyPaid: 1, credit: 2, cleared: 3, readOnly: 4, noPdf: 5, noDetail: 6 } as const;

export function billingNumber(customer: string, index: number): string {
  const slot = FAKE_CUSTOMERS.findIndex((c) => c.customer_number === customer) + 1;
  return String(90000000 + slot * 1000 + index);
}
export function financeNumber(customer: string, index: number): string {
  const slot = FAKE_CUSTOMERS.findIndex((c) => c.customer_number === customer) + 1;
  return String(1400000000 + slot * 1000 + index);
}

export function documentsOf(customer: ErpCustomer): ErpDocument[] {
  if (customer.kind === 'payer') return [];
  const payer = FAKE_CUSTOMERS.find((c) => c.soldto_list?.some((s) => s.replace(/^0+/, '') === customer.customer_number));
  const amounts: [number, number, number][] = [
    [100, 0, 100],
    [300, 49.5, 250.5],
    [-40, 0, -40],
    [120, 120, 0],
    [75, 0, 75],
    [60, 0, 60],
    [80, 0, 80],
  ];
  return amounts.map(([total, paid, open], index) => ({
    billing_document_number: pad10(billingNumber(customer.customer_number, index)),
    document_number_finance: financeNumber(customer.customer_number, index),
    line_item_in_the_relevant_invoice: '001',
    finance_document_type: 'RV',
    clearing_document_number_finance: open === 0 ? '1500000001' : '',
    reference_number: `PO-${customer.customer_number}-${index}`,
    fiscal_year_of_the_relevant_invoice: '2026',
    finance_document_only: '',
    billing_document_type: open < 0 ? 'G2' : 'F2',
    item_is_a_payment: '',
    read_only_flag: index === DOC.readOnly ? 'X' : '',
    pdf_document_available: index === DOC.noPdf ? '' : 'X',
    soldto_number: pad10(customer.customer_number),
    payer_number: pad10(payer?.customer_number ?? customer.customer_number),
    posting_date: '01-15-2026',
    document_date: '01-15-2026',
    due_date: '02-14-2026',
    clearing_date: open === 0 ? '02-01-2026' : '',
    days_in_arrears: 10,
    currency_key: customer.company_code === '2000' ? 'CAD' : customer.company_code === 'JP01' ? 'JPY' : 'USD',
    total_amount: total,
    paid_amount: paid,
    open_amount: open,
    zzcustom: index === DOC.noDetail ? { nodetail: 'X' } : {},
  }));
}

export function findDocument(number: string): ErpDocument | undefined {
  const wanted = number.trim().replace(/^0+/, '');
  for (const customer of FAKE_CUSTOMERS) {
    const doc = documentsOf(customer).find((d) => d.billing_document_number.replace(/^0+/, '') === wanted);
    if (doc) return doc;
  }
  return undefined;
}

/** The payment configuration every company gets unless a test overrides it (FakeErp.customizing). */
export function baseCustomizing(companyCode: string): Omit<ErpCustomizingResponse, 'status'> & Record<string, unknown> {
  return {
    payment_reason_codes: [
      { reason_code: '01', description: 'Short pay', company_code: companyCode, payment_type: 'O', comments_required: '' },
    ],
    payment_types: [{ payment_type: 'O', active: 'X', overpayment_allowed: '', reason_not_required: '' }],
    generel_data: { partial_payments_allowed: 'X', cvv_use_control: '1' },
    style: { login_use_background_image: 'X' },
    invoice_table: { columns: ['status', 'due_date'] },
    CcvideoUrl: 'http://erp/cc-video',
    CcpdfUrl: 'http://erp/cc.pdf',
    EcvideoUrl: 'http://erp/ec-video',
    EcpdfUrl: 'http://erp/ec.pdf',
    allowed_payment_methods: ['VISA', 'MC'],
    company_echo: companyCode,
  };
}
