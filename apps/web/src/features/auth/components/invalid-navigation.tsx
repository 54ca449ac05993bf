import { OTP_SPEC_TEXT } from '@pana/domain/catalogue';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { shownMessage } from '../../../lib/i18n/i18n.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { authMessages } from '../texts.ts';
import styles from './otp-verification.module.css';

/** Shown when a step of a flow is opened without what the previous step hands over. */
export function InvalidNavigation({ startOver }: { startOver: string }) {
  const t = useMessages(authMessages);
  return (
    <div className={styles.invalidNav}>
      <p role="alert">{shownMessage(OTP_SPEC_TEXT.invalidNavigation)}</p>
      <ButtonLink to={startOver} variant="outline" isBlock replace>
        {t.startOver}
      </ButtonLink>
    </div>
  );
}
