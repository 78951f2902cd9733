import type { PortalConfigResponse } from '../account/portal';

/**
 * One remote in /remotes.json: the URL of its mf-manifest.json alone (unpinned: a development
 * build, or a manifest named by hand), or pinned by a release: the URL and the SRI value
 * (`sha384-…`) of the files the shell fetches first (its mf-manifest.json and remoteEntry.js), by
 * their URL as the federation runtime asks for them. The shell refuses a pinned remote whose
 * bytes differ (docs/security/script-integrity.md).
 */
export type RemotePointer = string | { entry: string; integrity: Record<string, string> };

/** /remotes.json: remote name to its pointer. */
export type RemotesManifest = Record<string, RemotePointer>;

/**
 * The data block (`<script type=application/json id=page-data>`) the API server writes into a page
 * of the shell it serves: the answers of /api/config and /remotes.json for that browser, so that the
 * shell starts without asking for either (docs/architecture/phone-reload.md#the-pages-own-answers).
 */
export const PAGE_DATA_ID = 'page-data';

export interface PageData {
  config: PortalConfigResponse['config'];
  remotes: RemotesManifest;
  /**
   * The SRI value of each chunk of the remote the page names by its entry, by path: the runtime
   * reads no manifest then, so a remote's chunk loader finds its hashes here
   * (docs/architecture/phone-reload.md#the-remotes-entry).
   */
  chunks?: Record<string, string>;
}
