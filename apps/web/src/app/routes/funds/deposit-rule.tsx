import { RuleText } from '../../../features/funds/components/rule-text.tsx';
import { fundsMessages } from '../../../features/funds/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';

/** /depositrule: the operator's deposit rules, one paragraph per line. */
export default function DepositRuleRoute() {
  const t = useMessages(fundsMessages);
  return <RuleText kind="deposit_rule" title={t.depositRulesTitle} />;
}
