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
