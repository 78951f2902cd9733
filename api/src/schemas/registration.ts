import { Type } from 'typebox';
import {
  ACCOUNT_TYPES,
  ErpAddressDataSchema,
  ErpDocumentSchema,
  ErpInvoiceDetailSchema,
  REGISTRATION_FIELD_LIMITS as L,
  USER_STATUSES,
} from 'shared/server';

/**
 * The public registration calls (docs/product/registration.md). Request objects are closed. Fields
 * are optional strings so that a missing one is answered with shared's message (the yup schema),
 * not a schema error; their lengths are capped here.
 */
const closed = { additionalProperties: false } as const;
/** A link token: 32 random bytes in base64url are 43 characters. */
const TOKEN_MAX = 100;
const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const RegistrationRequestBodySchema = Type.Object(
  {
    email: text(L.email),
    firstName: text(L.name),
    lastName: text(L.name),
    company: text(L.company),
    message: text(L.message),
  },
  closed,
);

/** A link token in a path: base64url only, so nothing else reaches the database. */
export const LinkTokenParamsSchema = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: TOKEN_MAX, pattern: '^[A-Za-z0-9_-]+$' }) },
  closed,
);
export const ConfirmTokenParamsSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: TOKEN_MAX, pattern: '^[A-Za-z0-9_-]+$' }) },
  closed,
);

export const EmailChangeResponseSchema = Type.Object({ email: Type.String(), firstName: Type.String() });

export const InviteResponseSchema = Type.Object({
  inviteId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
});

const tokenField = Type.Optional(Type.String({ maxLength: TOKEN_MAX }));

export const CompleteRegistrationBodySchema = Type.Object(
  { inviteId: tokenField, password: text(L.password), confirmPassword: text(L.password) },
  closed,
);

export const PasswordResetRequestBodySchema = Type.Object({ email: text(L.email) }, closed);

export const PasswordResetResponseSchema = Type.Object({ id: Type.String(), firstName: Type.String() });

export const CompletePasswordResetBodySchema = Type.Object(
  { id: tokenField, password: text(L.password), confirmPassword: text(L.password) },
  closed,
);

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
  'x-registration-session': Type.Optional(Type.String({ maxLength: TOKEN_MAX })),
});

export const ProvenAccountSchema = Type.Object({
  accountNumber: Type.String(),
  name: Type.String(),
  accountTypeId: Type.Union([Type.Literal(ACCOUNT_TYPES.SoldTo), Type.Literal(ACCOUNT_TYPES.Payer)]),
  companyCode: Type.String(),
  address: Type.Union([ErpAddressDataSchema, Type.Null()]),
});

export const ValidateAccountResponseSchema = Type.Object({
  invoice: ErpDocumentSchema,
  detail: Type.Union([ErpInvoiceDetailSchema, Type.Null()]),
  account: ProvenAccountSchema,
  accounts: Type.Array(ProvenAccountSchema),
});

export const RegistrationAccountsResponseSchema = Type.Object({ accounts: Type.Array(ProvenAccountSchema) });

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
