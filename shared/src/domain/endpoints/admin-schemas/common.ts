import { Type } from 'typebox';
import { ACCOUNT_TYPES } from '../../constants/domain';

/** PostgreSQL's integer range: an id in a path or a body. */
export const MAX_ID = 2_147_483_647;
export const IdSchema = () => Type.Integer({ minimum: 1, maximum: MAX_ID });

export const AccountTypeIdSchema = Type.Enum([ACCOUNT_TYPES.SoldTo, ACCOUNT_TYPES.Payer, ACCOUNT_TYPES.PayerAll]);

/** `/users/:id/...` and `/register/:id/...`. */
export const IdParamsSchema = Type.Object({ id: IdSchema() });
