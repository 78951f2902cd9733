/** /remotes.json: remote name to the URL of its mf-manifest.json. */
export type RemotesManifest = Record<string, string>;
