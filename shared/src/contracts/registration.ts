import type { ACCOUNT_TYPES, UserStatus } from '../constants/domain';
import type { AddressData, ErpDocument, ErpInvoiceDetail } from './erp';

/**
 * The self-registration session travels in this header: the browser holds the raw token, the
 * API server keeps the accounts it proved (docs/product/registration.md#self-registration).
 */
export const REGISTRATION_SESSION_HEADER = 'x-registration-session';

/** POST /api/register */
export interface RegistrationRequestBody {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  message: string;
}

/** GET /api/users/invite/{id} */
export interface InviteResponse {
  inviteId: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** POST /api/token/complete-registration */
export interface CompleteRegistrationBody {
  inviteId: string;
  password: string;
  confirmPassword: string;
}

/** POST /api/users/password-reset-request */
export interface PasswordResetRequestBody {
  email: string;
}

/** GET /api/users/password-reset/{id} */
export interface PasswordResetResponse {
  id: string;
  firstName: string;
}

/** POST /api/token/complete-password-reset */
export interface CompletePasswordResetBody {
  id: string;
  password: string;
  confirmPassword: string;
}

/** PUT /api/users/account/validate */
export interface ValidateAccountBody {
  invoiceNumber: string;
  invoiceAmount: string;
  accountNumber: string;
}

/** An account proven in the registration session, as the ERP knows it. */
export interface ProvenAccount {
  accountNumber: string;
  name: string;
  /** Sold To for a sold-to, Payer for a payer. */
  accountTypeId: typeof ACCOUNT_TYPES.SoldTo | typeof ACCOUNT_TYPES.Payer;
  companyCode: string;
  /** The billing partner's address (partner function RG of the invoice). */
  address: AddressData | null;
}

export interface ValidateAccountResponse {
  invoice: ErpDocument;
  detail: ErpInvoiceDetail | null;
  account: ProvenAccount;
  accounts: ProvenAccount[];
}

/** GET /api/token/auto-register/accounts */
export interface RegistrationAccountsResponse {
  accounts: ProvenAccount[];
}

/** POST /api/token/auto-register/user */
export interface AutoRegisterBody {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  password: string;
  verifyPassword: string;
}

export interface AutoRegisterResponse {
  token: string;
  refreshToken: string;
  user: {
    UserId: number;
    Email: string;
    FirstName: string;
    LastName: string;
    Status: UserStatus;
    isConfirmed: boolean;
  };
}

/** GET /api/users/email-change/{token}: the address the link confirms (docs/security/account-changes.md). */
export interface EmailChangeResponse {
  email: string;
  firstName: string;
}
