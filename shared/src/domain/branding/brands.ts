/**
 * docs/README.md Branding: five themes, chosen by the host the site is served from (the API server maps
 * host to theme id in GET /api/config); theme 1 when the host is unknown. Assets are served by the
 * shell under /themes/{id}/.
 */
export interface Brand {
  id: number;
  name: string;
  pageTitle: string;
  primary: string;
  secondary: string;
  contactEmail: string;
}

export const BRANDS: readonly Brand[] = [
  { id: 1, name: 'Summit Elevator Services', pageTitle: 'Summit Elevator – Customer Portal', primary: '#0b4f8a', secondary: '#f2a900', contactEmail: 'billing@summit-elevator.test' },
  { id: 2, name: 'Vertex Lift & Escalator', pageTitle: 'Vertex Lift – Invoice Portal', primary: '#8a1538', secondary: '#3c3c3c', contactEmail: 'ar@vertex-lift.test' },
  { id: 3, name: 'Keystone Building Systems', pageTitle: 'Keystone – Billing Portal', primary: '#1d6b3a', secondary: '#c9a227', contactEmail: 'billing@keystone-bs.test' },
  { id: 4, name: 'Harbor Vertical Transport', pageTitle: 'Harbor Vertical – Payments', primary: '#005f73', secondary: '#ee9b00', contactEmail: 'payments@harbor-vt.test' },
  { id: 5, name: 'Northline Elevator Co.', pageTitle: 'Northline – Customer Billing', primary: '#4a2c83', secondary: '#e4572e', contactEmail: 'billing@northline.test' },
];

export const DEFAULT_BRAND_ID = 1;

export function brandById(id: number | null | undefined): Brand {
  return BRANDS.find((b) => b.id === id) ?? BRANDS.find((b) => b.id === DEFAULT_BRAND_ID)!;
}

export const brandAssets = (id: number) => ({
  logo: `/themes/${id}/logo.svg`,
  favicon: `/themes/${id}/favicon.svg`,
  loginBackground: `/themes/${id}/login-background.svg`,
  cornerLogo: `/themes/${id}/corner-logo.svg`,
});
