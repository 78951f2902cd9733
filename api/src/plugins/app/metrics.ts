import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { REMOTES } from 'shared/server';
import { sha256Hex } from '../../security/sha256';

/**
 * What the portal tells Prometheus (docs/operations/monitoring.md). Each API server has a registry
 * of its own and answers GET /metrics for itself; Prometheus scrapes every server and sums.
 * Counters are bumped where things happen (ERP client, payment ledger, attempt limiter, browser
 * reports); the backlogs are read from the database when Prometheus scrapes.
 */

/** How a call to the ERP ended: answered, refused with a 4xx, or no usable answer at all. */
export type ErpCallResult = 'ok' | 'refused' | 'unavailable';
/** How a charge ended at its first attempt (docs/architecture/payments.md#reconciliation). */
export type PaymentOutcome = 'charged' | 'declined' | 'failed' | 'unknown';
/** What the browser reports of a remote (docs/architecture/remotes.md). */
export type RemoteFailureKind = 'integrity' | 'load' | 'render';

export interface PortalMetrics {
  /** The text format Prometheus reads, and its content type. */
  registry: Registry;
  /** One ERP call: its endpoint path (bounded: the shared ERP_ENDPOINTS), duration and result. */
  erpCall(endpoint: string, seconds: number, result: ErpCallResult): void;
  /** A payment or deposit's first attempt ended. */
  paymentFinished(kind: 'payment' | 'deposit', outcome: PaymentOutcome): void;
  /** An open attempt was settled with the ERP: it had charged, or it had not. */
  paymentReconciled(kind: 'payment' | 'deposit', charged: boolean): void;
  /** An attempt refused by the attempt limiter (scope: login, password-reset, ...). */
  throttled(scope: string): void;
  /** A remote the shell refused (integrity), could not load, or whose area threw; per remote and release. */
  recordRemoteFailure(kind: RemoteFailureKind, remote: string, release: string): void;
  /** A difference found by the tamper check (a kind of TAMPER_KINDS; any other counts as "other"). */
  recordTamperAlert(kind: string): void;
  /** A canary release the watch rolled back. */
  recordCanaryRollback(remote: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: PortalMetrics;
  }
}

export interface MetricsOptions {
  /** METRICS_TOKEN: the bearer token Prometheus sends; null: GET /metrics answers 404 to everyone. */
  token: string | null;
}

/** Route label of a request no route matched: the raw URL would make a label per scanner probe. */
const UNMATCHED = '<unmatched>';
/** Release and remote names come from browsers: past this many label sets, the rest count as "other". */
const MAX_REMOTE_SERIES = 200;
/** A scrape waits at most this long for the ERP's status (Prometheus' own scrape timeout is 10 s by default). */
const ERP_PROBE_TIMEOUT_MS = 2000;
const SAFE_LABEL = /^[A-Za-z0-9._@+-]{1,64}$/;

/** What the tamper check (issue 24, section 3) can find changed. */
export const TAMPER_KINDS = ['file', 'header', 'browser_script', 'csp'] as const;

const labelOf = (value: string): string => (SAFE_LABEL.test(value) ? value : 'invalid');

/** Builds the registry and the counters of one API server. */
export function createPortalMetrics(): PortalMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const erpRequests = new Counter({
    name: 'portal_erp_requests_total',
    help: 'Calls to the ERP by endpoint and result (ok, refused: a 4xx, unavailable: no usable answer).',
    labelNames: ['endpoint', 'result'] as const,
    registers,
  });
  const erpDuration = new Histogram({
    name: 'portal_erp_request_duration_seconds',
    help: 'How long the ERP took to answer, by endpoint.',
    labelNames: ['endpoint'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
    registers,
  });
  const payments = new Counter({
    name: 'portal_payments_total',
    help: 'Payments and deposits by how their first attempt ended: charged, declined (the ERP refused), failed (not charged), unknown.',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const reconciled = new Counter({
    name: 'portal_payments_reconciled_total',
    help: 'Open payment attempts settled with the ERP, by whether the ERP had charged.',
    labelNames: ['kind', 'charged'] as const,
    registers,
  });
  const throttled = new Counter({
    name: 'portal_throttled_attempts_total',
    help: 'Attempts refused by the attempt limiter (429), by scope; scope="login" are refused logins.',
    labelNames: ['scope'] as const,
    registers,
  });
  const remoteFailures = new Counter({
    name: 'portal_remote_failures_total',
    help: 'Remotes the browser refused (integrity), could not load, or whose area threw (render), per remote and release.',
    labelNames: ['kind', 'remote', 'release'] as const,
    registers,
  });
  const tamperAlerts = new Counter({
    name: 'portal_tamper_alerts_total',
    help: 'Differences the tamper check found between what is served and the inventory, by kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  const canaryRollbacks = new Counter({
    name: 'portal_canary_rollbacks_total',
    help: 'Canary releases the watch rolled back, per remote.',
    labelNames: ['remote'] as const,
    registers,
  });
  // Series that exist at 0 from the first scrape: increase() then sees the first event too.
  for (const kind of TAMPER_KINDS) tamperAlerts.inc({ kind }, 0);
  for (const remote of REMOTES) canaryRollbacks.inc({ remote }, 0);

  const remoteSeries = new Set<string>();
  return {
    registry,
    erpCall(endpoint, seconds, result) {
      erpRequests.inc({ endpoint, result });
      erpDuration.observe({ endpoint }, seconds);
    },
    paymentFinished: (kind, outcome) => payments.inc({ kind, outcome }),
    paymentReconciled: (kind, charged) => reconciled.inc({ kind, charged: String(charged) }),
    throttled: (scope) => throttled.inc({ scope }),
    recordRemoteFailure(kind, remote, release) {
      let labels = { kind, remote: labelOf(remote), release: labelOf(release) };
      const key = `${labels.kind}\n${labels.remote}\n${labels.release}`;
      if (!remoteSeries.has(key)) {
        if (remoteSeries.size >= MAX_REMOTE_SERIES) labels = { kind, remote: 'other', release: 'other' };
        else remoteSeries.add(key);
      }
      remoteFailures.inc(labels);
    },
    recordTamperAlert: (kind) => tamperAlerts.inc({ kind: (TAMPER_KINDS as readonly string[]).includes(kind) ? kind : 'other' }),
    recordCanaryRollback: (remote) => canaryRollbacks.inc({ remote: REMOTES.includes(remote) ? remote : 'other' }),
  };
}

/** Request counters and latency by route pattern (never the raw URL) and status. */
function instrumentRequests(app: FastifyInstance, registry: Registry): void {
  const registers = [registry];
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Answered requests by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const method = request.method;
    requests.inc({ method, route, status: String(reply.statusCode) });
    duration.observe({ method, route }, reply.elapsedTime / 1000);
  });
}

