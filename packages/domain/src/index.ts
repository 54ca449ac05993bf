export * from './validation/account.ts';
