import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { UserStatus } from '../constants/domain';
import type { LoginResponse } from './session';

/** The kinds of second factor; 'recovery' is a single-use recovery code. */
export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery';

/**
 * POST /api/token/login of a user with a second factor: no tokens yet, a challenge for the second
 * step instead (docs/security/second-factor.md#login).
 */
export interface SecondFactorChallenge {
  isLoggedIn: false;
  status: UserStatus;
  /** Single use, for SECOND_FACTOR.loginChallengeSeconds. */
  mfaToken: string;
  methods: SecondFactorMethod[];
}

export type LoginAnswer = LoginResponse | SecondFactorChallenge;

/** POST /api/token/mfa/verify: a TOTP code or a recovery code. */
export interface SecondFactorCodeRequest {
  mfaToken: string;
  code: string;
}

/** POST /api/token/mfa/passkey/options */
export interface SecondFactorPasskeyOptionsRequest {
  mfaToken: string;
}

/** POST /api/token/mfa/passkey/verify */
export interface SecondFactorPasskeyRequest {
  mfaToken: string;
  response: AuthenticationResponseJSON;
}

export type PasskeyRequestOptions = PublicKeyCredentialRequestOptionsJSON;
export type PasskeyCreationOptions = PublicKeyCredentialCreationOptionsJSON;
export type PasskeyAssertion = AuthenticationResponseJSON;
export type PasskeyAttestation = RegistrationResponseJSON;

export interface PasskeySummary {
  id: number;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** GET /api/mfa: the user's second factors. */
export interface SecondFactorStatus {
  /** A staff permission makes a second factor required. */
  required: boolean;
  /** At least one factor is set up. */
  enrolled: boolean;
  totp: boolean;
  passkeys: PasskeySummary[];
  /** Unused recovery codes left. */
  recoveryCodesLeft: number;
}

/** POST /api/mfa/totp/start */
export interface TotpEnrolment {
  /** base32, for typing into an authenticator app */
  secret: string;
  /** otpauth:// URI, for a link or a QR code */
  uri: string;
}

/** POST /api/mfa/totp/confirm */
export interface TotpConfirmRequest {
  code: string;
}

/** POST /api/mfa/passkeys */
export interface PasskeyRegistrationRequest {
  name?: string;
  response: RegistrationResponseJSON;
}

/**
 * The answer of an enrolment: the recovery codes when this was the user's first factor (shown
 * once, never again), else none.
 */
export interface EnrolmentResult {
  recoveryCodes: string[];
}

/** POST /api/mfa/reauth: a code (TOTP or recovery) or a passkey assertion. */
export type ReauthRequest = { code: string } | { response: AuthenticationResponseJSON };
