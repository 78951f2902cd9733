import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { Type, type Static } from 'typebox';
import { UserStatusSchema, type LoginResponse } from './session';

/**
 * The schemas of docs/security/second-factor.md: the second step of a login, enrolment and
 * re-authentication. The WebAuthn shapes are checked here and typed as @simplewebauthn's JSON
 * types, which the browser hands to and takes from startAuthentication/startRegistration.
 */

const Base64Url = Type.String({ maxLength: 4096, pattern: '^[A-Za-z0-9_-]*$' });
const MfaToken = Type.String({ minLength: 1, maxLength: 200 });
/** A TOTP code or a recovery code, as typed (spaces and dashes allowed). */
const Code = Type.String({ minLength: 1, maxLength: 40 });
const Transports = Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10 });
const Extensions = Type.Object({}, { additionalProperties: true });

/** The kinds of second factor; 'recovery' is a single-use recovery code. */
export const SecondFactorMethodSchema = Type.Union([Type.Literal('totp'), Type.Literal('passkey'), Type.Literal('recovery')]);
export type SecondFactorMethod = Static<typeof SecondFactorMethodSchema>;

/**
 * POST /api/token/login of a user with a second factor: no tokens yet, a challenge for the second
 * step instead (docs/security/second-factor.md#login). `mfaToken` is single use, for
 * SECOND_FACTOR.loginChallengeSeconds.
 */
export const SecondFactorChallengeSchema = Type.Object({
  isLoggedIn: Type.Literal(false),
  status: UserStatusSchema,
  mfaToken: Type.String(),
  methods: Type.Array(SecondFactorMethodSchema),
});
export type SecondFactorChallenge = Static<typeof SecondFactorChallengeSchema>;
export type LoginAnswer = LoginResponse | SecondFactorChallenge;

/** POST /api/token/mfa/verify: a TOTP code or a recovery code. */
export const MfaCodeBodySchema = Type.Object({ mfaToken: MfaToken, code: Code });
export type SecondFactorCodeRequest = Static<typeof MfaCodeBodySchema>;
/** POST /api/token/mfa/passkey/options */
export const MfaTokenBodySchema = Type.Object({ mfaToken: MfaToken });
export type SecondFactorPasskeyOptionsRequest = Static<typeof MfaTokenBodySchema>;
/** POST /api/mfa/totp/confirm */
export const CodeBodySchema = Type.Object({ code: Code });
export type TotpConfirmRequest = Static<typeof CodeBodySchema>;

/** What @simplewebauthn/browser's startAuthentication() answers (AuthenticationResponseJSON). */
export const PasskeyAssertionSchema = Type.Unsafe<AuthenticationResponseJSON>(
  Type.Object({
    id: Base64Url,
    rawId: Base64Url,
    type: Type.Literal('public-key'),
    response: Type.Object({
      clientDataJSON: Base64Url,
      authenticatorData: Base64Url,
      signature: Base64Url,
      userHandle: Type.Optional(Base64Url),
    }),
    authenticatorAttachment: Type.Optional(Type.String({ maxLength: 40 })),
    clientExtensionResults: Extensions,
  }),
);
export type PasskeyAssertion = Static<typeof PasskeyAssertionSchema>;

/** What startRegistration() answers (RegistrationResponseJSON). */
export const PasskeyAttestationSchema = Type.Unsafe<RegistrationResponseJSON>(
  Type.Object({
    id: Base64Url,
    rawId: Base64Url,
    type: Type.Literal('public-key'),
    response: Type.Object({
      clientDataJSON: Base64Url,
      attestationObject: Base64Url,
      authenticatorData: Type.Optional(Base64Url),
      transports: Type.Optional(Transports),
      publicKeyAlgorithm: Type.Optional(Type.Integer()),
      publicKey: Type.Optional(Base64Url),
    }),
    authenticatorAttachment: Type.Optional(Type.String({ maxLength: 40 })),
    clientExtensionResults: Extensions,
  }),
);
export type PasskeyAttestation = Static<typeof PasskeyAttestationSchema>;

