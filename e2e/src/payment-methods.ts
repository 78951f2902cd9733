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
  const dialog = page.getByRole('dialog');
  const cardType = dialog.getByLabel('Card Type');
  // The checkout panel may still be settling (its rules and methods load) when the button first
  // shows, and a click then can be lost; a person clicks again, and so does this.
  for (let tries = 0; tries < 3; tries += 1) {
    await page.getByRole('button', { name: 'Add Card' }).click();
    if (await cardType.waitFor({ timeout: 5000 }).then(() => true, () => false)) break;
  }
  await cardType.selectOption(card.type ?? 'VISA');
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
