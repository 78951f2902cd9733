export * from './client';
export * from './errors';
export * from './impersonation';
export * from './session-channel';
export * from './use-request';
export * from './use-action';
