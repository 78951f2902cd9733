import { defineEndpoint } from './define';
import {
  CanariesResponseSchema,
  JobIdParamsSchema,
  JobQueueOverviewSchema,
  JobRetriedSchema,
  RunDueBodySchema,
  RunDueResponseSchema,
  ScriptInventoryResponseSchema,
} from './admin-schemas';

const manageSystem = { permission: 'CanEditSystemConfig' } as const;

/**
 * The operators' calls (docs/operations/deploying.md#the-operators-page): what runs on the payment
 * pages and in which release, and the job queue (docs/architecture/jobs.md).
 */
export const operationsEndpoints = {
  /**
   * The inventory of the payment pages' scripts (PCI DSS 6.4.3): file, release, SHA-384, went
   * live, by whom, why (docs/security/script-integrity.md#the-inventory).
   */
  scriptInventory: defineEndpoint({
    method: 'GET',
    path: '/system/scripts',
    response: ScriptInventoryResponseSchema,
    errors: [401, 403],
    access: manageSystem,
  }),
  /**
   * Each remote's stable and canary release, the share, the page loads and errors of each, and what
   * the canary watch decided (docs/architecture/remotes.md#canary-releases).
   */
  canaries: defineEndpoint({
    method: 'GET',
    path: '/system/canaries',
    response: CanariesResponseSchema,
    errors: [401, 403],
    access: manageSystem,
  }),
  /** The job queue (docs/architecture/jobs.md). */
  /** /system's queue section: waiting, running and failed jobs, each schedule's next run. */
  jobQueue: defineEndpoint({
    method: 'GET',
    path: '/system/jobs',
    response: JobQueueOverviewSchema,
    errors: [401, 403],
    access: manageSystem,
  }),
  /** A failed job waits again, with fresh attempts; 404 when no failed job has that id. */
  retryJob: defineEndpoint({
    method: 'POST',
    path: '/system/jobs/:id/retry',
    params: JobIdParamsSchema,
    response: JobRetriedSchema,
    errors: [401, 403, 404],
    access: manageSystem,
    invalidates: ['jobQueue'],
  }),
  /**
   * Sandbox mode only (not served otherwise, docs/security/sandbox-mode.md), and only from this
   * machine: runs every job due at `at` (`npm run jobs -- run-due --at`), so a demo sees a
   * scheduled run without waiting for it.
   */
  runDueJobs: defineEndpoint({
    method: 'POST',
    path: '/jobs/run-due',
    body: RunDueBodySchema,
    response: RunDueResponseSchema,
    errors: [400, 403],
    access: 'public',
  }),
};
