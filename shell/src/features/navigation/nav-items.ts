import { type AuthUser, paths } from '@ladrive/contracts';
import type { ShellMessage } from '../../i18n';
import { useGreetingT } from './i18n';

export interface NavItem {
  to: string;
  label: ShellMessage;
  /**
   * Other words for the link, the bar's tooltip only: the drawer lists each page once, by its name ('Find Cars',
   * not also 'Browse Cars').
   */
  description?: ShellMessage;
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
    { to: paths.home, label: 'nav.home', end: true },
    { to: paths.search, label: 'nav.findCars', description: 'nav.findCarsDescription' },
    { to: `${paths.home}#how-it-works`, label: 'nav.howItWorks', section: true },
    { to: paths.hostDashboard, label: 'nav.becomeHost' },
  ];
}

/**
 * The signed-in extras (Messages with its unread count), and Admin Panel for admins: on wide screens they sit in
 * the account menu, as on Turo.
 */
export function accountNavItems({ isAuthenticated, isAdmin, unread = null }: NavAudience): NavItem[] {
  if (!isAuthenticated) return [];
  const items: NavItem[] = [
    { to: paths.dashboard, label: 'nav.myBookings' },
    { to: paths.messages, label: 'nav.messages', unread },
    { to: paths.hostDashboard, label: 'nav.hostDashboard' },
  ];
  if (isAdmin) items.push({ to: paths.adminDashboard, label: 'nav.adminPanel' });
  return items;
}

/** Every link, in the order the small-screen drawer lists them. */
export function navItemsFor(audience: NavAudience): NavItem[] {
  return [...publicNavItems(), ...accountNavItems(audience)];
}

/** "Hola, Ana" (the spec's greeting is Spanish, in the English header); without a first name, 'Hola, usuario'. */
export function useGreeting(user: Pick<AuthUser, 'firstName'>): string {
  const t = useGreetingT();
  const name = user.firstName?.trim();
  return name ? t('greeting', { name }) : t('greetingNoName');
}

export const SIGN_UP_URL = '/api/login?mode=signup';
export const LOGIN_URL = '/api/login';
