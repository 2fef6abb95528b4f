import { CountBadge } from '@ladrive/design-system';
import { useT } from '../../../i18n';

/** The unread messages' count beside the menu, its toggle and the Messages link; nothing when none or unknown. */
export function UnreadMessages({ count }: { count: number | null | undefined }) {
  const t = useT();
  // The label's plural is formatted only when it is shown: the page's first plural sets up the browser's plural
  // rules, a long task on a throttled phone (45–80 ms), which a header without unread messages need not pay.
  if (!count) return null;
  // what a screen reader hears beside a link or the menu: "(3 unread messages)"
  return <CountBadge count={count} label={t('nav.unreadMessages', { count })} />;
}
