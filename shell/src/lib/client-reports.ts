import type { ClientReportKind } from 'shared';
import { entries } from './federation/register-remotes';

/**
 * The release a remote was loaded from, as `npm run release` lays it out:
 * `/remotes/<folder>/<release>/mf-manifest.json`, or its remoteEntry.js beside it when the page
 * named that (docs/architecture/phone-reload.md#the-remotes-entry). A remote served unreleased (by
 * `npm run build` alone, or a dev server) has no release name of its own.
 */
export function releaseOf(entry: string | undefined): string {
  const match = /\/remotes\/[^/]+\/([A-Za-z0-9._-]{1,64})\/[^/]+$/.exec((entry ?? '').split(/[?#]/)[0]!);
  return match?.[1] ?? 'unreleased';
}

/**
 * Tells the API server that an area failed (docs/security/client-reports.md): a remote that did not
 * load, one whose bytes did not match its integrity, or a render error its area caught. Only the
 * kind, the remote and its release go out; a lost report costs nothing, so failures are ignored.
 */
export async function reportClientEvent(kind: ClientReportKind, remote: string): Promise<void> {
  try {
    const report = { kind, remote, release: releaseOf(entries[remote]) };
    await fetch('/api/client-reports', {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reports: [report] }),
    });
  } catch {
    // A lost report costs nothing.
  }
}

const reportedErrors = new WeakSet<Error>();

/** A render error an area caught: reported once however often its fallback renders. */
export function reportRenderError(remote: string, error: Error): Promise<void> {
  if (reportedErrors.has(error)) return Promise.resolve();
  reportedErrors.add(error);
  return reportClientEvent('render-error', remote);
}
