import type { Locator, Page } from 'playwright-core';

/** Reads the invoice table as a person would: by its column headers. */
export async function columnIndex(page: Page, name: string): Promise<number> {
  // The table may still be on its way (a page change, a reload): wait for the header itself.
  await page.getByRole('columnheader', { name }).first().waitFor();
  const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const index = headers.findIndex((h) => h === name || h.startsWith(name));
  if (index < 0) throw new Error(`No column ${name} in ${headers.join(' | ')}`);
  return index;
}

export async function cellText(page: Page, row: Locator, column: string): Promise<string> {
  return (await row.getByRole('cell').nth(await columnIndex(page, column)).textContent())?.trim() ?? '';
}

export async function columnValues(page: Page, column: string): Promise<string[]> {
  const index = await columnIndex(page, column);
  const rows = page.locator('table tbody tr');
  const values: string[] = [];
  for (let i = 0; i < (await rows.count()); i += 1) values.push((await rows.nth(i).getByRole('cell').nth(index).textContent())?.trim() ?? '');
  return values;
}

export const money = (text: string): number => Number(text.replace(/[^0-9.-]/g, ''));

/** Rows that can be ticked for payment. */
export const payableRows = (page: Page) =>
  page.locator('table tbody tr').filter({ has: page.getByRole('checkbox', { disabled: false }) });
