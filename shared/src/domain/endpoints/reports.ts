import { Type, type Static } from 'typebox';
import { defineEndpoint } from './define';

/**
 * What browsers report of the code they run (docs/security/client-reports.md): remote load
 * failures, render errors an area caught, integrity refusals, and Content-Security-Policy
 * violations. Counted per kind, remote and release; nothing names a person.
 */
export const CLIENT_REPORT_KINDS = ['remote-load-failure', 'render-error', 'integrity-refusal'] as const;
/** What /system lists beside those: CSP violations and scripts a payment page loaded that no release inventoried. */
export type ListedReportKind = ClientReportKind | 'csp-violation' | 'unlisted-script';
export type ClientReportKind = (typeof CLIENT_REPORT_KINDS)[number];

/** Remote and release names: short, from a small alphabet, so a report cannot carry free text. */
const NameSchema = Type.String({ pattern: '^[A-Za-z0-9._-]{1,64}$' });

export const ClientReportSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('remote-load-failure'), Type.Literal('render-error'), Type.Literal('integrity-refusal')]),
    remote: NameSchema,
    release: NameSchema,
  },
  { additionalProperties: false },
);
export type ClientReport = Static<typeof ClientReportSchema>;

export const ClientReportsBodySchema = Type.Object(
  { reports: Type.Array(ClientReportSchema, { minItems: 1, maxItems: 20 }) },
  { additionalProperties: false },
);

/** One line of /system's browser reports: a count per kind, remote, release and detail over the last days. */
export const ClientReportLineSchema = Type.Object({
  kind: Type.String(),
  remote: Type.String(),
  release: Type.String(),
  /** A CSP violation's directive and blocked address (origin and path only). */
  detail: Type.String(),
  count: Type.Integer(),
  firstAt: Type.String(),
  lastAt: Type.String(),
});
export const ClientReportListSchema = Type.Object({
  /** How many days the list covers. */
  days: Type.Integer(),
  lines: Type.Array(ClientReportLineSchema),
});
export type ClientReportList = Static<typeof ClientReportListSchema>;

/** A CSP report as browsers send it to `report-uri` (application/csp-report). Fields are read, never trusted. */
export const CspReportBodySchema = Type.Object({
  'csp-report': Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

const NoContentSchema = Type.Null();

/** The payment pages (docs/security/script-integrity.md#the-inventory): the pages whose scripts browsers report. */
export const PAYMENT_PAGE_PATHS = ['/invoices/pay', '/deposits', '/settings/payment-methods'] as const satisfies readonly LoadedScriptsBody['page'][];

/** What a payment page loaded: the scripts' paths (same origin) or addresses (another origin), from Resource Timing. */
export const LoadedScriptsBodySchema = Type.Object(
  {
    page: Type.Union([Type.Literal('/invoices/pay'), Type.Literal('/deposits'), Type.Literal('/settings/payment-methods')]),
    scripts: Type.Array(Type.String({ minLength: 1, maxLength: 300, pattern: '^(/|https?://)[^\\s]*$' }), { maxItems: 200 }),
  },
  { additionalProperties: false },
);
export type LoadedScriptsBody = Static<typeof LoadedScriptsBodySchema>;

/** One difference the tamper check found (docs/security/tamper-detection.md). */
export const TamperFindingSchema = Type.Object({
  kind: Type.Union([
    Type.Literal('script-changed'),
    Type.Literal('script-missing'),
    Type.Literal('script-unlisted'),
    Type.Literal('header-changed'),
    Type.Literal('header-missing'),
    Type.Literal('page-unreachable'),
  ]),
  page: Type.String(),
  subject: Type.String(),
  expected: Type.String(),
  found: Type.String(),
});

export const TamperCheckResultSchema = Type.Object({
  checkedAt: Type.String(),
  pages: Type.Integer(),
  scripts: Type.Integer(),
  findings: Type.Array(TamperFindingSchema),
});
export type TamperCheckResponse = Static<typeof TamperCheckResultSchema>;

export const LatestTamperCheckSchema = Type.Object({
  /** Minutes between scheduled checks; 0: only on demand. */
  intervalMinutes: Type.Integer(),
  check: Type.Union([Type.Intersect([TamperCheckResultSchema, Type.Object({ startedBy: Type.String() })]), Type.Null()]),
});
export type LatestTamperCheck = Static<typeof LatestTamperCheckSchema>;

export const reportEndpoints = {
  /** Public: a remote can fail before anyone logs in. Rate-limited per client; answers 204 whatever it keeps. */
  clientReports: defineEndpoint({
    method: 'POST',
    path: '/client-reports',
    body: ClientReportsBodySchema,
    response: NoContentSchema,
    status: 204,
    errors: [400, 429],
    access: 'public',
  }),
  /**
   * The scripts a payment page loaded, as its browser saw them: any the inventory does not hold is
   * counted as an unlisted script (docs/security/client-reports.md#scripts-a-payment-page-loaded).
   */
  loadedScripts: defineEndpoint({
    method: 'POST',
    path: '/client-reports/scripts',
    body: LoadedScriptsBodySchema,
    response: NoContentSchema,
    status: 204,
    errors: [400, 401, 429],
    access: 'session',
  }),
  /** The CSP's `report-uri`: browsers post here without credentials. */
  cspReports: defineEndpoint({
    method: 'POST',
    path: '/csp-reports',
    body: CspReportBodySchema,
    response: NoContentSchema,
    status: 204,
    errors: [400, 415, 429],
    access: 'public',
  }),
  /** `npm run verify-live`: runs the tamper check now; only from the machine the API server runs on (403 otherwise). */
  runTamperCheck: defineEndpoint({
    method: 'POST',
    path: '/system/tamper-check',
    response: TamperCheckResultSchema,
    errors: [403],
    access: 'public',
  }),
  /** /system: the last tamper check. */
  latestTamperCheck: defineEndpoint({
    method: 'GET',
    path: '/system/tamper-check',
    response: LatestTamperCheckSchema,
    errors: [401, 403],
    access: { permission: 'CanEditSystemConfig' },
  }),
  /** /system: what browsers reported. */
  listClientReports: defineEndpoint({
    method: 'GET',
    path: '/system/client-reports',
    response: ClientReportListSchema,
    errors: [401, 403],
    access: { permission: 'CanEditSystemConfig' },
  }),
};
