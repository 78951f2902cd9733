export * from './session';
export * from './accounts';
export * from './erp';
export * from './config';
