import list from '../../../remotes.json';

/** A remote as the one list in shared/remotes.json describes it. */
export interface RemoteDefinition {
  /** Module Federation name, as registered and listed in /remotes.json. */
  name: string;
  /** Its workspace folder, also its folder under /remotes/ when the API server serves it. */
  folder: string;
  devPort: number;
  exposes: Record<string, string>;
  /** The paths it owns: the shell mounts its routes there (public: in the public layout). */
  area: { label: string; public: boolean; prefixes: readonly string[] };
}

export const REMOTE_DEFINITIONS: readonly RemoteDefinition[] = list.remotes;

/** Remote names, as registered with Module Federation and listed in /remotes.json. */
export const REMOTES: readonly string[] = REMOTE_DEFINITIONS.map((remote) => remote.name);
