import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useMoneyRules } from '../api/get-money-rules.ts';
import { ruleParagraphs } from '../lib/rule-paragraphs.ts';
import { fundsMessages } from '../texts.ts';
import styles from './funds.module.css';

/** The deposit or withdrawal rules (content[0].deposit_rule / withdrawal_rule). */
export function RuleText({ kind, title }: { kind: 'deposit_rule' | 'withdrawal_rule'; title: string }) {
  const t = useMessages(fundsMessages);
  const rules = useMoneyRules();
  let body;
  if (rules.isPending) body = <Skeleton count={4} height={24} label={t.loading} />;
  else {
    const paragraphs = ruleParagraphs(rules.data?.[kind] ?? '');
    body =
      paragraphs.length === 0 ? (
        <EmptyState message={t.noData} />
      ) : (
        <div className={styles.rules}>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      );
  }
  return (
    <article className={styles.panel}>
      <h1 className={styles.title}>{title}</h1>
      {body}
    </article>
  );
}
