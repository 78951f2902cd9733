import type { AccountTypeId } from '../constants/domain';

/** docs/product/users-and-admin.md Account. Primary accounts arrive as HeaderItems, secondary ones as DropDownItems. */
export interface Account {
  AccountId: number;
  PrimaryAcct: string;
  Name: string;
  /** Used for Japanese company codes (starting with JP). */
  name_2?: string;
  CompanyCode: string;
  SalesOrganization: string;
  DistributionChannel: string;
  Division: string;
  AccountTypeId: AccountTypeId;
  TransactionalAccounts?: string[];
}
export interface HeaderItem extends Account {
  DropDownItems: Account[];
}
/** POST /api/customer/getuserpayers[?userid=] */
export interface UserPayersResponse {
  HeaderItems: HeaderItem[];
}

/** docs/product/users-and-admin.md Sales area. */
export interface SalesArea {
  sales_organization: string;
  distribution_channel: string;
  division: string;
}
