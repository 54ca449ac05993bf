/** The operator API's own words for what every console screen may refuse (kept together, ready for a second language). */
export const CONSOLE_TEXT = {
  invalidDate: 'Dates must be real dates written YYYY-MM-DD',
  fromAfterTo: 'From date must not be after To date',
  rangeTooLong: 'Choose at most 366 days',
  invalidPage: 'Page must be a whole number from 1',
  nothingToChange: 'Nothing to change',
  invalidBody: 'Invalid request body',
} as const;
