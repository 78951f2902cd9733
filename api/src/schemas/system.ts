import { Type } from 'typebox';

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** GET /api/system/status (shared's SystemStatusResponse). */
export const SystemStatusResponseSchema = Type.Object({
  checkedAt: Type.String(),
  shell: Type.Object({ version: NullableString, release: NullableString, liveSince: NullableString }),
  remotes: Type.Array(
    Type.Object({
      remote: Type.String(),
      name: Type.String(),
      release: NullableString,
      url: NullableString,
      liveSince: NullableString,
      forced: Type.Boolean(),
    }),
  ),
  api: Type.Object({
    version: Type.String(),
    instances: Type.Array(
      Type.Object({
        id: Type.String(),
        version: Type.String(),
        host: Type.String(),
        startedAt: Type.String(),
        seenAt: Type.String(),
        self: Type.Boolean(),
      }),
    ),
  }),
  erp: Type.Object({ connected: Type.Boolean(), message: Type.String() }),
});
