import {
  api,
  type EnrolmentResult,
  type LoginResponse,
  type MessageResponse,
  type PasskeyAssertion,
  type PasskeyAttestation,
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
  type SecondFactorStatus,
  type TotpEnrolment,
} from 'shared';

/*
 * The calls of docs/security/second-factor.md. Each page shows its own messages, so none raises
 * the generic toasts.
 */
const quiet = { skipErrorToast: true } as const;
/** The login's second step: no session yet, so no refresh either. */
const loginStep = { skipErrorToast: true, skipAuthRefresh: true } as const;

/** POST /api/token/mfa/verify: a TOTP or recovery code for a login's second step. */
export async function verifyLoginCode(mfaToken: string, code: string): Promise<LoginResponse> {
  return (await api.post<LoginResponse>('/token/mfa/verify', { mfaToken, code }, loginStep)).data;
}

/** POST /api/token/mfa/passkey/options */
export async function loginPasskeyOptions(mfaToken: string): Promise<PasskeyRequestOptions> {
  return (await api.post<PasskeyRequestOptions>('/token/mfa/passkey/options', { mfaToken }, loginStep)).data;
}

/** POST /api/token/mfa/passkey/verify */
export async function verifyLoginPasskey(mfaToken: string, response: PasskeyAssertion): Promise<LoginResponse> {
  return (await api.post<LoginResponse>('/token/mfa/passkey/verify', { mfaToken, response }, loginStep)).data;
}

/** GET /api/mfa */
export async function getSecondFactor(): Promise<SecondFactorStatus> {
  return (await api.get<SecondFactorStatus>('/mfa', quiet)).data;
}

/** POST /api/mfa/totp/start */
export async function startTotp(): Promise<TotpEnrolment> {
  return (await api.post<TotpEnrolment>('/mfa/totp/start', {}, quiet)).data;
}

/** POST /api/mfa/totp/confirm */
export async function confirmTotp(code: string): Promise<EnrolmentResult> {
  return (await api.post<EnrolmentResult>('/mfa/totp/confirm', { code }, quiet)).data;
}

/** POST /api/mfa/totp/remove */
export async function removeTotp(): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/mfa/totp/remove', {}, quiet)).data;
}

/** POST /api/mfa/passkeys/options */
export async function passkeyCreationOptions(): Promise<PasskeyCreationOptions> {
  return (await api.post<PasskeyCreationOptions>('/mfa/passkeys/options', {}, quiet)).data;
}

/** POST /api/mfa/passkeys */
export async function addPasskey(response: PasskeyAttestation, name?: string): Promise<EnrolmentResult> {
  return (await api.post<EnrolmentResult>('/mfa/passkeys', { response, ...(name ? { name } : {}) }, quiet)).data;
}

/** POST /api/mfa/passkeys/remove */
export async function removePasskey(id: number): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/mfa/passkeys/remove', { id }, quiet)).data;
}

/** POST /api/mfa/recovery-codes */
export async function newRecoveryCodes(): Promise<EnrolmentResult> {
  return (await api.post<EnrolmentResult>('/mfa/recovery-codes', {}, quiet)).data;
}

/** POST /api/mfa/reauth/options */
export async function reauthPasskeyOptions(): Promise<PasskeyRequestOptions> {
  return (await api.post<PasskeyRequestOptions>('/mfa/reauth/options', {}, quiet)).data;
}

/** POST /api/mfa/reauth: a code, or a passkey assertion. */
export async function reauthenticate(proof: { code: string } | { response: PasskeyAssertion }): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/mfa/reauth', proof, quiet)).data;
}
