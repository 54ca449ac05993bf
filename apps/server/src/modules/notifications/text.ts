import { describeWait } from '../../lib/rate-limit.ts';

/**
 * The words of the notifications inbox, Web Push and the console's notices (ADR 014):
 * the items' titles and bodies as players read them, and the answers of the calls.
 */
export const NOTIFICATIONS_TEXT = {
  ok: 'OK',
  noData: 'No notifications yet',
  marked: 'Marked as read',
  allMarked: 'All notifications marked as read',
  notFound: 'Notification not found',
  idInvalid: 'Notification id must be a whole number',
  beforeInvalid: 'before_id must be a whole number',
  subscribed: 'Push notifications are on for this device',
  unsubscribed: 'Push notifications are off for this device',
  endpointInvalid: 'The push subscription endpoint must be an https address',
  endpointNotPushService: 'The push subscription endpoint is not the address of a known browser push service',
  tooMany: (s: number) => `Too many requests. Please try again after ${describeWait(s)}.`,
  keysInvalid: 'The push subscription keys are missing or malformed',
  // Item titles and bodies
  resultTitle: 'Result declared',
  resultBody: (market: string, result: string) => `${market}: ${result}`,
  winTitle: 'You won!',
  winBody: (amount: number, market: string) => `${amount} points credited to your wallet for ${market}`,
  depositCreditedTitle: 'Deposit credited',
  depositCreditedBody: (amount: number) => `${amount} points added to your wallet`,
  depositRejectedTitle: 'Deposit rejected',
  depositRejectedBody: (amount: number, reason: string) => `Your deposit of ${amount} points was rejected${reason ? `: ${reason}` : ''}`,
  withdrawalPaidTitle: 'Withdrawal paid',
  withdrawalPaidBody: (amount: number, utr: string | null) => `${amount} points paid to you${utr ? ` (UTR ${utr})` : ''}`,
  withdrawalRejectedTitle: 'Withdrawal rejected',
  withdrawalRejectedBody: (amount: number, reason: string) =>
    `Your withdrawal of ${amount} points was rejected and the points are back in your wallet${reason ? `: ${reason}` : ''}`,
  withdrawalFailedTitle: 'Withdrawal failed',
  withdrawalFailedBody: (amount: number, reason: string) =>
    `The bank could not pay your withdrawal of ${amount} points; the points are back in your wallet${reason ? `: ${reason}` : ''}`,
  // Console
  noticeSent: (n: number) => `Notice sent to ${n} ${n === 1 ? 'player' : 'players'}`,
  titleRequired: 'Please enter a title',
  titleTooLong: 'Title must be at most 100 characters',
  bodyRequired: 'Please enter the text',
  bodyTooLong: 'Text must be at most 1000 characters',
  audienceInvalid: 'Audience must be all, market or player',
  marketRequired: 'Please choose the market',
  marketNotFound: 'Market not found',
  mobileRequired: "Please enter the player's mobile number",
  playerNotFound: 'No player has this mobile number',
  noRecipients: 'No player bid on this market today; nothing was sent',
} as const;
