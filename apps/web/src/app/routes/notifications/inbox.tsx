import { InboxList } from '../../../features/notifications/components/inbox-list.tsx';

/** /notifications: the player's notifications inbox (ADR 014). */
export default function InboxRoute() {
  return <InboxList />;
}
