import { useEffect, useId, useState } from 'react';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { type PushState, pushState, turnPushOff, turnPushOn } from '../../lib/push.ts';
import styles from './notifications.module.css';
import { notificationsMessages } from './texts.ts';

/** What the switch last said, kept as its key so it follows a change of language. */
type Said = 'pushEnabled' | 'pushDenied' | 'pushUnsupported' | 'pushDisabled' | 'pushFailed' | '';

/** The sidebar's opt-in for push notifications on this device: asks the browser's permission when turned on. */
export function PushSwitch() {
  const t = useMessages(notificationsMessages);
  const labelId = useId();
  const [state, setState] = useState<PushState | null>(null);
  const [message, setMessage] = useState<Said>('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    pushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState('off'));
    return () => {
      live = false;
    };
  }, []);

  const explain = (s: PushState): Said =>
    s === 'on'
      ? 'pushEnabled'
      : s === 'denied'
        ? 'pushDenied'
        : s === 'unsupported'
          ? 'pushUnsupported'
          : 'pushDisabled';

  const toggle = async () => {
    setBusy(true);
    try {
      const next = state === 'on' ? await turnPushOff() : await turnPushOn();
      setState(next);
      setMessage(explain(next));
    } catch {
      setMessage('pushFailed');
    } finally {
      setBusy(false);
    }
  };

  const isOn = state === 'on';
  const unavailable = state === 'unsupported';
  return (
    <div>
      <div className={styles.switchRow}>
        <span id={labelId}>{t.pushLabel}</span>
        <button
          type="button"
          role="switch"
          aria-checked={isOn}
          aria-labelledby={labelId}
          className={styles.switch}
          disabled={busy || state === null || unavailable}
          onClick={() => void toggle()}
        />
      </div>
      <p className={styles.pushMessage} role="status">
        {message ? t[message] : unavailable ? t.pushUnsupported : state === 'denied' ? t.pushDenied : ''}
      </p>
    </div>
  );
}
