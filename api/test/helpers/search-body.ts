/** A search body of docs/product/invoices.md for a payer/sold-to, with optional sold-tos and filters. */
export function searchBody(payer: string, company: string, accounts: string[] | null = null, filter: { filter_type: string; value: string }[] = []) {
  return {
    payer_data: { customer_number: payer, company_code: company },
    soldto_data: accounts === null ? null : { customer_number: '', accounts },
    search_parameters: {
      document_type: '01' as const,
      status: '03' as const,
      date_from: '01-01-1900',
      date_to: '12-31-2026',
      due_date_from: '01-01-1900',
      due_date_to: '01-01-9999',
      currency_key: '',
      filter,
    },
  };
}
