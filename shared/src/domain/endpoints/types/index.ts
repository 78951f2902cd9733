export * from './accounts';
export * from './erp';
export * from './config';
export * from './invoices';
export * from './payments';
