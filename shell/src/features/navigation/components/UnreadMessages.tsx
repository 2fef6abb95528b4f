import { CountBadge } from '@ladrive/design-system';
import { unreadMessagesLabel } from '../nav-items';

/** The unread messages' count beside the menu, its toggle and the Messages link; nothing when none or unknown. */
export function UnreadMessages({ count }: { count: number | null | undefined }) {
  return <CountBadge count={count} label={unreadMessagesLabel(count ?? 0)} />;
}
