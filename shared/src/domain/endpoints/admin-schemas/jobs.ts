import { Type, type Static } from 'typebox';

/** The job queue (docs/architecture/jobs.md): what /system shows and what run-due answers. */
export const JobStateSchema = Type.Union([Type.Literal('waiting'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]);

export const JobQueueOverviewSchema = Type.Object({
  /** Jobs not done, by name and state. */
  counts: Type.Array(Type.Object({ name: Type.String(), state: JobStateSchema, count: Type.Integer() })),
  schedules: Type.Array(
    Type.Object({ name: Type.String(), spec: Type.String(), nextRunAt: Type.String(), lastRunAt: Type.Union([Type.String(), Type.Null()]) }),
  ),
  failed: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      attempts: Type.Integer(),
      lastError: Type.Union([Type.String(), Type.Null()]),
      finishedAt: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  /** The company's time zone the daily schedules run in. */
  timeZone: Type.String(),
});
export type JobQueueOverview = Static<typeof JobQueueOverviewSchema>;

export const JobIdParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 }) });

export const JobRetriedSchema = Type.Object({ retried: Type.Literal(true) });

/** An ISO date-time with its offset: 2026-03-01T06:00:00Z, 2026-03-01T06:00-06:00. */
export const ISO_DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2})$';

/** POST /api/jobs/run-due (sandbox mode only): the moment to run at; none: now. */
export const RunDueBodySchema = Type.Object(
  { at: Type.Optional(Type.String({ pattern: ISO_DATE_TIME_PATTERN, maxLength: 40 })) },
  { additionalProperties: false },
);

export const RunDueResponseSchema = Type.Object({
  at: Type.String(),
  ran: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      outcome: Type.Union([Type.Literal('done'), Type.Literal('waiting'), Type.Literal('failed'), Type.Literal('lost')]),
      error: Type.Optional(Type.String()),
    }),
  ),
});
export type RunDueResponse = Static<typeof RunDueResponseSchema>;
