/** What operators read about result feeds (ADR 032). */
export const FEEDS_TEXT = {
  marketNotFound: 'Market not found',
  sourceNotFound: 'Feed source not found',
  added: 'Feed source added',
  saved: 'Feed source saved',
  removed: 'Feed source removed',
  settingsSaved: 'Feed settings saved',
  tested: 'Source read',
  ok: 'OK',
  tooManySources: 'A market has at most 10 feed sources',
  jsonPathRequired: 'Please enter the JSON path of the result (e.g. data.result)',
  selectorRequired: 'Please enter the CSS selector of the element holding the result',
  jsonPathInvalid: 'The JSON path is not valid: write names and [numbers] joined by dots, e.g. data.results[0].open',
  selectorInvalid: 'The CSS selector is not valid',
  patternInvalid: 'The pattern is not a valid regular expression (at most 200 characters)',
  patternGroup: (group: string) => `The pattern needs a named group (?<${group}>…) around the digits`,
  notJson: 'The page is not JSON',
  pathNotFound: (path: string) => `Nothing at ${path} on the page`,
  pathNotText: (path: string) => `What is at ${path} is not text or a number`,
  selectorNotFound: (selector: string) => `No element matches ${selector} on the page`,
  httpStatus: (status: number) => `The page answered HTTP ${status}`,
  sessionRequired: 'Please choose the session (open or close)',
  quorumAboveSources: (quorum: number, sources: number) =>
    `The quorum (${quorum}) is more than the market's active sources (${sources}); add sources first`,
  autoNeedsSources: 'Automatic declaration needs at least two active sources',
  notReady: 'The sources do not agree on a result for this draw now; nothing was declared',
  notReadyOn: (digits: string, agreed: string) =>
    `The sources now agree on ${agreed}, not ${digits}; look again before declaring`,
  alreadyDeclared: 'The result of this session is already declared',
  tooMany: (wait: string) => `Too many changes to result feeds; try again in ${wait}`,
  tooManyTests: (wait: string) => `Too many source tests; try again in ${wait}`,
  // Alerts (operator_alerts, kind 'feed'): at most 200 characters each.
  alertDisagree: (market: string, session: string, readings: string) =>
    `${market} ${session}: the result feeds disagree (${readings}); nothing declared`,
  alertStopped: (market: string, label: string, failures: number, error: string) =>
    `${market}: feed source "${label}" stopped answering (${failures} failures in a row: ${error})`,
  alertInvalid: (market: string, label: string, digits: string) =>
    `${market}: feed source "${label}" shows ${digits}, which is not a valid result; nothing declared`,
  alertAutoFailed: (market: string, session: string, reason: string) =>
    `${market} ${session}: the automatic declaration from feeds failed (${reason})`,
  fetchFailed: 'The page could not be fetched',
  patternTooSlow: 'The pattern took too long on this page; write a simpler one (no repeated groups like (\\d+)+)',
  autoByGone:
    'the owner who switched it on is no longer an active owner: an owner switches it on again, or declare by hand',
} as const;
