import { Type } from 'typebox';

/** GET /api/sessions (shared's SessionsResponse). */
export const SessionsResponseSchema = Type.Object({
  sessions: Type.Array(
    Type.Object({
      id: Type.String(),
      createdAt: Type.String(),
      lastActiveAt: Type.String(),
      browser: Type.Union([Type.String(), Type.Null()]),
      address: Type.Union([Type.String(), Type.Null()]),
      current: Type.Boolean(),
    }),
  ),
});

/** How many sessions a call ended (shared's SessionsEndedResponse). */
export const SessionsEndedSchema = Type.Object({ ended: Type.Integer({ minimum: 0 }) });

export const SessionIdParamsSchema = Type.Object({
  sessionId: Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' }),
});
