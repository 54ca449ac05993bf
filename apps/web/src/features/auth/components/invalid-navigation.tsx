import { OTP_SPEC_TEXT } from '@pana/domain/catalogue';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import styles from './otp-verification.module.css';

/** Shown when a step of a flow is opened without what the previous step hands over. */
export function InvalidNavigation({ startOver }: { startOver: string }) {
  return (
    <div className={styles.invalidNav}>
      <p role="alert">{OTP_SPEC_TEXT.invalidNavigation}</p>
      <ButtonLink to={startOver} variant="outline" isBlock replace>
        Start over
      </ButtonLink>
    </div>
  );
}
