import { CopyButton } from '../../components/copy-button.tsx';
import { absoluteLink } from '../../lib/agent-figures.ts';
import styles from './agents.module.css';

/** An agent's invite code and link, with a copy button (and, where the device can, a share button). */
export function InviteLink({
  code,
  link,
  copyLabel,
  canShare = false,
}: {
  code: string;
  link: string;
  /** The copy button's accessible name: "Copy the invite link of ravi". */
  copyLabel: string;
  canShare?: boolean;
}) {
  const url = absoluteLink(link);
  const share = canShare && typeof navigator.share === 'function';
  return (
    <span className={styles.invite}>
      <span className={styles.inviteText}>
        <strong>{code}</strong> · <span>{url}</span>
      </span>
      <CopyButton text={url} label={copyLabel} />
      {share ? (
        <button
          type="button"
          className={styles.shareButton}
          onClick={() => void navigator.share({ title: 'Join me on Pana', url }).catch(() => undefined)}
        >
          Share
        </button>
      ) : null}
    </span>
  );
}