/**
 * The backlogs, read from the database when Prometheus scrapes (through the repositories), and
 * whether the ERP answers: the function answered runs before each answer of /metrics (two small
 * queries, one ERP status call). A failed read keeps the last values and counts.
 */
function instrumentBacklogs(app: FastifyInstance, registry: Registry, staleAfterMs: () => number): () => Promise<void> {
  const registers = [registry];
  const collectErrors = new Counter({
    name: 'portal_metrics_collect_errors_total',
    help: 'Scrapes whose backlog queries failed (the backlog gauges keep their last values).',
    registers,
  });
  const outbox = new Gauge({
    name: 'portal_mail_outbox_backlog',
    help: 'Mails in the outbox not sent yet (pending) and given up (failed).',
    labelNames: ['status'] as const,
    registers,
  });
  const open = new Gauge({
    name: 'portal_payment_attempts_open',
    help: 'Payment attempts whose outcome is open: pending (being charged) or unknown (the ERP gave no answer).',
    labelNames: ['state'] as const,
    registers,
  });
  const oldest = new Gauge({
    name: 'portal_payment_attempts_oldest_open_seconds',
    help: 'Age of the oldest open payment attempt, by state (0: none).',
    labelNames: ['state'] as const,
    registers,
  });
  const jobs = new Gauge({
    name: 'portal_jobs_backlog',
    help: 'Work due for a background job: mails due for sending, payment attempts due for reconciliation.',
    labelNames: ['job'] as const,
    registers,
  });
  const erpUp = new Gauge({
    name: 'portal_erp_up',
    help: 'Whether the ERP answered its status call at the last scrape (1) or not (0), so an idle portal still sees it down.',
    registers,
  });
  const probeErp = async () => {
    try {
      await app.erp.status(ERP_PROBE_TIMEOUT_MS);
      erpUp.set(1);
    } catch {
      erpUp.set(0);
    }
  };
  return async () => {
    await Promise.all([probeErp(), readBacklogs()]);
  };

  async function readBacklogs(): Promise<void> {
    try {
      const [attempts, mail] = await Promise.all([
        app.paymentAttemptsRepository.openSummary(staleAfterMs() / 1000),
        app.mailOutboxRepository.backlog(),
      ]);
      for (const state of ['pending', 'unknown'] as const) {
        open.set({ state }, attempts[state].count);
        oldest.set({ state }, attempts[state].oldestSeconds);
      }
      jobs.set({ job: 'payment_reconciliation' }, attempts.pending.due + attempts.unknown.due);
      outbox.set({ status: 'pending' }, mail.pending);
      outbox.set({ status: 'failed' }, mail.failed);
      jobs.set({ job: 'mail_outbox' }, mail.due);
    } catch (error) {
      collectErrors.inc();
      app.log.warn({ err: error }, 'metrics: backlogs not read');
    }
  }
}

/** Compares in constant time; hashing first makes both sides the same length. */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(Buffer.from(sha256Hex(given), 'hex'), Buffer.from(sha256Hex(expected), 'hex'));
}

/**
 * Decorates `app.metrics` and serves GET /metrics (outside /api, like /health). Without a
 * configured token it answers 404 to everyone; with one, 401 unless `Authorization: Bearer <token>`.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, opts) => {
    const metrics = createPortalMetrics();
    app.decorate('metrics', metrics);
    instrumentRequests(app, metrics.registry);
    // The ledger's stale time is known once its plugin is registered, after this one.
    const refreshBacklogs = instrumentBacklogs(app, metrics.registry, () => (app.hasDecorator('paymentLedger') ? app.paymentLedger.options.staleAfterMs : 60_000));

    app.get('/metrics', async (request, reply) => {
      if (!opts.token) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      if (!given || !sameToken(given, opts.token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ statusCode: 401, error: 'Unauthorized', message: 'A bearer token is required' });
      }
      await refreshBacklogs();
      const text = await metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);
