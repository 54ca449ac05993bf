import { useNavigate } from 'react-router';
import { notificationsMessages } from '../../../components/notifications/texts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { type InboxItem, useInbox, useMarkRead } from '../../../lib/api/notifications.ts';
import { formatDayMonthTime } from '../../../lib/i18n/format.ts';
import { type Locale, locale } from '../../../lib/i18n/locale.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import styles from './inbox.module.css';

/** When an item came, India time, in the chosen language ("25 Nov, 3:30 PM"); nothing for a time it cannot read. */
function whenOf(createdAt: string, code: Locale): string {
  const at = Date.parse(createdAt);
  return Number.isNaN(at) ? '' : formatDayMonthTime(at, code);
}

/** A route the server named that this app can open: a path of its own, never another site. */
function screenOf(route: string): string | null {
  return /^\/[A-Za-z0-9/_-]*$/.test(route) && route !== paths.notifications ? route : null;
}

/** The inbox: newest first, unread ones marked; tapping an item marks it read and opens its screen. */
export function InboxList() {
  const t = useMessages(notificationsMessages);
  const code = useMessages(locale);
  const inbox = useInbox();
  const markRead = useMarkRead();
  const navigate = useNavigate();

  if (inbox.isPending) return <PageSpinner />;
  if (inbox.isError) throw inbox.error;
  const items = inbox.data.pages.flatMap((page) => page.items);
  const unread = inbox.data.pages[0]?.unread ?? 0;

  const open = (item: InboxItem) => {
    if (!item.read) markRead.mutate({ id: item.id });
    const screen = screenOf(item.route);
    if (screen) void navigate(screen);
  };

  if (items.length === 0) return <EmptyState message={t.empty} />;
  return (
    <>
      <div className={styles.toolbar}>
        <Button
          variant="outline"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t.markAllRead}
        </Button>
      </div>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={[styles.item, item.read ? styles.read : undefined].filter(Boolean).join(' ')}
              onClick={() => open(item)}
            >
              <span
                className={styles.dot}
                aria-label={item.read ? undefined : t.unreadDot}
                role={item.read ? undefined : 'img'}
              />
              <span>
                <span className={styles.itemTitle}>{item.title}</span>
                <span className={styles.itemBody}>{item.body}</span>
                <span className={styles.itemTime}>{whenOf(item.created_at, code)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {inbox.hasNextPage ? (
        <div className={styles.more}>
          <Button variant="secondary" disabled={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
            {t.loadMore}
          </Button>
        </div>
      ) : null}
    </>
  );
}
