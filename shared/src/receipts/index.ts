export * from './receipt';
