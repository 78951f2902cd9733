import type { ErpCustomizingResponse, ErpPaymentReasonCode, ErpPaymentType } from 'shared/server';
import { findCompany } from './companies';

/** The invoice table's columns the ERP configures, in their default order (docs/product/invoices.md#invoice-list). */
const INVOICE_COLUMNS = [
  'status',
  'reference_number',
  'billing_document_number',
  'document_date',
  'total_amount',
  'paid_amount',
  'open_amount',
  'due_date',
  'days_in_arrears',
  'pdf',
  'soldto_number',
];

interface Rules {
  partial: 'X' | 'R' | '';
  overpayment: 'X' | '';
  reasonNotRequired: 'X' | '';
  cvv: '1' | '0';
  deposits: boolean;
  backgroundImage: 'X' | '';
}

/**
 * docs/demo-data.md: 1000 partial yes, overpayment no, CVV required, deposits on
 * (payer 200100); 1100 partial and overpayment yes, reasons required, no CVV.
 * 2000 allows partial payments with a reason ('R'); 0020 (Germany) asks for
 * reasons; JP01 takes full payments only, as Japanese customers pay by
 * exact transfer.
 */
const RULES: Record<string, Rules> = {
  '1000': { partial: 'X', overpayment: '', reasonNotRequired: 'X', cvv: '1', deposits: true, backgroundImage: 'X' },
  '1100': { partial: 'X', overpayment: 'X', reasonNotRequired: '', cvv: '0', deposits: false, backgroundImage: 'X' },
  '2000': { partial: 'R', overpayment: '', reasonNotRequired: 'X', cvv: '1', deposits: false, backgroundImage: '' },
  '0020': { partial: 'X', overpayment: '', reasonNotRequired: '', cvv: '1', deposits: false, backgroundImage: '' },
  JP01: { partial: '', overpayment: '', reasonNotRequired: 'X', cvv: '1', deposits: false, backgroundImage: '' },
};

const REASONS: readonly [string, string, 'O' | 'D', 'X' | ''][] = [
  ['01', 'Pricing dispute', 'O', 'X'],
  ['02', 'Work not completed', 'O', 'X'],
  ['03', 'Paying in installments', 'O', ''],
  ['04', 'Credit memo expected', 'O', ''],
  ['05', 'Apply difference to account', 'O', ''],
  ['99', 'Other (explain in comment)', 'O', 'X'],
  ['20', 'Advance payment for repair work', 'D', ''],
  ['21', 'Modernization project deposit', 'D', 'X'],
  ['22', 'Prepayment of service contract', 'D', ''],
];

export interface InstructionUrls {
  CcvideoUrl: string;
  CcpdfUrl: string;
  EcvideoUrl: string;
  EcpdfUrl: string;
}

export function instructionUrls(publicUrl: string): InstructionUrls {
  const base = `${publicUrl.replace(/\/$/, '')}/erp/instructions`;
  return {
    CcvideoUrl: `${base}/card-video`,
    CcpdfUrl: `${base}/card.pdf`,
    EcvideoUrl: `${base}/echeck-video`,
    EcpdfUrl: `${base}/echeck.pdf`,
  };
}

/** The payment configuration of one company code, or undefined for an unknown one. */
export function customizingFor(
  companyCode: string,
  urls: InstructionUrls,
): Omit<ErpCustomizingResponse, 'status'> | undefined {
  const company = findCompany(companyCode);
  const rules = RULES[companyCode];
  if (!company || !rules) return undefined;
  const payment_reason_codes: ErpPaymentReasonCode[] = REASONS.map(
    ([reason_code, description, payment_type, comments_required]) => ({
      reason_code,
      description,
      company_code: companyCode,
      payment_type,
      comments_required,
    }),
  );
  const payment_types: ErpPaymentType[] = [
    {
      payment_type: 'O',
      active: 'X',
      overpayment_allowed: rules.overpayment,
      reason_not_required: rules.reasonNotRequired,
    },
    { payment_type: 'D', active: rules.deposits ? 'X' : '', overpayment_allowed: '', reason_not_required: '' },
  ];
  return {
    payment_reason_codes,
    payment_types,
    generel_data: { partial_payments_allowed: rules.partial, cvv_use_control: rules.cvv },
    style: { login_use_background_image: rules.backgroundImage },
    invoice_table: { columns: [...INVOICE_COLUMNS] },
    ...urls,
    allowed_payment_methods: [...company.allowed_payment_methods],
  };
}
