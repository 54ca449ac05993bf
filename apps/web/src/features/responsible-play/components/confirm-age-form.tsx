import { PLAY_LIMIT_TEXT } from '@pana/domain/catalogue';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import formStyles from '../../../components/ui/form.module.css';
import { isNetworkFailure, serverMessage } from '../../../lib/api-client.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { NETWORK_TEXT } from '../../../lib/network-status.ts';
import { notifyError } from '../../../lib/notify.ts';
import { confirmAge } from '../api/play-limits.ts';
import { playMessages } from '../texts.ts';
import styles from './play-responsibly.module.css';

/** The 18+ question asked once of a player registered by an older app: confirm and go on, or log out. */
export function ConfirmAgeForm({ onConfirmed, onDeclined }: { onConfirmed: () => void; onDeclined: () => void }) {
  const t = useMessages(playMessages);
  const [isChecked, setChecked] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [isSubmitting, setSubmitting] = useState(false);
  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!isChecked) {
          setError(PLAY_LIMIT_TEXT.ageRequired);
          return;
        }
        setSubmitting(true);
        confirmAge()
          .then(onConfirmed, (failure: unknown) =>
            notifyError(
              serverMessage(failure) ?? (isNetworkFailure(failure) ? NETWORK_TEXT.noConnection : t.otherError),
              { id: 'confirm-age' },
            ),
          )
          .finally(() => setSubmitting(false));
      }}
    >
      <p className={styles.intro}>{t.ageBody}</p>
      <div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={isChecked}
            aria-describedby={error ? 'age-error' : undefined}
            onChange={(event) => {
              setChecked(event.target.checked);
              setError(undefined);
            }}
          />
          {t.ageCheckbox}
        </label>
        <FieldError id="age-error" message={error} />
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" isBlock disabled={isSubmitting}>
          {t.ageContinue}
        </Button>
        <Button isBlock variant="ghost" onClick={onDeclined}>
          {t.ageLogout}
        </Button>
      </div>
    </form>
  );
}
