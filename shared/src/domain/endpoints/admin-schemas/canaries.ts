import { type Static, Type } from 'typebox';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const Counts = { loads: Type.Integer(), errors: Type.Integer() };

/**
 * One remote's releases on /system (docs/architecture/remotes.md#canary-releases): the stable
 * release, the canary if one runs with its share, the page loads and failure reports of each since
 * the canary started, and what the canary watch decided last.
 */
export const CanaryRemoteSchema = Type.Object({
  remote: Type.String(),
  name: Type.String(),
  stable: Type.Object({ release: NullableString, ...Counts }),
  canary: Type.Union([
    Type.Object({ release: Type.String(), percent: Type.Integer(), since: Type.String(), by: NullableString, reason: NullableString, ...Counts }),
    Type.Null(),
  ]),
  /** The watch's last look at the running canary, or its last rollback or promotion from the history. */
  watch: Type.Union([Type.Object({ at: Type.String(), action: Type.String(), reason: Type.String() }), Type.Null()]),
});
export type CanaryRemote = Static<typeof CanaryRemoteSchema>;

/** GET /api/system/canaries. */
export const CanariesResponseSchema = Type.Object({
  /** The watch's settings: page loads needed, the margin, the minutes before promotion. */
  settings: Type.Object({ minLoads: Type.Integer(), margin: Type.Number(), promoteAfterMinutes: Type.Integer() }),
  remotes: Type.Array(CanaryRemoteSchema),
});
export type CanariesResponse = Static<typeof CanariesResponseSchema>;
