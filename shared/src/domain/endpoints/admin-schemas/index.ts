// The schemas of the staff and self-registration calls (docs/architecture/endpoints.md); their
// types are what the admin and registration remotes read (as types only) and the API server builds.
export * from './common';
export * from './configuration';
export * from './linked-accounts';
export * from './registration';
export * from './registration-requests';
export * from './script-inventory';
export * from './canaries';
export * from './users';
export * from './jobs';
