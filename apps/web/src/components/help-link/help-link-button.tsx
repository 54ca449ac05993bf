import { Link } from 'react-router';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import styles from './help-link.module.css';
import { helpLinkFor, type HelpSubject } from './help-link.ts';
import { helpLinkMessages } from './texts.ts';

/**
 * "Help" on a history row: opens a new support ticket with the row attached (ADR 030). Its name says
 * which row ("Help with bid #12"); it shows "Help".
 */
export function HelpLink({ kind, id }: { kind: HelpSubject; id: number }) {
  const t = useMessages(helpLinkMessages);
  const name = { bid: t.bid, deposit: t.deposit, withdrawal: t.withdrawal }[kind];
  return (
    <Link className={styles.link} to={helpLinkFor(kind, id)} aria-label={name({ id })}>
      {t.help}
    </Link>
  );
}
