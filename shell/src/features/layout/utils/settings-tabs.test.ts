import { ROLE_PERMISSIONS } from 'shared';
import { visibleTabs } from './settings-tabs';

const labels = (permissions: readonly string[]) => visibleTabs(permissions).map((t) => t.label);

describe('settings tabs (docs/product/users-and-admin.md#permissions)', () => {
  it('shows only the tabs a user may use', () => {
    expect(labels(ROLE_PERMISSIONS.admin)).toEqual(['Account', 'User Management', 'Registration Requests', 'Configuration', 'Payment Methods', 'AutoPay']);
    expect(labels(ROLE_PERMISSIONS.user)).toEqual(['Account', 'Payment Methods', 'AutoPay']);
    expect(labels(['CanMakePayment'])).toEqual(['Account', 'AutoPay']);
    expect(labels(ROLE_PERMISSIONS.internal)).toEqual(['Account', 'User Management', 'Registration Requests']);
    expect(labels([])).toEqual(['Account']);
  });

  it('shows AutoPay to staff acting for a customer, who may see the enrolment but not change it', () => {
    expect(visibleTabs(ROLE_PERMISSIONS.internal, true).map((t) => t.label)).toEqual(['Account', 'User Management', 'Registration Requests', 'AutoPay']);
  });
});
