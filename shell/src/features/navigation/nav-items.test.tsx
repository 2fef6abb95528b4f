import { PageLanguage } from '@ladrive/i18n';
import { chooseLanguageForTest } from '@ladrive/i18n/testing';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { translate } from '../../i18n';
import { navItemsFor, useGreeting } from './nav-items';

// the header is English as the spec writes it
const english = translate('en');

describe('navItemsFor', () => {
  const labels = (audience: Parameters<typeof navItemsFor>[0]) =>
    navItemsFor(audience).map((item) => english(item.label));

  it('depends on the role', () => {
    expect(labels({ isAuthenticated: false, isAdmin: false })).toEqual([
      'Home',
      'Find Cars',
      'How It Works',
      'Become a Host',
    ]);
    expect(labels({ isAuthenticated: true, isAdmin: false })).toContain('My Bookings');
    expect(labels({ isAuthenticated: true, isAdmin: false })).not.toContain('Admin Panel');
    expect(labels({ isAuthenticated: true, isAdmin: true }).at(-1)).toBe('Admin Panel');
  });
});

describe('the greeting', () => {
  afterEach(() => chooseLanguageForTest(null));
  // the greeting is a Spanish part of the header
  const inSpanish = ({ children }: { children: ReactNode }) => <PageLanguage lang="es">{children}</PageLanguage>;
  const greet = (firstName: string) =>
    renderHook(() => useGreeting({ firstName }), { wrapper: inSpanish }).result.current;

  it("uses the first name, or 'usuario' when it is empty, in the spec's Spanish", () => {
    expect(greet('Luis')).toBe('Hola, Luis');
    expect(greet('  ')).toBe('Hola, usuario');
  });

  it('speaks the language the visitor chose', () => {
    chooseLanguageForTest('en');
    expect(greet('Luis')).toBe('Hi, Luis');
    expect(greet('')).toBe('Hi there');
  });
});

describe('the Messages link', () => {
  it('follows My Bookings for signed-in users, with the unread count when there is one', () => {
    const items = navItemsFor({ isAuthenticated: true, isAdmin: false, unread: 3 });
    const labels = items.map((item) => english(item.label));
    expect(labels.indexOf('Messages')).toBe(labels.indexOf('My Bookings') + 1);
    expect(items.find((item) => item.label === 'nav.messages')).toMatchObject({ to: '/messages', unread: 3 });
  });

  it('says the count in words to screen readers', () => {
    expect(english('nav.unreadMessages', { count: 1 })).toBe('(1 unread message)');
    expect(translate('es')('nav.unreadMessages', { count: 12 })).toBe('(12 mensajes sin leer)');
  });
});
