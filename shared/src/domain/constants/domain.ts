/** Business constants of docs/product/users-and-admin.md#permissions and docs/decisions.md#default-permissions-per-role. */
export const APP_VERSION = 'v1.0.9';

export const PERMISSIONS = [
  'CanManagePaymentMethods',
  'CanEditSystemConfig',
  'CanViewUsers',
  'CanManageUsers',
  'CanImpersonate',
  'CanManageRegistrationRequests',
  'CanMakePayment',
  'CanManageOwnSAPAccounts',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const USER_ROLES = ['admin', 'manager', 'internal', 'user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ['active', 'deactive', 'locked', 'waiting-confirmation'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** docs/decisions.md#default-permissions-per-role: the role sets a new user's permissions. */
export const ROLE_PERMISSIONS: Record<UserRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  manager: PERMISSIONS.filter((permission) => permission !== 'CanEditSystemConfig'),
  internal: ['CanViewUsers', 'CanImpersonate', 'CanManageRegistrationRequests'],
  user: ['CanManagePaymentMethods', 'CanMakePayment', 'CanManageOwnSAPAccounts'],
};

/** The permissions only staff may hold: they act on other users or on the whole portal. */
export const STAFF_PERMISSIONS = [
  'CanEditSystemConfig',
  'CanViewUsers',
  'CanManageUsers',
  'CanImpersonate',
  'CanManageRegistrationRequests',
] as const satisfies readonly Permission[];

/**
 * docs/security/roles-and-permissions.md: the permissions a user of each role may hold at all (the
 * defaults above are some of them). A customer holds no staff permission; only an admin edits the
 * system configuration, which builds every mailed link. Staff may hold the customer permissions.
 * The user form offers, and POST/PUT /api/users take, no other.
 */
export const ROLE_ALLOWED_PERMISSIONS: Record<UserRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  manager: PERMISSIONS.filter((permission) => permission !== 'CanEditSystemConfig'),
  internal: PERMISSIONS.filter((permission) => permission !== 'CanEditSystemConfig'),
  user: PERMISSIONS.filter((permission) => !(STAFF_PERMISSIONS as readonly Permission[]).includes(permission)),
};

export const ACCOUNT_TYPES = { SoldTo: 1, Payer: 2, PayerAll: 3 } as const;
export type AccountTypeId = (typeof ACCOUNT_TYPES)[keyof typeof ACCOUNT_TYPES];
export const MESSAGE_TYPE = { success: 'S', warning: 'W', error: 'E' } as const;

export const SESSION = {
  idleTimeoutMinutes: 30,
  refreshIntervalMinutes: 5,
} as const;

/**
 * The currency every brand bills in (docs/product/constants.md#amounts): its amounts show the
 * plain '$'; any other currency its own distinguishing symbol ('CA$', '€', '¥').
 */
export const BRAND_CURRENCY = 'USD';

export const LIMITS = {
  cvvMin: 3,
  cvvMax: 4,
  cardYearFrom: 2018,
  cardYearTo: 2032,
  depositMinimum: 1,
  passwordMinLength: 8,
  /** Accounts one self-registration may prove (docs/product/registration.md#self-registration). */
  selfRegistrationMaxAccounts: 4,
  accountLabelMax: 24,
  accountDropdownScrollAbove: 10,
  searchDaysRange: 365,
  defaultSearchPeriodDays: 30,
} as const;

/**
 * The ceilings of every amount, in cents. The page, the API server and the sandbox ERP all apply
 * these same values, so what one side takes the others take too.
 */
export const AMOUNT_LIMITS = {
  /** No amount of any kind above 999,999,999.99: far beyond any invoice, and sums stay exact. */
  maximumCents: 99_999_999_999,
  /** A deposit is at most 1,000,000.00. */
  depositMaximumCents: 100_000_000,
  /** Where overpayment is allowed, an invoice takes at most this many times its open amount. */
  overpaymentMultiple: 2,
} as const;
export type AmountLimits = { [K in keyof typeof AMOUNT_LIMITS]: number };

/** Company code 0020 takes no eChecks. */
export const COMPANY_WITHOUT_ECHECK = '0020';
export const PAYER_ALL_FILTER_TYPE = '90';
export const DOCUMENT_TYPE = '01';
export const PARTNER_FUNCTION = { customer: 'WE', recipient: 'RG' } as const;
export const PAYMENT_CARD_ACTIONS = { add: '01', update: '02', delete: '03', authorize: '04' } as const;
export const LANDING_PATH = '/invoices';

/** docs/product/navigation-and-layout.md: public prefixes are never remembered as the last visited URL. */
export const PUBLIC_PREFIXES = [
  'login',
  'reset-password',
  'registration-request',
  'auto-register/create',
  'request-password-reset',
  'register',
] as const;
/** docs/product/navigation-and-layout.md: after login the user returns to the last visited URL only if it contains this. */
export const RETURNABLE_URL_PART = 'settings-page/registration-requests';

/** Keys of invoice_table.columns (docs/product/invoices.md#invoice-list), in their default order. */
export const INVOICE_COLUMN_KEYS = [
  'status',
  'reference_number',
  'billing_document_number',
  'document_date',
  'total_amount',
  'paid_amount',
  'open_amount',
  'due_date',
  'days_in_arrears',
  'pdf',
  'soldto_number',
] as const;
export type InvoiceColumnKey = (typeof INVOICE_COLUMN_KEYS)[number];

/** docs/product/navigation-and-layout.md: how the portal names payment method types ('{type} ending with *1111', '{type} already exists.'). */
export const CARD_TYPE_NAMES = {
  VISA: 'Visa',
  MC: 'Master Card',
  AMEX: 'American Express',
  EC: 'eCheck',
} as const satisfies Record<'VISA' | 'MC' | 'AMEX' | 'EC', string>;

/**
 * The answer header in which the API server names, by route key and comma-separated, the reads a
 * successful write made stale (its declaration's `invalidates`): the browser then needs no table
 * of them (docs/architecture/endpoints.md#from-the-declaration-to-the-call).
 */
export const INVALIDATES_HEADER = 'x-invalidates';
