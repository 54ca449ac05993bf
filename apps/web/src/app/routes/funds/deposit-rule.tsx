import { RuleText } from '../../../features/funds/components/rule-text.tsx';
import { FUNDS_TEXT } from '../../../features/funds/texts.ts';

/** /depositrule: the operator's deposit rules, one paragraph per line. */
export default function DepositRuleRoute() {
  return <RuleText kind="deposit_rule" title={FUNDS_TEXT.depositRulesTitle} />;
}
