import { RuleText } from '../../../features/funds/components/rule-text.tsx';
import { FUNDS_TEXT } from '../../../features/funds/texts.ts';

/** /withdrawrule: the operator's withdrawal rules, one paragraph per line. */
export default function WithdrawRuleRoute() {
  return <RuleText kind="withdrawal_rule" title={FUNDS_TEXT.withdrawRulesTitle} />;
}
