/**
 * `@pana/domain/forms`: the zod schemas of the forms (account, bid points, deposit, withdraw,
 * transfer), which carry the messages of the catalogue. The only part of the package that loads zod.
 */
export * from './validation/account.ts';
export * from './validation/amounts.ts';
