import { RuleText } from '../../../features/funds/components/rule-text.tsx';
import { fundsMessages } from '../../../features/funds/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

/** /withdrawrule: the operator's withdrawal rules, one paragraph per line. */
export default function WithdrawRuleRoute() {
  const t = useMessages(fundsMessages);
  return <RuleText kind="withdrawal_rule" title={t.withdrawRulesTitle} />;
}
