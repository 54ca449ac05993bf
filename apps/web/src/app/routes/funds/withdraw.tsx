import { Link, useNavigate } from 'react-router';
import { RequireBetting } from '../../../components/layouts/require-betting.tsx';
import { paths } from '../../../config/paths.ts';
import { AgentCashout } from '../../../features/funds/components/agent-cashout.tsx';
import { WithdrawForm } from '../../../features/funds/components/withdraw-form.tsx';
import { fundsMessages } from '../../../features/funds/texts.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import styles from './screen.module.css';

function Withdraw() {
  const t = useMessages(fundsMessages);
  const navigate = useNavigate();
  return (
    <div className={styles.screen}>
      <section className={styles.panel} aria-labelledby="withdraw-title">
        <h1 id="withdraw-title" className={styles.title}>
          {t.withdrawTitle}
        </h1>
        <WithdrawForm onSent={() => void navigate(paths.home)} />
      </section>
      <AgentCashout />
      <nav className={styles.links} aria-label={t.withdrawLinks}>
        <Link to={paths.withdrawRule}>{t.withdrawRules}</Link>
        <Link to={paths.withdrawHistory}>{t.withdrawHistory}</Link>
      </nav>
    </div>
  );
}

/** /withdraw and /imp8: a payout request to a saved number; back to /imp when it is sent. */
export default function WithdrawRoute() {
  return (
    <RequireBetting>
      <Withdraw />
    </RequireBetting>
  );
}
