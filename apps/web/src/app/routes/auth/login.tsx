import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LanguageChoice } from '../../../components/language/language-choice.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { authMessages } from '../../../features/auth/texts.ts';
import { type Locale } from '../../../lib/i18n/locale.ts';
import { syncLanguageAtLogin } from '../../../lib/i18n/server-language.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type Session, setSession } from '../../../lib/session.ts';
import styles from './login.module.css';

let isHomeWarm = false;

/**
 * Fetches the home screen's chunks (its shell and the screen, the same modules the router loads lazily)
 * while the player types: on a slow network the markets then need only the login's and their own answers
 * after Submit, not some twenty small files more (ADR 006). Not with the page: the first load of /login
 * stays within its budget. A failure is left to the router, which retries when it needs them.
 */
function warmHome(): void {
  if (isHomeWarm) return;
  isHomeWarm = true;
  void import('../layouts/header-layout.tsx').catch(() => undefined);
  void import('../home/home.tsx').catch(() => undefined);
}

/** /login and /: Login To Play. */
export default function LoginRoute() {
  const t = useMessages(authMessages);
  const navigate = useNavigate();
  useEffect(() => {
    // The first focus of a field (or any tap that focuses): the player is about to log in.
    document.addEventListener('focusin', warmHome, { once: true });
    return () => document.removeEventListener('focusin', warmHome);
  }, []);
  async function onSuccess(session: Session, isAgeConfirmed: boolean, lang: Locale | undefined) {
    setSession(session);
    // A new device takes the account's language before the next screen; a device's own choice goes to the account.
    await syncLanguageAtLogin(lang);
    // A player registered by an older app is asked once whether they are 18 or older (ADR 018).
    void navigate(isAgeConfirmed ? paths.home : paths.confirmAge, { replace: true });
  }
  return (
    <>
      <LanguageChoice className={styles.language} />
      <Card title={t.loginTitle}>
        <LoginForm onSuccess={(session, isAgeConfirmed, lang) => void onSuccess(session, isAgeConfirmed, lang)} />
      </Card>
    </>
  );
}
