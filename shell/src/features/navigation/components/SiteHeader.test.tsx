import type { AuthUser } from '@ladrive/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderApp } from '../../../test/render-app';

afterEach(() => vi.restoreAllMocks());

/** Opens the small-screen drawer and returns it (jsdom applies no media queries, so the bar stays hidden). */
async function openMenu(user: AuthUser | null) {
  renderApp({ route: '/help-center', user });
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.getByRole('dialog', { name: 'Menu' });
}

const linkNames = (container: HTMLElement) =>
  within(within(container).getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.firstChild?.textContent, link.getAttribute('href')]);

describe('navigation', () => {
  it('gives visitors the public links and Login / Sign In / Sign Up to /api/login', async () => {
    const drawer = await openMenu(null);
    expect(linkNames(drawer)).toEqual([
      ['Home', '/'],
      ['Find Cars', '/search'],
      ['How It Works', '/#how-it-works'],
      ['Become a Host', '/host-dashboard'],
    ]);
    // one entry for the search page, by the spec's name (not 'Find Cars' and 'Browse Cars')
    expect(within(drawer).getByRole('link', { name: 'Find Cars' })).toHaveTextContent(/^Find Cars$/);
    expect(within(drawer).queryByText('Browse Cars')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/api/login');
    expect(within(drawer).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(within(drawer).getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toMatch(/^\/api\/login/);
    expect(within(drawer).queryByRole('link', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('adds My Bookings, Messages and Host Dashboard, a greeting and Sign Out for signed-in users', async () => {
    const drawer = await openMenu(makeUser({ firstName: 'Ana' }));
    expect(linkNames(drawer)).toEqual([
      ['Home', '/'],
      ['Find Cars', '/search'],
      ['How It Works', '/#how-it-works'],
      ['Become a Host', '/host-dashboard'],
      ['My Bookings', '/dashboard'],
      ['Messages', '/messages'],
      ['Host Dashboard', '/host-dashboard'],
    ]);
    expect(within(drawer).getByText('Hola, Ana')).toHaveAttribute('lang', 'es');
    expect(within(drawer).getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
    expect(within(drawer).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it("greets users without a first name as 'usuario'", async () => {
    const drawer = await openMenu(makeUser({ firstName: '' }));
    expect(within(drawer).getByText('Hola, usuario')).toBeInTheDocument();
  });

  it('adds Admin Panel for admins only', async () => {
    const drawer = await openMenu(makeUser({ isAdmin: true }));
    expect(within(drawer).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin-dashboard');
  });

  it('closes the drawer when a link is followed and marks the current page', async () => {
    const drawer = await openMenu(makeUser());
    await userEvent.click(within(drawer).getByRole('link', { name: /My Bookings/ }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const reopened = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(reopened).getByRole('link', { name: /My Bookings/ })).toHaveAttribute('aria-current', 'page');
    expect(within(reopened).getByRole('link', { name: /^Home/ })).not.toHaveAttribute('aria-current');
  });

  it('scrolls to the How It Works section of the home page', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    const drawer = await openMenu(null);
    await userEvent.click(within(drawer).getByRole('link', { name: 'How It Works' }));
    expect(screen.getByRole('heading', { name: 'Rent cars from locals across LA' })).toBeInTheDocument();
    expect(scrolled).toEqual(['how-it-works']);
  });

  it("keeps everyone's links in the wide-screen bar, with Browse Cars describing Find Cars", () => {
    renderApp({ route: '/search', user: makeUser({ isAdmin: true }) });
    // by its label: jsdom ignores the media query that shows this bar on wide screens, so roles see it hidden
    const bar = within(screen.getByRole('banner')).getByLabelText('Main', { selector: 'nav' });
    const link = (text: string) => within(bar).getByText(text).closest('a');
    expect(link('Find Cars')).toHaveAttribute('title', 'Browse Cars');
    expect(link('Find Cars')).toHaveAttribute('aria-current', 'page');
    expect(link('Home')).not.toHaveAttribute('aria-current');
    expect(within(bar).queryByText('My Bookings')).not.toBeInTheDocument();
    // the site's frame is English on every page, the Spanish ones included
    expect(screen.getByRole('banner')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('contentinfo')).toHaveAttribute('lang', 'en');
  });

  it("opens the signed-in user's menu from the greeting: member links and Sign Out", async () => {
    renderApp({ route: '/search', user: makeUser({ firstName: 'Ana', isAdmin: true }) });
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: /Hola, Ana/, hidden: true });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(toggle).getByText('Hola, Ana')).toHaveAttribute('lang', 'es');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['My Bookings', 'Messages', 'Host Dashboard', 'Admin Panel', 'Sign Out']);
    expect(within(menu).getByRole('link', { name: 'Sign Out', hidden: true })).toHaveAttribute('href', '/api/logout');

    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the account menu when one of its links is followed', async () => {
    renderApp({ route: '/search', user: makeUser() });
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: /Hola/, hidden: true });
    await userEvent.click(toggle);
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    await userEvent.click(within(menu).getByRole('link', { name: 'My Bookings', hidden: true }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('heading', { name: /Remote/ })).toBeInTheDocument();
  });

  it('links the six static pages from the footer', () => {
    renderApp({ route: '/' });
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(footer.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/help-center',
      '/safety-guidelines',
      '/contact',
      '/terms-of-service',
      '/privacy-policy',
      '/insurance-policy',
    ]);
    expect(screen.getByText(/© \d{4} LA Drive/)).toBeInTheDocument();
  });
});
