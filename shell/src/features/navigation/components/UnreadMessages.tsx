import { CountBadge } from '@ladrive/design-system';
import { useT } from '../../../i18n';

/** The unread messages' count beside the menu, its toggle and the Messages link; nothing when none or unknown. */
export function UnreadMessages({ count }: { count: number | null | undefined }) {
  const t = useT();
  // what a screen reader hears beside a link or the menu: "(3 unread messages)"
  return <CountBadge count={count} label={t('nav.unreadMessages', { count: count ?? 0 })} />;
}
