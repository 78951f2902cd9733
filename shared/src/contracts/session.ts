import type { AccountTypeId, Permission, UserRole, UserStatus } from '../constants/domain';

/** POST /api/token/login */
export interface LoginRequest {
  login: string;
  password: string;
}
export interface TokenPair {
  token: string;
  refreshToken: string;
}
export interface LoginResponse extends TokenPair {
  isLoggedIn: boolean;
  /** The user's status, so the page can route a waiting-confirmation user. */
  status: UserStatus;
}

/** POST /api/token/refresh */
export interface RefreshRequest {
  refreshToken: string;
}
export type RefreshResponse = TokenPair;

/** POST /api/token/getuseraccounts */
export interface UserAccountsResponse {
  UserId: number;
  Login: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Company: string;
  UserRole: UserRole;
  Status: UserStatus;
  Permissions: Permission[];
  PrimaryAccountTypeId: AccountTypeId;
  /** A staff user without a second factor: every other call is refused until they set one up. */
  SecondFactorEnrolmentRequired?: boolean;
}

/** GET /api/login-status */
export interface LoginStatusResponse {
  isLoggedIn: boolean;
  status: UserStatus | 'not_logged_in';
}

/** POST /api/token/resetpassword */
export interface ResetPasswordRequest {
  CurrentPassword: string;
  NewPassword: string;
  ConfirmNewPassword: string;
}
export interface MessageResponse {
  message: string;
}

/** Body of every 4xx/5xx the API server sends. `reason` tells the page what to do. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  reason?: 'not_logged_in' | 'session_expired' | 'token_reused' | 'rotated' | 'forbidden' | string;
  uniqueId?: string;
  /** The same text, on the users pages' refusals (their toast shows the server's Message). */
  Message?: string;
}

/** One of the user's sessions, as profile → Security lists it (docs/security/sessions.md). */
export interface SessionSummary {
  /** The session's id: what DELETE /api/sessions/{id} takes. */
  id: string;
  /** ISO times: the login, and the last token refresh (activity, at most 5 minutes behind). */
  createdAt: string;
  lastActiveAt: string;
  /** A short summary of the browser at login, e.g. 'Chrome 131 on Windows'; null for sessions older than the list. */
  browser: string | null;
  /** The client address at login or at the last refresh. */
  address: string | null;
  /** The session of this very request. */
  current: boolean;
}

/** GET /api/sessions */
export interface SessionsResponse {
  sessions: SessionSummary[];
}

/** DELETE /api/sessions/{id}, POST /api/sessions/end-others, POST /api/users/{id}/sessions/end */
export interface SessionsEndedResponse {
  ended: number;
}
