/** The notifications inbox, the bell, the popup notice and the push switch (issue 17). */
export const NOTIFICATIONS_TEXT = {
  title: 'Notifications',
  bellLabel: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
  markAllRead: 'Mark all read',
  empty: 'No notifications yet',
  loadMore: 'Show older',
  unreadDot: 'Unread',
  popupOk: 'OK',
  push: {
    label: 'Push notifications',
    on: 'On',
    off: 'Off',
    enabled: 'Push notifications are on for this device',
    disabled: 'Push notifications are off for this device',
    denied: 'Notifications are blocked for this site. Allow them in your browser settings, then try again.',
    unsupported: 'This browser cannot receive push notifications.',
    failed: 'Push notifications could not be turned on. Please try again.',
  },
} as const;
