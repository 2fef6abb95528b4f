import type { AuthUser } from '@ladrive/contracts';

export interface NavItem {
  to: string;
  label: string;
  /** Extra words for the link (tooltip/accessible description, visible in the drawer). */
  description?: string;
  /** Match the path exactly (Home would otherwise be active everywhere). */
  end?: boolean;
  /** A link to a section of a page: never marked as the current page. */
  section?: boolean;
}

export interface NavAudience {
  isAuthenticated: boolean;
  isAdmin: boolean;
}

/** Spec section 2 "Navigation": everyone's links, plus signed-in and admin extras. */
export function navItemsFor({ isAuthenticated, isAdmin }: NavAudience): NavItem[] {
  const items: NavItem[] = [
    { to: '/', label: 'Home', end: true },
    { to: '/search', label: 'Find Cars', description: 'Browse Cars' },
    { to: '/#how-it-works', label: 'How It Works', section: true },
    { to: '/host-dashboard', label: 'Become a Host' },
  ];
  if (isAuthenticated) {
    items.push({ to: '/dashboard', label: 'My Bookings' }, { to: '/host-dashboard', label: 'Host Dashboard' });
    if (isAdmin) items.push({ to: '/admin-dashboard', label: 'Admin Panel' });
  }
  return items;
}

/** "Hola, Ana"; users without a first name are greeted as 'usuario'. */
export function greetingFor(user: Pick<AuthUser, 'firstName'>): string {
  return `Hola, ${user.firstName?.trim() || 'usuario'}`;
}

export const SIGN_UP_URL = '/api/login?mode=signup';
export const LOGIN_URL = '/api/login';
