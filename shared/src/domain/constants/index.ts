export * from './messages';
export * from './validation';
export * from './domain';
export * from './remotes';
export * from './registration-session';
export * from './acted-for';
