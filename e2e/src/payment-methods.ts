import type { Page } from 'playwright-core';

export interface CardInput {
  number: string;
  type?: 'VISA' | 'MC' | 'AMEX';
  name?: string;
  month?: string;
  year?: string;
  cvv?: string;
  save?: boolean;
}

/** Fills the card form of docs/product/payment-methods.md as a person would and submits it. */
export async function addCard(page: Page, card: CardInput): Promise<void> {
  await page.getByRole('button', { name: 'Add Card' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card Type').selectOption(card.type ?? 'VISA');
  await dialog.getByLabel('Name on Card').fill(card.name ?? 'Pat Example');
  await dialog.getByLabel('Card Number').fill(card.number);
  await dialog.getByLabel('Month').selectOption(card.month ?? '12');
  await dialog.getByLabel('Year').selectOption(card.year ?? '2030');
  await dialog.getByLabel('CVV').fill(card.cvv ?? '123');
  const saveOnFile = dialog.getByLabel('Save On File');
  if (card.save && (await saveOnFile.count())) await saveOnFile.check();
  await dialog.getByRole('button', { name: /^(Next|Save Card)$/ }).click();
}

/** Every body the page sends to the portal's own origin, to prove no card number is among them. */
export function recordPortalRequests(page: Page, origin: string): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) bodies.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
  });
  return bodies;
}
