import { params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * The Play responsibly screen and the 18+ question (ADR 018): Pana's own words, in the app's plain tone. The
 * English base of the 'responsible-play' component (ADR 020); Hindi and Marathi in
 * src/locales/{hi,mr}/responsible-play.json. The limits' names and the 18+ refusal are the rules' messages
 * (@pana/domain, translated through the shared catalogue).
 */
export const playMessages = i18n('responsible-play', {
  title: 'Play Responsibly',
  intro: 'Set limits that suit you. A lower limit works at once; a higher limit or no limit starts 24 hours later.',
  limitsHeading: 'Your limits',
  usedToday: params('{amount} used today'),
  usedThisWeek: params('{amount} used this week'),
  lossToday: params('Net loss today: {amount}'),
  lossThisWeek: params('Net loss this week: {amount}'),
  pendingNoLimit: params('No limit from {when}'),
  pendingAmount: params('{amount} from {when}'),
  amountLabel: params('{name} (points)'),
  amountPlaceholder: 'No limit',
  save: 'Save',
  saving: 'Saving...',
  measureDeposit: 'Deposits',
  measureStake: 'Points staked',
  measureLoss: 'Net loss (stakes less wins)',
  breakHeading: 'Take a break',
  breakIntro:
    'A break closes betting, deposits and transfers until it ends; you can still withdraw. A break cannot be ended early, by you or by us.',
  coolOff: 'Cool-off',
  selfExclusion: 'Self-exclusion',
  period24h: '24 hours',
  period7d: '7 days',
  period30d: '30 days',
  period6m: '6 months',
  period1y: '1 year',
  onCoolOff: params('You are taking a break until {until}.'),
  onSelfExclusion: params('You have excluded yourself until {until}.'),
  confirmTitle: 'Confirm your break',
  confirmCoolOff: params(
    'Cool-off for {period}: betting, deposits and transfers will be closed until {until}. It cannot be ended early.',
  ),
  confirmSelfExclusion: params(
    'Self-exclusion for {period}: betting, deposits and transfers will be closed until {until}. It cannot be ended early.',
  ),
  confirm: 'Yes, start my break',
  starting: 'Starting...',
  cancel: 'Cancel',
  helpHeading: 'Need to talk?',
  helpBody: 'If betting no longer feels like fun, talk to someone. Our help line:',
  loadError: 'Could not load your limits. Please try again.',
  otherError: 'Something went wrong. Please try again.',
  retry: 'Try again',
  ageTitle: 'Confirm your age',
  ageBody: 'Pana is for players who are 18 or older. Please confirm your age to go on.',
  ageCheckbox: 'I am 18 or older',
  ageContinue: 'Continue',
  ageLogout: 'I am not 18, log me out',
});

export type PlayTexts = ReturnType<typeof playMessages.get>;
