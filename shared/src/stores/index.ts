export * from './session-store';
export * from './ui-store';