/** POST /api/token/mfa/passkey/verify */
export const MfaPasskeyBodySchema = Type.Object({ mfaToken: MfaToken, response: PasskeyAssertionSchema });
export type SecondFactorPasskeyRequest = Static<typeof MfaPasskeyBodySchema>;

/** POST /api/mfa/reauth: a code (TOTP or recovery) or a passkey assertion. */
export const ReauthBodySchema = Type.Union([Type.Object({ code: Code }), Type.Object({ response: PasskeyAssertionSchema })]);
export type ReauthRequest = Static<typeof ReauthBodySchema>;

/** POST /api/mfa/passkeys */
export const PasskeyRegistrationBodySchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 60 })),
  response: PasskeyAttestationSchema,
});
export type PasskeyRegistrationRequest = Static<typeof PasskeyRegistrationBodySchema>;

export const PasskeyIdBodySchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

const Credential = Type.Object({ id: Type.String(), type: Type.String(), transports: Type.Optional(Transports) });

/** generateAuthenticationOptions()' answer, for startAuthentication({ optionsJSON }). */
export const PasskeyRequestOptionsSchema = Type.Unsafe<PublicKeyCredentialRequestOptionsJSON>(
  Type.Object({
    challenge: Type.String(),
    rpId: Type.Optional(Type.String()),
    timeout: Type.Optional(Type.Integer()),
    userVerification: Type.Optional(Type.String()),
    allowCredentials: Type.Optional(Type.Array(Credential)),
    extensions: Type.Optional(Extensions),
  }),
);
export type PasskeyRequestOptions = Static<typeof PasskeyRequestOptionsSchema>;

/** generateRegistrationOptions()' answer, for startRegistration({ optionsJSON }). */
export const PasskeyCreationOptionsSchema = Type.Unsafe<PublicKeyCredentialCreationOptionsJSON>(
  Type.Object({
    challenge: Type.String(),
    rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }),
    user: Type.Object({ id: Type.String(), name: Type.String(), displayName: Type.String() }),
    pubKeyCredParams: Type.Array(Type.Object({ alg: Type.Integer(), type: Type.String() })),
    timeout: Type.Optional(Type.Integer()),
    attestation: Type.Optional(Type.String()),
    excludeCredentials: Type.Optional(Type.Array(Credential)),
    authenticatorSelection: Type.Optional(
      Type.Object({
        authenticatorAttachment: Type.Optional(Type.String()),
        residentKey: Type.Optional(Type.String()),
        requireResidentKey: Type.Optional(Type.Boolean()),
        userVerification: Type.Optional(Type.String()),
      }),
    ),
    extensions: Type.Optional(Extensions),
    hints: Type.Optional(Type.Array(Type.String())),
  }),
);
export type PasskeyCreationOptions = Static<typeof PasskeyCreationOptionsSchema>;

export const PasskeySummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
});
export type PasskeySummary = Static<typeof PasskeySummarySchema>;

/** GET /api/mfa: the user's second factors. */
export const SecondFactorStatusSchema = Type.Object({
  /** A staff permission makes a second factor required. */
  required: Type.Boolean(),
  /** At least one factor is set up. */
  enrolled: Type.Boolean(),
  totp: Type.Boolean(),
  passkeys: Type.Array(PasskeySummarySchema),
  /** Unused recovery codes left. */
  recoveryCodesLeft: Type.Integer(),
});
export type SecondFactorStatus = Static<typeof SecondFactorStatusSchema>;

/** POST /api/mfa/totp/start: base32 for typing into an authenticator app, and an otpauth:// URI for a link or a QR code. */
export const TotpEnrolmentSchema = Type.Object({ secret: Type.String(), uri: Type.String() });
export type TotpEnrolment = Static<typeof TotpEnrolmentSchema>;

/**
 * The answer of an enrolment: the recovery codes when this was the user's first factor (shown
 * once, never again), else none.
 */
export const EnrolmentResultSchema = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type EnrolmentResult = Static<typeof EnrolmentResultSchema>;
