import type { Static } from 'typebox';
import type { AccountSchema, HeaderItemSchema, UserPayersResponseSchema } from '../invoice-schemas';

/** docs/product/users-and-admin.md Account. Primary accounts arrive as HeaderItems, secondary ones as DropDownItems. */
export type Account = Static<typeof AccountSchema>;
export type HeaderItem = Static<typeof HeaderItemSchema>;
/** POST /api/customer/getuserpayers[?userid=] */
export type UserPayersResponse = Static<typeof UserPayersResponseSchema>;

/** docs/product/users-and-admin.md Sales area. */
export interface SalesArea {
  sales_organization: string;
  distribution_channel: string;
  division: string;
}
