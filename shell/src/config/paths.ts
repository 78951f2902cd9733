/** The operators' page (docs/operations/deploying.md#the-operators-page): reachable also while the ERP is down. */
export const SYSTEM_PATH = '/system';
/** Where staff without a second factor set one up first (docs/security/second-factor.md#enrolment-gate). */
export const SECOND_FACTOR_ENROL_PATH = '/second-factor';
