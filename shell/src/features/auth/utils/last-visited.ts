import { LANDING_PATH, PUBLIC_PREFIXES, RETURNABLE_URL_PART } from 'shared/core';

const KEY = 'portal-last-visited';

/** docs/product/session-and-login.md: public prefixes are never remembered as the last visited URL. */
export function isRememberable(url: string): boolean {
  const path = url.replace(/^\/+/, '');
  return !PUBLIC_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));
}

export function rememberVisit(url: string): void {
  if (isRememberable(url)) sessionStorage.setItem(KEY, url);
}

/** docs/product/session-and-login.md: back to the last visited URL only if it contains settings-page/registration-requests. */
export function landingAfterLogin(): string {
  const last = sessionStorage.getItem(KEY);
  return last && last.includes(RETURNABLE_URL_PART) ? last : LANDING_PATH;
}
