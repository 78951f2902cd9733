export * from './session-store';
export * from './ui-store';
export * from './selection-store';
