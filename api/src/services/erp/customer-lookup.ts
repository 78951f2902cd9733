import { ERP_ENDPOINTS, type ErpCustomer } from 'shared/server';
import type { ErpClient } from '../../plugins/external/erp';

/** The ERP's master data of these customer numbers (unknown ones left out); none asked, none asked for. */
export async function lookupCustomers(erp: ErpClient, numbers: readonly string[]): Promise<ErpCustomer[]> {
  if (numbers.length === 0) return [];
  const { customers } = await erp.call(ERP_ENDPOINTS.customerLookup, { customer_numbers: [...numbers] });
  return customers;
}
