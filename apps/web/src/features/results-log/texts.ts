/** Texts of the results log (issue 19, ADR 019): the public result chain and its Verify. */
export const RESULTS_LOG_TEXT = {
  title: 'Results Log',
  intro:
    'Every result declared or reverted, newest first. Each entry carries the SHA-256 of the entry before it, so a result cannot be changed, added or removed afterwards without breaking the chain.',
  verify: 'Verify',
  verifyHint: 'Verify fetches the whole log and recomputes every hash on this device.',
  verifying: (checked: number) => `Verifying… ${checked} entries fetched`,
  verified: (count: number) => `Verified: ${count} ${count === 1 ? 'entry' : 'entries'}, nothing changed`,
  broken: (reason: string) => `Not verified. ${reason}.`,
  headMismatch: (seq: number) => `Entry #${seq} does not match the newest entry the server names`,
  unsupported: 'This browser cannot compute SHA-256 here: Web Crypto needs a secure (https) page.',
  failed: 'Could not fetch the log. Check your connection and try again.',
  empty: 'No results declared yet.',
  loading: 'Loading the results log',
  loadMore: 'Load more',
  declared: 'Declared',
  reverted: 'Reverted',
  open: 'Open',
  close: 'Close',
  entry: (seq: number) => `Entry #${seq}`,
  hash: 'Hash',
  chartsLink: 'Results Log: verify every result',
} as const;
