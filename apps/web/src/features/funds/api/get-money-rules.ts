import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../config/paths.ts';
import { type Infer, list, object, text } from '../../../lib/api/schema.ts';
import { apiPost } from '../../../lib/api-client.ts';

export const moneyRulesSchema = object({ withdrawal_rule: text, deposit_rule: text });

export type MoneyRules = Infer<typeof moneyRulesSchema>;

const responseSchema = object({ content: list(moneyRulesSchema) });

/** The deposit and withdrawal rules (line-separated texts) from content[0]. */
export async function getMoneyRules(signal?: AbortSignal): Promise<MoneyRules> {
  const body = await apiPost(apiPaths.depositWithdrawalRule, {}, responseSchema, signal ? { signal } : {});
  return body.content[0] ?? { withdrawal_rule: '', deposit_rule: '' };
}

export function useMoneyRules() {
  return useQuery({ queryKey: ['money-rules'], queryFn: ({ signal }) => getMoneyRules(signal), staleTime: 5 * 60_000 });
}
