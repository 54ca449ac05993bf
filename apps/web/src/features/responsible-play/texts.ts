import { PLAY_LIMIT_TEXT } from '@pana/domain/catalogue';

/** The Play responsibly screen and the 18+ question (issue 19): words not in the spec, in the app's plain tone. */
export const PLAY_TEXT = {
  title: 'Play Responsibly',
  intro: 'Set limits that suit you. A lower limit works at once; a higher limit or no limit starts 24 hours later.',
  limitsHeading: 'Your limits',
  daily: 'Daily',
  weekly: 'Weekly',
  noLimit: 'No limit',
  used: (amount: string, span: 'day' | 'week') => `${amount} used ${span === 'day' ? 'today' : 'this week'}`,
  lossUsed: (amount: string, span: 'day' | 'week') => `Net loss ${span === 'day' ? 'today' : 'this week'}: ${amount}`,
  pending: (amount: string | null, when: string) =>
    amount === null ? `No limit from ${when}` : `${amount} from ${when}`,
  amountLabel: (name: string) => `${name} (points)`,
  amountPlaceholder: 'No limit',
  save: 'Save',
  saving: 'Saving...',
  measures: {
    deposit: 'Deposits',
    stake: 'Points staked',
    loss: 'Net loss (stakes less wins)',
  },
  breakHeading: 'Take a break',
  breakIntro:
    'A break closes betting, deposits and transfers until it ends; you can still withdraw. A break cannot be ended early, by you or by us.',
  coolOff: 'Cool-off',
  selfExclusion: 'Self-exclusion',
  onBreak: (kind: 'cool_off' | 'self_exclusion', until: string) =>
    kind === 'self_exclusion' ? `You have excluded yourself until ${until}.` : `You are taking a break until ${until}.`,
  confirmTitle: 'Confirm your break',
  confirmBody: (label: string, kind: 'cool_off' | 'self_exclusion', until: string) =>
    `${kind === 'self_exclusion' ? 'Self-exclusion' : 'Cool-off'} for ${label}: betting, deposits and transfers will be closed until ${until}. It cannot be ended early.`,
  confirm: 'Yes, start my break',
  starting: 'Starting...',
  cancel: 'Cancel',
  helpHeading: 'Need to talk?',
  helpBody: 'If betting no longer feels like fun, talk to someone. Our help line:',
  call: 'Call',
  loadError: 'Could not load your limits. Please try again.',
  otherError: 'Something went wrong. Please try again.',
  retry: 'Try again',
  ageTitle: 'Confirm your age',
  ageBody: 'Pana is for players who are 18 or older. Please confirm your age to go on.',
  ageCheckbox: 'I am 18 or older',
  ageContinue: 'Continue',
  ageLogout: 'I am not 18, log me out',
  ageRequired: PLAY_LIMIT_TEXT.ageRequired,
} as const;
