import { count, params } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * Texts of the results log (ADR 019): the public result chain and its Verify. The English base of the
 * 'results-log' component (ADR 020); Hindi and Marathi in src/locales/{hi,mr}/results-log.json.
 */
export const resultsLogMessages = i18n('results-log', {
  title: 'Results Log',
  intro:
    'Every result declared or reverted, newest first. Each entry carries the SHA-256 of the entry before it, so a result cannot be changed, added or removed afterwards without breaking the chain.',
  verify: 'Verify',
  verifyHint: 'Verify fetches the whole log and recomputes every hash on this device.',
  verifying: params('Verifying… {checked} entries fetched'),
  verified: count({
    one: 'Verified: {count} entry, nothing changed',
    many: 'Verified: {count} entries, nothing changed',
  }),
  broken: params('Not verified. {reason}.'),
  headMismatch: params('Entry #{seq} does not match the newest entry the server names'),
  unsupported: 'This browser cannot compute SHA-256 here: Web Crypto needs a secure (https) page.',
  failed: 'Could not fetch the log. Check your connection and try again.',
  empty: 'No results declared yet.',
  loading: 'Loading the results log',
  loadMore: 'Load more',
  declared: 'Declared',
  reverted: 'Reverted',
  imported: 'Imported',
  importedNote: 'Imported from an earlier chart: no bet was settled on it',
  sources: 'Declared from these result feeds (address · read at · SHA-256 of the page):',
  starline: 'Starline',
  gali: 'Gali Disawar',
  entry: params('Entry #{seq}'),
  hash: 'Hash',
  chartsLink: 'Results Log: verify every result',
  fromEntry: params('From entry #{seq}, then older ones.'),
  newest: 'Show the newest',
});

export type ResultsLogTexts = ReturnType<typeof resultsLogMessages.get>;
