import { CONSOLE_TEXT as CONTRACT_CONSOLE_TEXT } from '@pana/contract';

/**
 * The operator API's own words for what every console screen may refuse: the contract's (shared with
 * the console's schemas) and the few only the server says (kept together, ready for a second language).
 */
export const CONSOLE_TEXT = {
  ...CONTRACT_CONSOLE_TEXT,
  fromAfterTo: 'From date must not be after To date',
  rangeTooLong: 'Choose at most 366 days',
  nothingToChange: 'Nothing to change',
} as const;
