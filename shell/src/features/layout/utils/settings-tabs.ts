import type { Permission } from 'shared/core';

export interface SettingsTab {
  label: string;
  to: string;
  /** Shown only to users with one of these (docs/product/users-and-admin.md#permissions); none means always. */
  anyOf?: readonly Permission[];
  /** Shown to staff acting for a customer too: AutoPay, which they may see but not change (docs/product/autopay.md#who-may-do-what). */
  acting?: true;
}

export const SETTINGS_TABS: readonly SettingsTab[] = [
  { label: 'Account', to: '/settings/profile' },
  { label: 'User Management', to: '/settings/users', anyOf: ['CanViewUsers'] },
  { label: 'Registration Requests', to: '/settings/registration-requests', anyOf: ['CanManageRegistrationRequests'] },
  { label: 'Configuration', to: '/settings/configuration', anyOf: ['CanEditSystemConfig'] },
  { label: 'Payment Methods', to: '/settings/payment-methods', anyOf: ['CanManagePaymentMethods'] },
  { label: 'AutoPay', to: '/settings/autopay', anyOf: ['CanMakePayment'], acting: true },
];

export function visibleTabs(permissions: readonly string[], acting = false): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => !tab.anyOf || tab.anyOf.some((p) => permissions.includes(p)) || (acting && tab.acting));
}
