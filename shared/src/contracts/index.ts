export * from './accounts';
export * from './erp';
export * from './config';
export * from './invoices';
export * from './payments';
export * from './registration-requests';
export * from './users';
export * from './registration';
