import { stripLeadingZeros, type Account } from 'shared';

/** A sold-to as the customer selector names it: its number without leading zeros, and its name. */
export const soldToLabel = (a: Pick<Account, 'PrimaryAcct' | 'Name'>) => `${stripLeadingZeros(a.PrimaryAcct)} - ${a.Name}`;
