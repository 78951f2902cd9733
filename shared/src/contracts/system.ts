/** One remote as it runs now: the release remotes.json points at and when that went live. */
export interface LiveRemote {
  /** The workspace folder, e.g. mfe-payments. */
  remote: string;
  /** The federation name, the key in /remotes.json. */
  name: string;
  /** `<version>-<content hash>` of the release folder; null when the URL is outside the release layout. */
  release: string | null;
  /** The manifest URL the shell loads (null: the remote is not in /remotes.json). */
  url: string | null;
  /** When this release last went live (ISO time), from the release history; null when not recorded. */
  liveSince: string | null;
  /** It went live with --force past the compatibility check. */
  forced: boolean;
}

/** An API server that renewed its row lately (api_instances). */
export interface ApiInstanceStatus {
  id: string;
  version: string;
  host: string;
  startedAt: string;
  seenAt: string;
  /** The instance that answered this request. */
  self: boolean;
}

/** GET /api/system/status: what runs, for the operators' page /system (CanEditSystemConfig). */
export interface SystemStatusResponse {
  checkedAt: string;
  shell: { version: string | null; release: string | null; liveSince: string | null };
  remotes: LiveRemote[];
  api: { version: string; instances: ApiInstanceStatus[] };
  erp: { connected: boolean; message: string };
}
