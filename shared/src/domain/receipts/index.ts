export * from './receipt';
export * from './receipt-basis';
