import {
  ACCOUNT_TYPES,
  useSelectionStore,
  useSessionStore,
  useUiStore,
  type Account,
  type AccountTypeId,
  type ErpDocument,
  type HeaderItem,
} from 'shared';

let serial = 0;

/** A document as the ERP sends it (padded numbers, MM-DD-YYYY dates), open and with a PDF. */
export function makeDocument(overrides: Partial<ErpDocument> = {}): ErpDocument {
  serial += 1;
  const n = String(90001000 + serial);
  return {
    billing_document_number: `00${n}`,
    document_number_finance: `14${n}`,
    line_item_in_the_relevant_invoice: '001',
    finance_document_type: 'RV',
    clearing_document_number_finance: '',
    reference_number: `PO-${String(serial).padStart(5, '0')}`,
    fiscal_year_of_the_relevant_invoice: '2026',
    finance_document_only: '',
    billing_document_type: 'F2',
    item_is_a_payment: '',
    read_only_flag: '',
    pdf_document_available: 'X',
    soldto_number: '0000100100',
    payer_number: '0000100100',
    posting_date: '01-10-2026',
    document_date: '01-10-2026',
    due_date: '02-10-2026',
    clearing_date: '',
    days_in_arrears: 0,
    currency_key: 'USD',
    total_amount: 100,
    paid_amount: 0,
    open_amount: 100,
    zzcustom: {},
    ...overrides,
  };
}

export const account = (number: string, extra: Partial<Account> = {}): Account => ({
  AccountId: 1,
  PrimaryAcct: number,
  Name: `Customer ${number}`,
  CompanyCode: '1000',
  SalesOrganization: '1000',
  DistributionChannel: '10',
  Division: '00',
  AccountTypeId: ACCOUNT_TYPES.SoldTo,
  ...extra,
});

export const soldToHeader = (number = '100100'): HeaderItem => ({ ...account(number), DropDownItems: [] });

export const payerHeader = (type: AccountTypeId = ACCOUNT_TYPES.Payer, soldTos = ['100300', '100400', '100500']): HeaderItem => ({
  ...account('200100', { AccountTypeId: type, Name: 'Meridian Property Group Inc.' }),
  DropDownItems: soldTos.map((n) => account(n, { Name: `Meridian - ${n}` })),
});

/** Clean stores before each test: no session, no selection, no toasts. */
export function resetStores() {
  useSessionStore.getState().clear();
  useSelectionStore.getState().clear();
  useUiStore.setState({ toasts: [], loading: 0 });
}

export const toasts = () => useUiStore.getState().toasts.map((t) => ({ severity: t.severity, message: t.message }));

export const ok = (document_list: ErpDocument[], message_type: 'S' | 'W' | 'E' = 'S', message_line_string = '') => ({
  status: 200,
  data: { status: { message_type, message_line_string }, document_list },
});
