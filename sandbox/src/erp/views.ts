import type { ErpCustomer, ErpRefusedStatus, ErpStatus, SoldToEntry } from 'shared/server';
import type { CustomerRecord } from './data/customers';

/** Master data as the ERP hands it out (without the sandbox's own bookkeeping). */
export function toErpCustomer(c: CustomerRecord): ErpCustomer {
  return {
    customer_number: c.customer_number,
    name: c.name,
    ...(c.name_2 ? { name_2: c.name_2 } : {}),
    company_code: c.company_code,
    sales_area: { ...c.sales_area },
    kind: c.kind,
    ...(c.soldto_list ? { soldto_list: [...c.soldto_list] } : {}),
  };
}

export function toSoldToEntry(c: CustomerRecord): SoldToEntry {
  return {
    customer_number: c.customer_number,
    name: c.name,
    ...(c.name_2 ? { name_2: c.name_2 } : {}),
    company_code: c.company_code,
  };
}

export const ok = (message_line_string: string): ErpStatus => ({ message_type: 'S', message_line_string });
export const warning = (message_line_string: string): ErpStatus => ({ message_type: 'W', message_line_string });
export const failure = (message_line_string: string): ErpRefusedStatus => ({ message_type: 'E', message_line_string });
