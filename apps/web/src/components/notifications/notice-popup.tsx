import { useState } from 'react';
import { useMarkRead, useUnread } from '../../lib/api/notifications.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { Button } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import styles from './notifications.module.css';
import { notificationsMessages } from './texts.ts';

/**
 * An operator's notice marked "show once as a popup", shown over the screen when the player logs in
 * or opens the app: the one the bell's first answer names. A popup notice sent while the player is
 * using the app waits for the next login or opening (it is in the inbox at once). Closing it marks it
 * read, so it never shows again, on this or another device.
 */
export function NoticePopup() {
  const t = useMessages(notificationsMessages);
  const { data } = useUnread();
  const markRead = useMarkRead();
  // The first answer decides: later refreshes (the minute's poll, a live notice) never open a popup.
  const [atOpening, setAtOpening] = useState<{ id: number; title: string; body: string } | null | undefined>(undefined);
  if (atOpening === undefined && data !== undefined) setAtOpening(data.popup);
  const popup = atOpening ?? null;
  if (!popup) return null;
  const close = () => {
    setAtOpening(null);
    markRead.mutate({ id: popup.id });
  };
  return (
    <Modal title={popup.title} isOpen onClose={close}>
      <p className={styles.popupBody}>{popup.body}</p>
      <Button isBlock onClick={close}>
        {t.popupOk}
      </Button>
    </Modal>
  );
}
