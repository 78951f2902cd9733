import { Type, type Static } from 'typebox';
import { ErpPaymentCardSchema } from '../../erp/common';

/** The schemas of the portal's own status (its texts and settings, what runs where) and of a tokenizer session. */

/** GET /api/config: the texts and the settings the page needs before login. */
export const PortalConfigResponseSchema = Type.Object({
  languages: Type.Object({
    en: Type.Object({ messages: Type.Record(Type.String(), Type.String()) }),
  }),
  config: Type.Object({
    version: Type.String(),
    /** Theme chosen by the API server from the Host the page was served from (1 to 5). */
    theme: Type.Integer({ minimum: 1 }),
    idleTimeoutMinutes: Type.Number(),
    refreshIntervalMinutes: Type.Number(),
    helpPdfUrl: Type.String(),
    supportEmail: Type.String(),
    privacyPolicyUrl: Type.String(),
    termsUrl: Type.String(),
    /** style.login_use_background_image of docs/product/configuration-and-mail.md. */
    loginUseBackgroundImage: Type.Boolean(),
  }),
});
export type PortalConfigResponse = Static<typeof PortalConfigResponseSchema>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** One remote as it runs now: the release remotes.json points at and when that went live. */
export const LiveRemoteSchema = Type.Object({
  /** The workspace folder, e.g. mfe-payments. */
  remote: Type.String(),
  /** The federation name, the key in /remotes.json. */
  name: Type.String(),
  /** `<version>-<content hash>` of the release folder; null when the URL is outside the release layout. */
  release: NullableString,
  /** The manifest URL the shell loads (null: the remote is not in /remotes.json). */
  url: NullableString,
  /** When this release last went live (ISO time), from the release history; null when not recorded. */
  liveSince: NullableString,
  /** It went live with --force past the compatibility check. */
  forced: Type.Boolean(),
});
export type LiveRemote = Static<typeof LiveRemoteSchema>;

/** An API server that renewed its row lately (api_instances); `self` is the one that answered this request. */
export const ApiInstanceStatusSchema = Type.Object({
  id: Type.String(),
  version: Type.String(),
  host: Type.String(),
  /** null for a row written before the port was recorded. */
  port: Type.Union([Type.Integer(), Type.Null()]),
  pid: Type.Integer(),
  startedAt: Type.String(),
  seenAt: Type.String(),
  self: Type.Boolean(),
});
export type ApiInstanceStatus = Static<typeof ApiInstanceStatusSchema>;

/** GET /api/system/status: what runs, for the operators' page /system (CanEditSystemConfig). */
export const SystemStatusResponseSchema = Type.Object({
  checkedAt: Type.String(),
  shell: Type.Object({ version: NullableString, release: NullableString, liveSince: NullableString }),
  remotes: Type.Array(LiveRemoteSchema),
  api: Type.Object({ version: Type.String(), instances: Type.Array(ApiInstanceStatusSchema) }),
  erp: Type.Object({ connected: Type.Boolean(), message: Type.String() }),
});
export type SystemStatusResponse = Static<typeof SystemStatusResponseSchema>;

/*
 * The tokenizer session of docs/product/payment-methods.md. Card and account numbers never reach
 * the API server (docs/decisions.md#shape-of-the-system): both bodies are closed
 * (additionalProperties: false), so a body carrying a number is refused with 400.
 */
const closed = { additionalProperties: false } as const;

/** docs/product/checkout-and-payments.md tokenization: which kind of entry a tokenizer session takes (card or eCheck). */
export const TokenizationPaymentMethodSchema = Type.Union([Type.Literal('CC'), Type.Literal('EC')]);
export type TokenizationPaymentMethod = Static<typeof TokenizationPaymentMethodSchema>;

/** POST /api/tokenization/access_token[?userid=]: opens a tokenizer session for one entry on the payer's account. */
export const AccessTokenBodySchema = Type.Object(
  {
    action: Type.Literal('01'),
    payment_method: TokenizationPaymentMethodSchema,
    customer_number: Type.String({ minLength: 1, maxLength: 20 }),
    company_code: Type.String({ maxLength: 10 }),
  },
  closed,
);
export type TokenizationAccessTokenRequest = Static<typeof AccessTokenBodySchema>;
/** `access_token` goes with the data as `Authorization: Bearer …` to `tokenizer_url`, the tokenizer itself. */
export const AccessTokenResponseSchema = Type.Object({
  access_token: Type.String(),
  merchant_guid: Type.String(),
  tokenizer_url: Type.String(),
});
export type TokenizationAccessTokenResponse = Static<typeof AccessTokenResponseSchema>;

/** POST /api/tokenization/response: what the browser's data turned into (same user, 10 minutes). */
export const TokenizationResultBodySchema = Type.Object(
  { action: Type.Literal('02'), access_token: Type.String({ minLength: 1, maxLength: 512 }) },
  closed,
);
export type TokenizationResultRequest = Static<typeof TokenizationResultBodySchema>;
/** The token (ending with the last 4 digits), type, name, valid_to (end of month, MM-DD-YYYY). */
export const TokenizationResultResponseSchema = Type.Object({ paymentcard: ErpPaymentCardSchema });
export type TokenizationResultResponse = Static<typeof TokenizationResultResponseSchema>;
