import { AGENTS_TEXT as BODY_TEXT } from '@pana/contract';
import { describeWait } from '../../lib/rate-limit.ts';

/**
 * The words of the agents' calls (ADR 029): the contract's refusals of bodies and queries, and what only
 * the server says — the float's refusals (the ADR's own words), scope refusals and the answers.
 */
export const AGENTS_TEXT = {
  ...BODY_TEXT,
  // Float refusals (ADR 029, "Conditional debits").
  notEnoughFloat: 'Not enough float',
  beyondCreditLimit: (limit: number) => `Beyond your credit limit of ${limit} points`,
  walletShort: "Not enough points in the player's wallet",
  notYourPlayer: 'This player is not yours',
  suspended: 'Your agent account is suspended',
  // The owner's calls.
  created: 'Agent created',
  updated: 'Agent updated',
  nothingToChange: 'Nothing to change',
  parentOnlyForAgent: 'Only an agent has a master agent',
  parentNotMaster: 'Choose an active master agent',
  overrideOnlyForMaster: 'Only a master agent has an override',
  agentDisabled: 'This agent account is disabled',
  toppedUp: (amount: number) => `${amount} points added to the float`,
  tookBack: (amount: number) => `${amount} points taken back from the float`,
  playerMoved: 'Player moved',
  codesExhausted: 'Could not find a free invite code; please try again',
  // The agent's calls.
  profileSaved: 'Profile saved',
  mastersOnly: 'Only a master agent has agents',
  marketNotFound: 'Market not found',
  credited: (amount: number) => `${amount} points credited to the player`,
  takenBack: (amount: number) => `${amount} points taken back from the player`,
  gave: (amount: number) => `${amount} points given to the agent`,
  took: (amount: number) => `${amount} points taken back from the agent`,
  playerOnBreak: (until: string) =>
    `This player is on a break from play until ${until}: no points can be credited until then`,
  /** A player's own deposit limit (ADR 018) refusing an agent's credit: its message told to the agent. */
  playerLimit: (message: string) => message.replace(/^Your /, "The player's "),
  tooMany: (seconds: number) => `Too many changes. Please try again after ${describeWait(seconds)}.`,
  // Cash-out requests (cashout.ts): the player's words are in the message catalogue (ADR 020).
  noAgent: 'You have no agent',
  cashoutAmountInvalid: 'Please enter a whole number of points, at least 1',
  cashoutOverBalance: (points: number) => `You have only ${points} points in your wallet`,
  cashoutSent: (points: number) => `Your request to cash out ${points} points was sent to your agent`,
  cashoutCancelled: 'Your cash-out request was cancelled',
  noCashoutRequest: 'You have no cash-out request waiting',
  cashoutTooMany: (seconds: number) => `Too many requests. Please try again after ${describeWait(seconds)}.`,
  // The agent's take-back needs the player's request.
  notAsked: 'The player has not asked to cash out',
  overRequested: (points: number) => `The player asked to cash out ${points} points; take back at most that`,
  // Notes written in the ledgers when the caller wrote none.
  creditNote: (agent: string) => `Credited by your agent ${agent}`,
  takeBackNote: (agent: string) => `Taken back by your agent ${agent}`,
} as const;
