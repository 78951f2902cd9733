/** The operators' page (docs/operations/deploying.md#the-operators-page): reachable also while the ERP is down. */
export const SYSTEM_PATH = '/system';
