import { Type } from 'typebox';

const MAX_ID = 2_147_483_647;

export const ImpersonationBodySchema = Type.Object({ UserId: Type.Integer({ minimum: 1, maximum: MAX_ID }) });
export const ImpersonationResponseSchema = Type.Object({ UserId: Type.Integer(), Name: Type.String(), Login: Type.String() });
export const ImpersonationStopResponseSchema = Type.Object({ stopped: Type.Boolean() });
