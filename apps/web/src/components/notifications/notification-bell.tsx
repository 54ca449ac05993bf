import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useUnread } from '../../lib/api/notifications.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { Icon } from '../ui/icon.tsx';
import styles from './notifications.module.css';
import { notificationsMessages } from './texts.ts';

const bellIcon = 'M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0';

/** The header's bell: opens the inbox; its name says how many items are unread ("Notifications, 3 unread"). */
export function NotificationBell() {
  const t = useMessages(notificationsMessages);
  const { data } = useUnread();
  const unread = data?.unread ?? 0;
  return (
    <Link to={paths.notifications} className={styles.bell} aria-label={unread === 0 ? t.title : t.bellUnread(unread)}>
      <Icon path={bellIcon} size={22} />
      {unread > 0 ? (
        <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
