import { useEffect, useId, useState } from 'react';
import { type PushState, pushState, turnPushOff, turnPushOn } from '../../lib/push.ts';
import styles from './notifications.module.css';
import { NOTIFICATIONS_TEXT } from './texts.ts';

const T = NOTIFICATIONS_TEXT.push;

/** The sidebar's opt-in for push notifications on this device: asks the browser's permission when turned on. */
export function PushSwitch() {
  const labelId = useId();
  const [state, setState] = useState<PushState | null>(null);
  const [message, setMessage] = useState('');
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

  const explain = (s: PushState) => (s === 'on' ? T.enabled : s === 'denied' ? T.denied : s === 'unsupported' ? T.unsupported : T.disabled);

  const toggle = async () => {
    setBusy(true);
    try {
      const next = state === 'on' ? await turnPushOff() : await turnPushOn();
      setState(next);
      setMessage(explain(next));
    } catch {
      setMessage(T.failed);
    } finally {
      setBusy(false);
    }
  };

  const isOn = state === 'on';
  const unavailable = state === 'unsupported';
  return (
    <div>
      <div className={styles.switchRow}>
        <span id={labelId}>{T.label}</span>
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
        {message || (unavailable ? T.unsupported : state === 'denied' ? T.denied : '')}
      </p>
    </div>
  );
}
