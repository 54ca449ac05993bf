import { count, params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * Texts of "Repeat last slip" and saved slips (Pana's own words; ADR 016): the English base of the
 * 'slips' component (ADR 020); Hindi and Marathi in src/locales/{hi,mr}/slips.json.
 */
export const slipsMessages = i18n('slips', {
  repeatLast: 'Repeat last slip',
  repeating: 'Loading…',
  /** When the player has no submission on the family (the server may say it in its own words). */
  noLastSlip: 'No previous slip on this market',
  savedSlips: 'Saved slips',
  savedTitle: 'Saved slips',
  noSavedSlips: 'No saved slips on this market. Save a slip from its bid screen.',
  savedCount: params('{count} of {limit} slips'),
  /** Heard before a saved slip's name: what a tap on it does. */
  play: 'Play slip',
  deleteSlip: params('Delete slip {name}'),
  confirmDelete: params('Delete the slip “{name}”?'),
  delete: 'Delete',
  deleting: 'Deleting…',
  cancel: 'Cancel',
  deleted: 'Slip deleted',
  loadFailed: 'Could not load your slips. Please try again.',
  retry: 'Try again',
  bids: count({ one: '{count} bid', many: '{count} bids' }),
  points: params('{total} points'),
  saveSlip: 'Save slip',
  saveTitle: 'Save this slip',
  saveHint: 'Give it a name to play it again later from the game screen.',
  name: 'Slip name',
  namePlaceholder: 'e.g. Morning jodis',
  nameRequired: 'Please enter a name for the slip',
  nameTooLong: 'A slip name has at most 40 characters',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Slip saved',
  failed: 'Could not save the slip. Please try again.',
  deleteFailed: 'Could not delete the slip. Please try again.',
});

/** The longest slip name the server keeps (ADR 016). */
export const MAX_SLIP_NAME = 40;
