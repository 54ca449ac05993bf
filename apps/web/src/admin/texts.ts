/** The console's own words, kept together (ready for a second language). */
export const LOGIN_TEXT = {
  title: 'Operator console',
  subtitle: 'Log in with your operator account.',
  usernameRequired: 'Please enter the username',
  passwordRequired: 'Please enter the password',
  codeHint: 'The 6-digit code your authenticator app shows for Pana.',
  codePrompt: 'Two-step login is on for this account: enter the 6-digit code from your authenticator app.',
  codeInvalid: 'Enter the 6-digit code',
} as const;

export const MARKET_TEXT = {
  nameRequired: 'Please enter the market name',
  nameTooLong: 'The name must be at most 100 characters',
  openTimeInvalid: 'Enter the time like 9:40 PM',
  closeTimeInvalid: 'Enter the close time like 11:40 PM',
  closeTimeSame: 'The close time must differ from the open time',
  daysRequired: 'Choose at least one day',
  offDateInvalid: 'Choose a date',
  capInvalid: 'Enter the cap as whole points from 1 to 1,000,000,000,000, or leave it empty',
} as const;

export const RESULT_TEXT = {
  chooseMarket: 'Choose the market',
  chooseDate: 'Choose the draw date',
  entryRequired: 'Enter the result',
  revertReasonRequired: 'Please give the reason for the revert',
} as const;

export const PLAYER_TEXT = {
  amountInvalid: 'Enter a whole number of points, e.g. 500 or -200',
  amountZero: 'The amount cannot be 0',
  reasonRequired: 'Please give the reason for the adjustment',
} as const;

export const FUNDS_TEXT = {
  rejectNoteRequired: 'Please give the reason for the rejection',
  receiptInvalid: 'The receipt link must start with https://',
} as const;

export const PAYMENTS_TEXT = {
  dismissReasonRequired: 'Please give the reason for the dismissal',
  chooseRequest: 'Choose the pending request this payment is for',
} as const;

export const PAYOUTS_TEXT = {
  resultRequired: "Choose the bank's result file or paste its text",
  resultTooLarge: 'The result file is too large (at most 200,000 characters)',
  resultUnreadable: 'The file could not be read; paste its text instead',
} as const;

/** The agents' screens (owner's Agents and the agent console, ADR 029). */
export const AGENT_TEXT = {
  rateInvalid: 'Enter a percent from 0 to 100 with at most two decimals, e.g. 2.5',
  creditLimitInvalid: 'Enter the credit limit as whole points from 0 to 1,00,00,000',
  amountInvalid: 'Enter a whole number of points from 1 to 1,00,00,000',
  noteRequired: 'Please write a note for this movement',
  masterRequired: 'Choose the master agent, or "Under the owner"',
  displayNameRequired: 'Please enter the name players see',
  mobileInvalid: 'Enter a 10-digit mobile number, or leave it empty',
  upiIdInvalid: 'Enter the UPI id like name@bank, or leave it empty',
  chooseAgent: 'Choose where the player goes',
  nothingChanged: 'Nothing to save: change a field first',
} as const;
