/** The messages of last slip and saved slips (not worded by the spec; ADR 016). */
export const SLIP_TEXT = {
  noSlip: 'No data found',
  saved: 'Slip saved',
  deleted: 'Slip deleted',
  listed: 'OK',
  marketNotFound: 'Market not found',
  familyRequired: 'Please choose a market family (main, starline or gali)',
  nameRequired: 'Please enter a name for the slip',
  nameTooLong: 'A slip name has at most 40 characters',
  nameTaken: (name: string) => `You already have a slip named ${name}`,
  linesRequired: 'A slip needs at least one bid',
  tooManyLines: 'A slip holds at most 200 bids',
  tooManySlips: 'You can keep at most 20 slips; delete one first',
  slipNotFound: 'Slip not found',
  idRequired: 'Please choose a slip',
} as const;

/** Most slips a player keeps, most lines one slip holds, longest name. */
export const MAX_SAVED_SLIPS = 20;
export const MAX_SLIP_LINES = 200;
export const MAX_SLIP_NAME = 40;
