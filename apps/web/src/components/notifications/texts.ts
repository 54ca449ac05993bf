import { count } from '@nanostores/i18n';
import { i18n } from '../../lib/i18n/i18n.ts';

/** The notifications inbox, the bell, the popup notice and the push switch (ADR 014): the 'notifications' component. */
export const notificationsMessages = i18n('notifications', {
  title: 'Notifications',
  bellUnread: count({ one: 'Notifications, {count} unread', many: 'Notifications, {count} unread' }),
  markAllRead: 'Mark all read',
  empty: 'No notifications yet',
  loadMore: 'Show older',
  unreadDot: 'Unread',
  popupOk: 'OK',
  pushLabel: 'Push notifications',
  pushEnabled: 'Push notifications are on for this device',
  pushDisabled: 'Push notifications are off for this device',
  pushDenied: 'Notifications are blocked for this site. Allow them in your browser settings, then try again.',
  pushUnsupported: 'This browser cannot receive push notifications.',
  pushFailed: 'Push notifications could not be turned on. Please try again.',
});
