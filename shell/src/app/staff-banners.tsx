import { ErpStatusBanner } from '../features/erp-status/components/erp-status-banner';
import { ImpersonationBanner } from '../features/impersonation/components/impersonation-banner';

/**
 * The banners above a page behind login that only staff see, one chunk that customers never load:
 * 'Viewing as …' while impersonating (docs/product/users-and-admin.md#impersonation), and the
 * ERP's error (docs/product/messages.md), which only those who may edit the configuration see (the
 * others are sent to /system-error). Each shows nothing when it has nothing to say. One chunk, not
 * one each, keeps bytes off every page behind login (docs/architecture/frontend.md#javascript-budgets).
 */
export function StaffBanners() {
  return (
    <>
      <ImpersonationBanner />
      <ErpStatusBanner />
    </>
  );
}
