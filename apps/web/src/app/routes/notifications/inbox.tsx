import { InboxList } from '../../../features/notifications/components/inbox-list.tsx';

/** /notifications: the player's notifications inbox (issue 17). */
export default function InboxRoute() {
  return <InboxList />;
}
