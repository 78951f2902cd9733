/** How many entries the profile's 'acted for you' list shows at most (docs/security/impersonation.md#what-the-customer-sees). */
export const ACTED_FOR_LIMIT = 50;
