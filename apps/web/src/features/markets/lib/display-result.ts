import { RESULT_PLACEHOLDERS } from '@pana/domain/catalogue';

/**
 * The result a market row shows: open_result and close_result joined ("128-15-357"), or the masked
 * placeholder "***-*" while no open result is declared (docs/rules.md#results).
 */
export function displayMainResult(openResult: string, closeResult: string): string {
  if (openResult === '' || openResult === RESULT_PLACEHOLDERS.open) return RESULT_PLACEHOLDERS.open;
  return `${openResult}${closeResult || RESULT_PLACEHOLDERS.close}`;
}
