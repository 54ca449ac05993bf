/**
 * `@pana/domain/catalogue`: every rule, catalogue and message of the game without zod (bid types,
 * digits and panas, expansions, bid checks, the India clock and market clock, formats, rates, results,
 * settlement, the account and amount rules). Screens that need no form schema import this, so that
 * zod never loads with them; catalogue.test.ts keeps it so.
 */
export * from './bid-types.ts';
export * from './bid-validation.ts';
export * from './board-catalogue.ts';
export * from './boards.ts';
export * from './calendar.ts';
export * from './chart-import.ts';
export * from './clock.ts';
export * from './digits.ts';
export * from './expansions.ts';
export * from './formats.ts';
export * from './market-clock.ts';
export * from './messages.ts';
export * from './mixed-submission.ts';
export * from './panas.ts';
export * from './play-limits.ts';
export * from './quick-entry.ts';
export * from './rates.ts';
export * from './result-chain.ts';
export * from './results.ts';
export * from './settlement.ts';
export * from './types.ts';
export * from './validation/account-rules.ts';
export * from './validation/amount-rules.ts';
export * from './validation/bank-rules.ts';
