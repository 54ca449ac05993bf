import { useState } from 'react';
import { useMarkRead, useUnread } from '../../lib/api/notifications.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import styles from './notifications.module.css';
import { NOTIFICATIONS_TEXT } from './texts.ts';

/**
 * An operator's notice marked "show once as a popup": shown over the screen after login; closing it
 * marks it read, so it never shows again (on this or another device).
 */
export function NoticePopup() {
  const { data } = useUnread();
  const markRead = useMarkRead();
  const [closedId, setClosedId] = useState<number | null>(null);
  const popup = data?.popup ?? null;
  if (!popup || popup.id === closedId) return null;
  const close = () => {
    setClosedId(popup.id);
    markRead.mutate({ id: popup.id });
  };
  return (
    <Modal title={popup.title} isOpen onClose={close}>
      <p className={styles.popupBody}>{popup.body}</p>
      <Button isBlock onClick={close}>
        {NOTIFICATIONS_TEXT.popupOk}
      </Button>
    </Modal>
  );
}
