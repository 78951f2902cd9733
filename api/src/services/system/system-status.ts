import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { erpOutcome, type SystemStatusResponse } from 'shared/server';
import { BEATS_BEFORE_SILENT } from '../../plugins/app/instance-heartbeat';
import { erpConnectionStatus } from '../erp/erp-status';


/** GET /api/system/status: the shell, each remote's live release, the API instances and the ERP. */
export async function systemStatus(app: FastifyInstance, log: FastifyBaseLogger): Promise<SystemStatusResponse> {
  const withinSeconds = Math.ceil((app.instance.intervalMs * BEATS_BEFORE_SILENT) / 1000);
  const [shell, remotes, instances, erp] = await Promise.all([
    app.deployment.shell(),
    app.deployment.remotes(),
    app.apiInstancesRepository.answering(withinSeconds),
    erpConnectionStatus(app, log),
  ]);
  const line = erp.data.status.message_line_string;
  return {
    checkedAt: new Date().toISOString(),
    shell,
    remotes,
    api: {
      version: app.instance.version,
      instances: instances.map((i) => ({
        id: i.id,
        version: i.version,
        host: i.host,
        port: i.port,
        pid: i.pid,
        startedAt: new Date(i.started_at).toISOString(),
        seenAt: new Date(i.seen_at).toISOString(),
        self: i.id === app.instance.id,
      })),
    },
    erp: {
      connected: erpOutcome(erp.data.status, 'confirm') === 'ok',
      message: typeof line === 'string' && line ? line : erp.statusMessage,
    },
  };
}
