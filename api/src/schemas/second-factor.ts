import { Type } from 'typebox';
import { UserStatusSchema } from './session';

/** docs/security/second-factor.md: the second step of a login, enrolment and re-authentication. */

const Base64Url = Type.String({ maxLength: 4096, pattern: '^[A-Za-z0-9_-]*$' });
const MfaToken = Type.String({ minLength: 1, maxLength: 200 });
/** A TOTP code or a recovery code, as typed (spaces and dashes allowed). */
const Code = Type.String({ minLength: 1, maxLength: 40 });
const Transports = Type.Array(Type.String({ maxLength: 20 }), { maxItems: 10 });
const Extensions = Type.Object({}, { additionalProperties: true });

export const SecondFactorChallengeSchema = Type.Object({
  isLoggedIn: Type.Literal(false),
  status: UserStatusSchema,
  mfaToken: Type.String(),
  methods: Type.Array(Type.Union([Type.Literal('totp'), Type.Literal('passkey'), Type.Literal('recovery')])),
});

export const MfaCodeBodySchema = Type.Object({ mfaToken: MfaToken, code: Code });
export const MfaTokenBodySchema = Type.Object({ mfaToken: MfaToken });
export const CodeBodySchema = Type.Object({ code: Code });

/** What @simplewebauthn/browser's startAuthentication() answers (AuthenticationResponseJSON). */
export const PasskeyAssertionSchema = Type.Object({
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
});

/** What startRegistration() answers (RegistrationResponseJSON). */
export const PasskeyAttestationSchema = Type.Object({
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
});

export const MfaPasskeyBodySchema = Type.Object({ mfaToken: MfaToken, response: PasskeyAssertionSchema });

export const ReauthBodySchema = Type.Union([
  Type.Object({ code: Code }),
  Type.Object({ response: PasskeyAssertionSchema }),
]);

export const PasskeyRegistrationBodySchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 60 })),
  response: PasskeyAttestationSchema,
});

export const PasskeyIdBodySchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

const Credential = Type.Object({ id: Type.String(), type: Type.String(), transports: Type.Optional(Transports) });

/** generateAuthenticationOptions()' answer, for startAuthentication({ optionsJSON }). */
export const PasskeyRequestOptionsSchema = Type.Object({
  challenge: Type.String(),
  rpId: Type.Optional(Type.String()),
  timeout: Type.Optional(Type.Integer()),
  userVerification: Type.Optional(Type.String()),
  allowCredentials: Type.Optional(Type.Array(Credential)),
  extensions: Type.Optional(Extensions),
});

/** generateRegistrationOptions()' answer, for startRegistration({ optionsJSON }). */
export const PasskeyCreationOptionsSchema = Type.Object({
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
});

export const SecondFactorStatusSchema = Type.Object({
  required: Type.Boolean(),
  enrolled: Type.Boolean(),
  totp: Type.Boolean(),
  passkeys: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      createdAt: Type.String(),
      lastUsedAt: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  recoveryCodesLeft: Type.Integer(),
});

export const TotpEnrolmentSchema = Type.Object({ secret: Type.String(), uri: Type.String() });
export const EnrolmentResultSchema = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
