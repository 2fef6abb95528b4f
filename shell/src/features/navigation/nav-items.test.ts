import { greetingFor, navItemsFor, unreadMessagesLabel } from './nav-items';

describe('navItemsFor', () => {
  const labels = (audience: Parameters<typeof navItemsFor>[0]) => navItemsFor(audience).map((item) => item.label);

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

describe('greetingFor', () => {
  it("uses the first name, or 'usuario' when it is empty", () => {
    expect(greetingFor({ firstName: 'Luis' })).toBe('Hola, Luis');
    expect(greetingFor({ firstName: '  ' })).toBe('Hola, usuario');
  });
});

describe('the Messages link', () => {
  it('follows My Bookings for signed-in users, with the unread count when there is one', () => {
    const items = navItemsFor({ isAuthenticated: true, isAdmin: false, unread: 3 });
    const labels = items.map((item) => item.label);
    expect(labels.indexOf('Messages')).toBe(labels.indexOf('My Bookings') + 1);
    expect(items.find((item) => item.label === 'Messages')).toMatchObject({ to: '/messages', unread: 3 });
  });

  it('says the count in words to screen readers', () => {
    expect(unreadMessagesLabel(1)).toBe('(1 unread message)');
    expect(unreadMessagesLabel(12)).toBe('(12 unread messages)');
  });
});
