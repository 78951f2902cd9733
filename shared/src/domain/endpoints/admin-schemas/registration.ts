import { Type, type Static } from 'typebox';
import { ACCOUNT_TYPES, USER_STATUSES } from '../../constants/domain';
import { REGISTRATION_SESSION_HEADER } from '../../constants/registration-session';
import { ErpAddressDataSchema } from '../../erp/common';
import { ErpDocumentSchema, ErpInvoiceDetailSchema } from '../../erp/invoice';
import { REGISTRATION_FIELD_LIMITS as L } from '../../schemas/registration';

/**
 * The public registration calls (docs/product/registration.md). Request objects are closed. Fields
 * are optional strings so that a missing one is answered with shared's message (the yup schema),
 * not a schema error; their lengths are capped here.
 */
const closed = { additionalProperties: false } as const;
/** A link token: 32 random bytes in base64url are 43 characters. */
const TOKEN_MAX = 100;
const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
/** A link token in a path: base64url only, so nothing else reaches the database. */
const token = () => Type.String({ minLength: 1, maxLength: TOKEN_MAX, pattern: '^[A-Za-z0-9_-]+$' });
const tokenField = () => Type.Optional(Type.String({ maxLength: TOKEN_MAX }));

/** POST /api/register */
export const RegistrationRequestBodySchema = Type.Object(
  { email: text(L.email), firstName: text(L.name), lastName: text(L.name), company: text(L.company), message: text(L.message) },
  closed,
);

export const LinkTokenParamsSchema = Type.Object({ id: token() }, closed);
export const ConfirmTokenParamsSchema = Type.Object({ token: token() }, closed);

/** GET /api/users/email-change/{token}: the address the link confirms (docs/security/account-changes.md). */
export const EmailChangeResponseSchema = Type.Object({ email: Type.String(), firstName: Type.String() });

/** GET /api/users/invite/{id} */
export const InviteResponseSchema = Type.Object({
  inviteId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
});

/** POST /api/token/complete-registration */
export const CompleteRegistrationBodySchema = Type.Object(
  { inviteId: tokenField(), password: text(L.password), confirmPassword: text(L.password) },
  closed,
);

/** POST /api/users/password-reset-request */
export const PasswordResetRequestBodySchema = Type.Object({ email: text(L.email) }, closed);

/** GET /api/users/password-reset/{id} */
export const PasswordResetResponseSchema = Type.Object({ id: Type.String(), firstName: Type.String() });

/** POST /api/token/complete-password-reset */
export const CompletePasswordResetBodySchema = Type.Object(
  { id: tokenField(), password: text(L.password), confirmPassword: text(L.password) },
  closed,
);

/** PUT /api/users/account/validate */
export const ValidateAccountBodySchema = Type.Object(
  {
    invoiceNumber: text(L.invoiceNumber),
    // The amount as typed, read into cents by shared's money rules; a JSON number is read by its digits.
    invoiceAmount: Type.Optional(Type.Union([Type.String({ maxLength: L.invoiceAmount }), Type.Number()])),
    accountNumber: text(L.billingId),
  },
  closed,
);

/** The registration session's header; a missing or unknown one starts a new session. */
export const RegistrationSessionHeadersSchema = Type.Object({
  [REGISTRATION_SESSION_HEADER]: Type.Optional(Type.String({ maxLength: TOKEN_MAX })),
});

/** An account proven in the registration session, as the ERP knows it. */
export const ProvenAccountSchema = Type.Object({
  accountNumber: Type.String(),
  name: Type.String(),
  /** Sold To for a sold-to, Payer for a payer. */
  accountTypeId: Type.Union([Type.Literal(ACCOUNT_TYPES.SoldTo), Type.Literal(ACCOUNT_TYPES.Payer)]),
  companyCode: Type.String(),
  /** The billing partner's address (partner function RG of the invoice). */
  address: Type.Union([ErpAddressDataSchema, Type.Null()]),
});

export const ValidateAccountResponseSchema = Type.Object({
  invoice: ErpDocumentSchema,
  detail: Type.Union([ErpInvoiceDetailSchema, Type.Null()]),
  account: ProvenAccountSchema,
  accounts: Type.Array(ProvenAccountSchema),
});

/** GET /api/token/auto-register/accounts */
export const RegistrationAccountsResponseSchema = Type.Object({ accounts: Type.Array(ProvenAccountSchema) });

/** POST /api/token/auto-register/user */
export const AutoRegisterBodySchema = Type.Object(
  {
    email: text(L.email),
    firstName: text(L.name),
    lastName: text(L.name),
    company: text(L.company),
    password: text(L.password),
    verifyPassword: text(L.password),
  },
  closed,
);

export const AutoRegisterResponseSchema = Type.Object({
  token: Type.String(),
  refreshToken: Type.String(),
  user: Type.Object({
    UserId: Type.Integer(),
    Email: Type.String(),
    FirstName: Type.String(),
    LastName: Type.String(),
    Status: Type.Enum(USER_STATUSES),
    isConfirmed: Type.Boolean(),
  }),
});

export type RegistrationRequestBody = Static<typeof RegistrationRequestBodySchema>;
export type InviteResponse = Static<typeof InviteResponseSchema>;
export type CompleteRegistrationBody = Static<typeof CompleteRegistrationBodySchema>;
export type PasswordResetRequestBody = Static<typeof PasswordResetRequestBodySchema>;
export type PasswordResetResponse = Static<typeof PasswordResetResponseSchema>;
export type CompletePasswordResetBody = Static<typeof CompletePasswordResetBodySchema>;
export type ValidateAccountBody = Static<typeof ValidateAccountBodySchema>;
export type ProvenAccount = Static<typeof ProvenAccountSchema>;
export type ValidateAccountResponse = Static<typeof ValidateAccountResponseSchema>;
export type RegistrationAccountsResponse = Static<typeof RegistrationAccountsResponseSchema>;
export type AutoRegisterBody = Static<typeof AutoRegisterBodySchema>;
export type AutoRegisterResponse = Static<typeof AutoRegisterResponseSchema>;
export type EmailChangeResponse = Static<typeof EmailChangeResponseSchema>;
