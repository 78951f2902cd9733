import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type ClientReport } from 'shared/server';
import { ApiError, API_TEXTS } from '../../errors';
import { routeOf } from '../../plugins/app/endpoint-route';
import type { RemoteFailureKind } from '../../plugins/app/metrics';
import { createReportLimiter, type ReportLimits } from '../../services/reports/report-limiter';
import { cspViolationOf } from '../../services/reports/csp-report';

export interface ClientReportRoutesOptions {
  limits?: ReportLimits;
  now?: () => Date;
}

/** The days /system lists, and how long counts are kept. */
/** The metric's name for each kind a browser reports (docs/operations/monitoring.md). */
const METRIC_KINDS: Record<ClientReport['kind'], RemoteFailureKind> = {
  'remote-load-failure': 'load',
  'render-error': 'render',
  'integrity-refusal': 'integrity',
};

const LISTED_DAYS = 7;
const KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

function tooMany(): ApiError {
  const error = new ApiError(429, API_TEXTS.tooManyReports, 'too_many_reports');
  error.headers = { 'Retry-After': '60' };
  return error;
}

/**
 * What browsers report (docs/security/client-reports.md): POST /api/client-reports from the shell,
 * POST /api/csp-reports from the browser itself (the CSP's report-uri), and their counts for /system.
 */
export const clientReportRoutes: FastifyPluginAsyncTypebox<ClientReportRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date());
  const limiter = createReportLimiter(opts.limits, () => now().getTime());

  // Browsers post violations as application/csp-report; the body is JSON. Only this plugin reads it.
  app.addContentTypeParser('application/csp-report', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new ApiError(400, API_TEXTS.notCspReport, 'bad_csp_report'), undefined);
    }
  });

  app.route({
    ...routeOf(app, API.clientReports),
    bodyLimit: 8 * 1024,
    handler: async (request, reply) => {
      const { reports } = request.body;
      if (!limiter.take(request.ip, reports.length)) throw tooMany();
      await app.clientReportsRepository.count(
        reports.map((report) => ({ kind: report.kind, remote: report.remote, release: report.release, detail: '' })),
        now(),
      );
      for (const report of reports) {
        app.metrics.recordRemoteFailure(METRIC_KINDS[report.kind], report.remote, report.release);
        app.log.warn({ report }, 'browser report');
      }
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(app, API.loadedScripts),
    bodyLimit: 64 * 1024,
    handler: async (request, reply) => {
      const { page, scripts } = request.body;
      // Any released script counts, the shell's and every live remote's: a page of the app loads the
      // remotes it passed through. Builds served without a release have no inventory to hold them to.
      const listed = await app.deployment.liveScriptPaths();
      if (listed) {
        const unlisted = [...new Set(scripts)].filter((file) => !listed.has(file)).slice(0, 20);
        if (unlisted.length > 0) {
          if (!limiter.take(request.ip, unlisted.length)) throw tooMany();
          await app.clientReportsRepository.count(
            unlisted.map((file) => ({ kind: 'unlisted-script', remote: '', release: '', detail: `${page} ${file}` })),
            now(),
          );
          for (let i = 0; i < unlisted.length; i += 1) app.metrics.recordTamperAlert('browser_script');
          request.log.error({ page, unlisted }, 'a payment page loaded scripts no release inventoried');
        }
      }
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(app, API.cspReports),
    bodyLimit: 16 * 1024,
    handler: async (request, reply) => {
      const violation = cspViolationOf(request.body['csp-report']);
      // A report without a directive we can read is dropped, not refused: the browser cannot act on a 400.
      if (violation) {
        if (!limiter.take(request.ip, 1)) throw tooMany();
        await app.clientReportsRepository.count(
          [{ kind: 'csp-violation', remote: '', release: '', detail: `${violation.directive} ${violation.blocked}`.trim() }],
          now(),
        );
      }
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(app, API.listClientReports),
    handler: async () => {
      const time = now().getTime();
      const rows = await app.clientReportsRepository.since(new Date(time - LISTED_DAYS * DAY_MS), new Date(time - KEPT_DAYS * DAY_MS));
      return {
        days: LISTED_DAYS,
        lines: rows.map((row) => ({
          kind: row.kind,
          remote: row.remote,
          release: row.release,
          detail: row.detail,
          count: row.count,
          firstAt: new Date(row.first_at).toISOString(),
          lastAt: new Date(row.last_at).toISOString(),
        })),
      };
    },
  });
};
