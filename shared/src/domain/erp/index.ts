export * from './common';
export * from './customer';
export * from './invoice';
export * from './organization';
export * from './payments';
export * from './endpoints';
