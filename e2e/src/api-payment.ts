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

/**
 * The open invoices of payer 100100 (company 1000) that the user may pay, as POST /api/Invoice
 * answers them through `baseUrl` (nginx or an API server): not read-only, with a billing number.
 */
export async function payableInvoicesOf100100(baseUrl: string, token: string): Promise<Record<string, unknown>[]> {
  const search = await fetch(`${baseUrl}/api/Invoice`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      payer_data: { customer_number: '100100', company_code: '1000' },
      soldto_data: null,
      search_parameters: { document_type: '01', status: '01', date_from: '', date_to: '', due_date_from: '', due_date_to: '', currency_key: '', filter: [] },
    }),
  });
  if (search.status !== 200) throw new Error(`invoice search answered ${search.status}`);
  const { document_list: documents } = (await search.json()) as { document_list: Record<string, unknown>[] };
  return documents.filter((d) => (d.open_amount as number) > 0 && d.read_only_flag !== 'X' && d.billing_document_number);
}
