/**
 * The browser entry of `shared`, loaded once as a Module Federation singleton by the shell and
 * every remote. Import from 'shared' only, never from a deep path: a deep path would be bundled
 * again by the importing app and get a store of its own.
 *
 * It is 'shared/core' (the stores, constants, themes: a singleton of its own, re-exported here
 * through its package name so both entries hold the one store) plus the HTTP client and the
 * payment rules (docs/architecture/frontend.md#javascript-budgets).
 */
export * from 'shared/core';
// The invoices' selection (and the pay rules it runs) is used behind login only: not part of what
// /login loads (docs/architecture/frontend.md#javascript-budgets). Held once, by this entry.
export * from './web/stores/selection-store';
// The form schemas, and yup with them, are the 'shared/forms' entry: only pages with a form load
// them (docs/architecture/frontend.md#javascript-budgets). Their types are here as well.
export type * from './forms';
export * from './domain/schemas/load-admin-forms';
export type { SystemConfigurationForm } from './domain/schemas/admin';
// The rules the pages behind login share; those only the payment pages run are 'shared/payments'.
export * from './domain/rules/invoice-key';
export * from './domain/rules/documents';
export * from './domain/rules/over-under';
export * from './domain/rules/payment-config';
export * from './domain/rules/amount-limits';
export * from './domain/rules/pay-click';
export * from './domain/rules/login';
export * from './domain/rules/invoice-search-options';
export type * from './payments';
// Only the pages of mailed links say why a link is dead; they need the type, not the table.
export type { DeadLinkReason } from './domain/constants/dead-links';
export * from './web/api/client';
export * from './web/api/errors';
// Each endpoint's call, typed by its declaration; the declarations themselves are types here.
export * from './web/api/call-api';
export * from './web/api/use-customizing';
// What a reloaded page's early script asked for (docs/architecture/phone-reload.md).
export * from './web/api/early-answers';
export type { ApiEndpoints, ApiRoute, ApiRoutes, EndpointName, InputOf, ResponseOf, BodyOf, QueryOf, ParamsOf, ClientReportKind, ClientReportList, LatestTamperCheck, LoadedScriptsBody } from './domain/endpoints';
// The staff and self-registration calls' types, derived from their schemas, which stay on the server.
export type {
  AccountTypeItem,
  AutoRegisterBody,
  AutoRegisterResponse,
  CompletePasswordResetBody,
  CompleteRegistrationBody,
  EmailChangeResponse,
  ErpConfigurationResponse,
  ErpConfigurationValue,
  ExclusionsResponse,
  InviteResponse,
  LinkedAccountRequest,
  OrgUnitsResponse,
  PasswordResetRequestBody,
  PasswordResetResponse,
  ProvenAccount,
  RegistrationAccountsResponse,
  RegistrationRequestBody,
  RegistrationRequestItem,
  RegistrationRequestRecord,
  JobQueueOverview,
  InventoriedScript,
  ScriptInventoryResponse,
  CanariesResponse,
  CanaryRemote,
  SmtpTestRequest,
  SmtpTestResponse,
  SystemConfiguration,
  SystemConfigurationUpdate,
  SystemConfigurationView,
  UserDetail,
  UserListItem,
  UserSaveRequest,
  UserSaveResponse,
  UsersQuery,
  ValidateAccountBody,
  ValidateAccountResponse,
} from './domain/endpoints/admin-schemas';
// Receipts are built by the API server (shared/server); pages only read their types, so /login loads none of it.
export type { ReceiptBasis, ReceiptDocument, ReceiptLine } from './domain/receipts';
