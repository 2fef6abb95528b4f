import { greetingFor, navItemsFor } from './nav-items';

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
