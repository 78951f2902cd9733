// Counting the load run: latencies per step, errors with their statuses and the first bodies.
import { performance } from 'node:perf_hooks';

export const STEPS = ['login', 'search', 'detail', 'payer', 'payment', 'logout'];
const KEPT_ERRORS = 8;

/** Nearest-rank percentile of sorted values (0 for none). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function figures(samples, seconds) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter((s) => !s.ok);
  const statuses = {};
  for (const e of errors) statuses[e.status] = (statuses[e.status] ?? 0) + 1;
  return {
    count: samples.length,
    errors: errors.length,
    statuses,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    perSecond: seconds > 0 ? samples.length / seconds : 0,
  };
}

/** `origin`: performance.now() at the start, so each sample knows when in the run it was sent. */
export function createRecorder(origin = performance.now()) {
  const samples = [];
  const firstErrors = [];
  return {
    /** One answered (or failed) request of `step` by a user logged in as `login`. */
    record(step, login, answer, ok) {
      samples.push({ at: Math.round(performance.now() - answer.ms - origin), step, login, ms: Math.round(answer.ms), ok, status: answer.status });
      if (!ok && firstErrors.length < KEPT_ERRORS) {
        const body = answer.error ?? answer.text?.slice(0, 300) ?? '';
        firstErrors.push(`${step} as ${login}: ${answer.status || 'network'} ${body}`);
      }
    },
    /** A step that could not be sent (e.g. nothing to pay): an error without a latency. */
    fail(step, login, reason) {
      samples.push({ at: Math.round(performance.now() - origin), step, login, ms: 0, ok: false, status: 'none' });
      if (firstErrors.length < KEPT_ERRORS) firstErrors.push(`${step} as ${login}: not sent, ${reason}`);
    },
    /** Every request, for a closer look (LOAD_SAMPLES): when it was sent (ms into the run), step, login, ms, status. */
    samples: () => samples,
    summary(seconds) {
      const steps = STEPS.map((step) => [step, figures(samples.filter((s) => s.step === step), seconds)]).filter(([, f]) => f.count > 0);
      const logins = [...new Set(samples.map((s) => s.login))];
      const searchByLogin = logins.map((login) => [login, figures(samples.filter((s) => s.step === 'search' && s.login === login), seconds)]);
      return { steps, overall: figures(samples, seconds), searchByLogin, firstErrors };
    },
  };
}

const ms = (v) => `${Math.round(v)} ms`;
const statusText = (statuses) =>
  Object.entries(statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');

/** Table rows: step, requests, errors (with their statuses), p50, p99, requests/s. */
export function summaryRows({ steps, overall }) {
  const row = (name, f) => [
    name,
    String(f.count),
    f.errors === 0 ? '0' : `${f.errors} (${statusText(f.statuses)})`,
    ms(f.p50),
    ms(f.p99),
    f.perSecond.toFixed(1),
  ];
  return [...steps.map(([step, f]) => row(step, f)), row('**all**', overall)];
}

export const SUMMARY_HEADER = ['step', 'requests', 'errors', 'p50', 'p99', 'requests/s'];

/** One line: search p50/p99 per demo login, as the bulk payer's 5,000 documents weigh most. */
export const searchByLoginLine = ({ searchByLogin }) =>
  searchByLogin
    .filter(([, f]) => f.count > 0)
    .map(([login, f]) => `${login.replace('@portal.test', '')} ${ms(f.p50)} / ${ms(f.p99)}`)
    .join(', ');
