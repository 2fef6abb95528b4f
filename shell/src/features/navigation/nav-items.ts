import { type AuthUser, paths } from '@ladrive/contracts';

export interface NavItem {
  to: string;
  label: string;
  /** Extra words for the link (tooltip/accessible description, visible in the drawer). */
  description?: string;
  /** Match the path exactly (Home would otherwise be active everywhere). */
  end?: boolean;
  /** A link to a section of a page: never marked as the current page. */
  section?: boolean;
  /** Unread messages, shown beside the label (the Messages link); none when unknown or zero. */
  unread?: number | null;
}

export interface NavAudience {
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** The signed-in user's unread messages (the shared conversations store); null while unknown. */
  unread?: number | null;
}

/** Everyone's links (spec section 2 "Navigation"): the ones the wide-screen bar shows. */
export function publicNavItems(): NavItem[] {
  return [
    { to: paths.home, label: 'Home', end: true },
    { to: paths.search, label: 'Find Cars', description: 'Browse Cars' },
    { to: `${paths.home}#how-it-works`, label: 'How It Works', section: true },
    { to: paths.hostDashboard, label: 'Become a Host' },
  ];
}

/**
 * The signed-in extras (Messages with its unread count), and Admin Panel for admins: on wide screens they sit in
 * the account menu, as on Turo.
 */
export function accountNavItems({ isAuthenticated, isAdmin, unread = null }: NavAudience): NavItem[] {
  if (!isAuthenticated) return [];
  const items: NavItem[] = [
    { to: paths.dashboard, label: 'My Bookings' },
    { to: paths.messages, label: 'Messages', unread },
    { to: paths.hostDashboard, label: 'Host Dashboard' },
  ];
  if (isAdmin) items.push({ to: paths.adminDashboard, label: 'Admin Panel' });
  return items;
}

/** Every link, in the order the small-screen drawer lists them. */
export function navItemsFor(audience: NavAudience): NavItem[] {
  return [...publicNavItems(), ...accountNavItems(audience)];
}

/** "Hola, Ana"; users without a first name are greeted as 'usuario'. */
export function greetingFor(user: Pick<AuthUser, 'firstName'>): string {
  return `Hola, ${user.firstName?.trim() || 'usuario'}`;
}

/** What a screen reader hears for the unread count beside a link or the menu: "(3 unread messages)". */
export const unreadMessagesLabel = (count: number) => `(${count} unread ${count === 1 ? 'message' : 'messages'})`;

export const SIGN_UP_URL = '/api/login?mode=signup';
export const LOGIN_URL = '/api/login';
