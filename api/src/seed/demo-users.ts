import { ACCOUNT_TYPES, ROLE_PERMISSIONS, type AccountTypeId, type Permission, type UserRole, type UserStatus } from 'shared/server';

import demoTotpSecrets from './demo-totp-secrets.json';

/** docs/demo-data.md: every demo user's password. */
export const DEMO_PASSWORD = 'Demo-pass-2026';

/**
 * The demo staff users' TOTP secrets (base32), seeded in sandbox mode so a newcomer can log in
 * (docs/demo-data.md, docs/security/second-factor.md#demo-users). A JSON file, so `npm start` and
 * `npm run totp` read the same ones.
 */
export const DEMO_TOTP_SECRETS: Readonly<Record<string, string>> = demoTotpSecrets;

export interface DemoUser {
  login: string;
  firstName: string;
  lastName: string;
  company: string;
  role: UserRole;
  permissions: readonly Permission[];
  status: UserStatus;
  primaryAccountTypeId: AccountTypeId;
  accounts: { number: string; type: AccountTypeId }[];
  exclusions?: string[];
}

const { SoldTo, Payer, PayerAll } = ACCOUNT_TYPES;

const user = (
  login: string,
  firstName: string,
  lastName: string,
  company: string,
  role: UserRole,
  accounts: DemoUser['accounts'],
  extra: Partial<DemoUser> = {},
): DemoUser => ({
  login,
  firstName,
  lastName,
  company,
  role,
  permissions: ROLE_PERMISSIONS[role],
  status: 'active',
  primaryAccountTypeId: accounts[0]?.type ?? SoldTo,
  accounts,
  ...extra,
});

/** The demo users of docs/demo-data.md. */
export const DEMO_USERS: readonly DemoUser[] = [
  user('admin@portal.test', 'Alex', 'Admin', 'Portal Operations', 'admin', [{ number: '100100', type: SoldTo }]),
  user('manager@portal.test', 'Morgan', 'Manager', 'Portal Operations', 'manager', [{ number: '100100', type: SoldTo }]),
  user('staff@portal.test', 'Sam', 'Staff', 'Portal Operations', 'internal', []),
  user('soldto@portal.test', 'Sophie', 'Soldto', 'Harborview Tower Management LLC', 'user', [
    { number: '100100', type: SoldTo },
    { number: '100200', type: SoldTo },
  ]),
  user('payer@portal.test', 'Paul', 'Payer', 'Meridian Property Group Inc.', 'user', [{ number: '200100', type: Payer }]),
  user('payerall@portal.test', 'Paula', 'Payerall', 'Meridian Property Group Inc.', 'user', [
    { number: '200100', type: PayerAll },
  ], { exclusions: ['100500'] }),
  user('viewer@portal.test', 'Victor', 'Viewer', 'Lakeside Medical Center', 'user', [{ number: '100200', type: SoldTo }], {
    permissions: ROLE_PERMISSIONS.user.filter((p) => p !== 'CanMakePayment'),
  }),
  user('noecheck@portal.test', 'Nora', 'Noecheck', 'Rheinblick Immobilien GmbH', 'user', [
    { number: '300100', type: SoldTo },
  ]),
  user('jp@portal.test', 'Jun', 'Tanaka', 'Sakura Building Management Co., Ltd.', 'user', [
    { number: '400100', type: SoldTo },
  ]),
  user('bulk@portal.test', 'Bea', 'Bulk', 'Northern Lights Property Trust', 'user', [{ number: '900100', type: Payer }]),
  user('bulk20k@portal.test', 'Bo', 'Bulk', 'Aurora Tower Holdings', 'user', [{ number: '950000', type: Payer }]),
  user('pending@portal.test', 'Pat', 'Pending', 'Lakeside Medical Center', 'user', [{ number: '100200', type: SoldTo }], {
    status: 'waiting-confirmation',
  }),
  user('locked@portal.test', 'Lee', 'Locked', 'Lakeside Medical Center', 'user', [{ number: '100200', type: SoldTo }], {
    status: 'locked',
  }),
];

export interface FallbackAccount {
  name: string;
  name_2?: string;
  companyCode: string;
}

/**
 * Names and company codes used when the ERP does not answer while seeding; they match the
 * sandbox ERP. Sales organization = company code, channel 10, division 00.
 */
export const FALLBACK_ACCOUNTS: Record<string, FallbackAccount> = {
  '100100': { name: 'Harborview Tower Management LLC', companyCode: '1000' },
  '100200': { name: 'Lakeside Medical Center', companyCode: '1100' },
  '100300': { name: 'Meridian - Parkway Office Center', companyCode: '1000' },
  '100400': { name: 'Meridian - Riverside Lofts', companyCode: '1000' },
  '100500': { name: 'Meridian - Copley Retail Plaza', companyCode: '1000' },
  '200100': { name: 'Meridian Property Group Inc.', companyCode: '1000' },
  '300100': { name: 'Rheinblick Immobilien GmbH', companyCode: '0020' },
  '400100': { name: 'Sakura Building Management Co., Ltd.', name_2: '株式会社さくらビル管理', companyCode: 'JP01' },
  // The sandbox bills the bulk payer from its Canadian company 2000 (docs/demo-data.md).
  '900100': { name: 'Northern Lights Property Trust', companyCode: '2000' },
  '950000': { name: 'Aurora Tower Holdings', companyCode: '2000' },
};
