import type { ErpDocument, ErpInvoiceItem } from 'shared/server';
import type { Company } from './companies';
import { createRng } from './prng';

interface Material {
  material_number: string;
  description: string;
  /** Billed by the hour (quantity above 1) rather than as one lump sum. */
  hourly?: boolean;
}

const SERVICE: readonly Material[] = [
  { material_number: 'ELV-MAINT-FULL', description: 'Full maintenance contract - monthly fee' },
  { material_number: 'ELV-INSP-ANNUAL', description: 'Annual safety inspection and load test' },
  { material_number: 'ESC-MAINT-STD', description: 'Escalator maintenance - monthly fee' },
  { material_number: 'ELV-REP-DOOR', description: 'Door operator repair, car and landing doors' },
  { material_number: 'ELV-PART-ROPE', description: 'Hoist rope replacement (set of 6)' },
  { material_number: 'ELV-PART-ROLLER', description: 'Guide roller replacement' },
  { material_number: 'SVC-CALLOUT', description: 'After-hours emergency callout' },
  { material_number: 'SVC-LABOR-HR', description: 'Technician labor', hourly: true },
  { material_number: 'SVC-HELPER-HR', description: 'Mechanic helper labor', hourly: true },
  { material_number: 'ELV-MOD-CTRL', description: 'Controller modernization - progress billing' },
  { material_number: 'ELV-PHONE-MON', description: 'Emergency phone line monitoring' },
  { material_number: 'SVC-TRAVEL', description: 'Travel and vehicle charge' },
];

const CREDITS: readonly Material[] = [
  { material_number: 'CR-DOWNTIME', description: 'Service credit - unit downtime' },
  { material_number: 'CR-BILLING', description: 'Billing adjustment' },
  { material_number: 'CR-RETURN', description: 'Returned part credit' },
];

/**
 * Items of an invoice, made when asked for (they are not kept in the store).
 * Seeded by the billing number, and their amounts add up to the document total
 * to the cent.
 */
export function itemsFor(doc: ErpDocument, company: Company): ErpInvoiceItem[] {
  const rng = createRng(`items:${doc.billing_document_number}`);
  const credit = doc.total_amount < 0;
  const count = credit ? rng.int(1, 2) : rng.int(1, 4);
  const totalMinor = Math.round(doc.total_amount * company.minorUnits);
  // Split the total into `count` shares of random weight; the last share takes the rest.
  const weights = Array.from({ length: count }, () => rng.int(1, 10));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  let left = totalMinor;
  return weights.map((w, i) => {
    const minor = i === count - 1 ? left : Math.round((totalMinor * w) / weightSum);
    left -= minor;
    const material = rng.pick(credit ? CREDITS : SERVICE);
    return {
      item_number: String((i + 1) * 10).padStart(6, '0'),
      billed_quantity: material.hourly ? rng.int(2, 16) : 1,
      material_number: material.material_number,
      description: material.description,
      total_amount: minor / company.minorUnits,
    };
  });
}
