import {
  useSelectionStore,
  type ErpCustomizingResponse,
  type ErpDocument,
  type HeaderItem,
  type PayerResponse,
  type PaymentCard,
  type PaymentResponse,
} from 'shared';

/** An open invoice (or, with a negative open amount, a credit) of account 100100. */
export function invoice(n: number, open: number, extra: Partial<ErpDocument> = {}): ErpDocument {
  return {
    billing_document_number: String(90001000 + n).padStart(10, '0'),
    document_number_finance: String(1400001000 + n),
    line_item_in_the_relevant_invoice: '001',
    finance_document_type: 'RV',
    clearing_document_number_finance: '',
    reference_number: `PO-${10000 + n}`,
    fiscal_year_of_the_relevant_invoice: '2026',
    finance_document_only: '',
    billing_document_type: open < 0 ? 'G2' : 'F2',
    item_is_a_payment: '',
    read_only_flag: '',
    pdf_document_available: 'X',
    soldto_number: '0000100100',
    payer_number: '0000100100',
    posting_date: '01-05-2026',
    document_date: '01-05-2026',
    due_date: '02-04-2026',
    clearing_date: '',
    days_in_arrears: 10,
    currency_key: 'USD',
    total_amount: Math.abs(open),
    paid_amount: 0,
    open_amount: open,
    zzcustom: {},
    ...extra,
  };
}

export const account = (PrimaryAcct = '100100', CompanyCode = '1000', Name = 'Harborview Tower Management LLC'): HeaderItem => ({
  AccountId: 1,
  PrimaryAcct,
  Name,
  CompanyCode,
  SalesOrganization: CompanyCode,
  DistributionChannel: '10',
  Division: '00',
  AccountTypeId: 1,
  DropDownItems: [],
});

interface CompanyRules {
  partial?: 'X' | 'R' | '';
  overpayment?: 'X' | '';
  reasonNotRequired?: 'X' | '';
  cvv?: '1' | '0';
  deposits?: boolean;
}

/** Sandbox README: 1000 partial, no overpayment, reasons not required, CVV; deposits on. */
export const COMPANY_1000: CompanyRules = { partial: 'X', overpayment: '', reasonNotRequired: 'X', cvv: '1', deposits: true };
/** 1100: partial and overpayment, reasons required, no CVV, no deposits. */
export const COMPANY_1100: CompanyRules = { partial: 'X', overpayment: 'X', reasonNotRequired: '', cvv: '0', deposits: false };
/** JP01-like: full payments only. */
export const FULL_ONLY: CompanyRules = { partial: '', overpayment: '', reasonNotRequired: 'X', cvv: '1', deposits: false };

export function customizing(companyCode: string, rules: CompanyRules): ErpCustomizingResponse {
  const reasons: [string, string, 'O' | 'D', 'X' | ''][] = [
    ['01', 'Pricing dispute', 'O', 'X'],
    ['03', 'Paying in installments', 'O', ''],
    ['05', 'Apply difference to account', 'O', ''],
    ['20', 'Advance payment for repair work', 'D', ''],
    ['21', 'Modernization project deposit', 'D', 'X'],
  ];
  return {
    status: { message_type: 'S', message_line_string: '' },
    payment_reason_codes: [
      ...reasons.map(([reason_code, description, payment_type, comments_required]) => ({
        reason_code,
        description,
        company_code: companyCode,
        payment_type,
        comments_required,
      })),
      // Another company's code never shows.
      { reason_code: '77', description: 'Foreign reason', company_code: '9999', payment_type: 'O', comments_required: '' },
    ],
    payment_types: [
      { payment_type: 'O', active: 'X', overpayment_allowed: rules.overpayment ?? '', reason_not_required: rules.reasonNotRequired ?? '' },
      { payment_type: 'D', active: rules.deposits ? 'X' : '', overpayment_allowed: '', reason_not_required: '' },
    ],
    generel_data: { partial_payments_allowed: rules.partial ?? '', cvv_use_control: rules.cvv ?? '0' },
    style: { login_use_background_image: '' },
    invoice_table: { columns: [] },
    CcvideoUrl: '',
    CcpdfUrl: '',
    EcvideoUrl: '',
    EcpdfUrl: '',
    allowed_payment_methods: ['VISA', 'MC', 'AMEX', 'EC'],
  };
}

export const VISA_1111: PaymentCard = {
  payment_card_type: 'VISA',
  payment_card_token: 'tok_visa_5f1c2a9e7b30_1111',
  payment_card_name: 'Dana Whitfield',
  valid_to: '09-30-2029',
  electronic_check_account_type: '',
  electronic_check_rdfi_number: '',
  default: 'X',
};
export const ECHECK_6789: PaymentCard = {
  payment_card_type: 'EC',
  payment_card_token: 'tok_ec_8d4e61b0c2f7_6789',
  payment_card_name: 'Harborview Tower Management LLC',
  valid_to: '',
  electronic_check_account_type: 'C',
  electronic_check_rdfi_number: '011000015',
  default: '',
};
export const MC_4444: PaymentCard = {
  payment_card_type: 'MC',
  payment_card_token: 'tok_mc_a37b9e4d1c08_4444',
  payment_card_name: 'Marcus Ortega',
  valid_to: '03-31-2030',
  electronic_check_account_type: '',
  electronic_check_rdfi_number: '',
  default: '',
};

export function payer(cards: PaymentCard[]): PayerResponse {
  return {
    status: { message_type: 'S', message_line_string: '' },
    detail: {
      address_data: { name: 'Harborview', street: '1 Pier', city: 'Boston', region: 'MA', postal_code_city: '02110', country: 'US' },
      company_data: [{ company_code: '1000' }],
      payment_cards: cards,
      soldto_list: [],
    },
  };
}

/** The ERP's answer to a payment: an S or E line per document, and what was paid. */
export const paymentResponse = (lines: { doc: string; type: 'S' | 'E'; message: string; amount?: number }[]): PaymentResponse => ({
  status: lines.map((l, i) => ({
    index_number: i + 1,
    document_number_finance: l.doc,
    message_type: l.type,
    message_line_string: l.message,
    authorization_reference_code: l.type === 'S' ? `AUTH-${i + 1}` : '',
  })),
  payed: lines
    .filter((l) => l.type === 'S')
    .map((l, i) => ({ authorization_reference_code: `AUTH-${i + 1}`, document_number_finance: l.doc, amount: l.amount })),
});

/** The invoice list's selection: the documents, each with its default amount. */
export function select(...documents: ErpDocument[]) {
  // Through the store's own action, so its running summary starts from nothing too.
  useSelectionStore.getState().deselectAll();
  useSelectionStore.setState({ completed: [], refreshCounter: 0 });
  documents.forEach((d) => useSelectionStore.getState().add(d));
}
