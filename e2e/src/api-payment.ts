/**
 * The body of POST /api/invoice/payments paying one document of sold-to 100100 (company 1000) in
 * full with its saved Visa, as the checkout page sends it; for tests that call the API directly.
 */
export function payInFullWithSavedVisa(d: Record<string, unknown>) {
  return {
    payer_data: { customer_number: '100100', company_code: '1000' },
    payment_detail: { payment_method: 'CC', payment_card_type: 'VISA', payment_card_token: 'tok_visa_5f1c2a9e7b30_1111', payment_card_name: 'Visa', card_validation_code: '123' },
    documents: [{
      billing_document_number: d.billing_document_number, document_number_finance: d.document_number_finance,
      line_item_in_the_relevant_invoice: d.line_item_in_the_relevant_invoice, fiscal_year_of_the_relevant_invoice: d.fiscal_year_of_the_relevant_invoice,
      open_amount: d.open_amount, amount_to_process: d.open_amount, currency_key: d.currency_key, reason_code: '',
      reason_description: '', comment: '', reference_number: d.reference_number, zzcustom: {},
    }],
  };
}
