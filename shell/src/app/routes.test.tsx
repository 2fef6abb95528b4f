import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTES_LOADING, type RemoteModuleLoader } from '../features/remotes';
import { echoLoader, makeUser, renderApp } from '../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('routes built from remotes.json', () => {
  it('mounts the exposed module of a remote route', async () => {
    const loadModule = vi.fn(echoLoader);
    renderApp({ route: '/help-center', loadModule });
    expect(await screen.findByRole('heading', { name: 'Remote mfe_static/HelpCenter' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledWith('mfe_static/HelpCenter');
  });

  it("marks <html lang> with each page's language: a Spanish remote page, then the English 404", async () => {
    renderApp({ route: '/help-center' });
    expect(await screen.findByRole('heading', { name: 'Remote mfe_static/HelpCenter' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'es');

    // /contact is not in this test's remotes.json: the shell's own (English) Page Not Found.
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'Contact' }),
    );
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('keeps the sign-in prompt English on a Spanish page that needs an account', () => {
    renderApp({ route: '/dashboard', user: null });
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    const prompt = screen.getByRole('heading', { name: 'Sign in to continue' });
    expect(prompt.closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('matches paths case-insensitively', async () => {
    renderApp({ route: '/HELP-Center' });
    expect(await screen.findByRole('heading', { name: 'Remote mfe_static/HelpCenter' })).toBeInTheDocument();
  });

  it('shows Page Not Found with a way home for unknown paths', async () => {
    renderApp({ route: '/no-such-page' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('asks signed-out visitors to sign in on a requiresAuth route, coming back to the same URL', async () => {
    const loadModule = vi.fn(echoLoader);
    renderApp({ route: '/dashboard?tab=bookings', loadModule, user: null });
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fdashboard%3Ftab%3Dbookings',
    );
    expect(loadModule).not.toHaveBeenCalled();
  });

  it('shows a requiresAuth page to signed-in users', async () => {
    renderApp({ route: '/dashboard', user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Remote mfe_booking/Dashboard' })).toBeInTheDocument();
  });

  it('shows a spinner, not the sign-in prompt, while the session loads', () => {
    renderApp({ route: '/dashboard', user: 'loading' });
    expect(within(screen.getByRole('main')).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in to continue' })).not.toBeInTheDocument();
  });

  it('draws the frame with a page skeleton while remotes.json loads', () => {
    const loadModule = vi.fn(echoLoader);
    renderApp({ route: '/help-center', manifest: REMOTES_LOADING, loadModule });
    expect(screen.getByRole('link', { name: 'LA Drive' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(loadModule).not.toHaveBeenCalled();
  });

  it('keeps the shell working when remotes.json could not be loaded', async () => {
    renderApp({ route: '/help-center', manifest: null });
    expect(
      screen.getByRole('heading', { name: 'This part of the site is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LA Drive' })).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' }));
    expect(await screen.findByRole('heading', { name: 'Rent cars from locals across LA' })).toBeInTheDocument();
  });
});

describe('RemoteBoundary', () => {
  it('shows a retryable fallback when a remote fails, keeping the navigation, and loads again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadModule = vi
      .fn<RemoteModuleLoader>()
      .mockRejectedValueOnce(new Error('RUNTIME-003 Failed to get manifest'))
      .mockImplementation(echoLoader);
    renderApp({ route: '/help-center', loadModule });

    expect(
      await screen.findByRole('heading', { name: 'This part of the site is temporarily unavailable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LA Drive' })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Remote mfe_static/HelpCenter' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(2);
  });

  it('also catches a remote page that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loadModule: RemoteModuleLoader = async () => ({
      default: () => {
        throw new Error('boom');
      },
    });
    renderApp({ route: '/help-center', loadModule });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('focus on a new page', () => {
  it('goes to the new page when the control that led there left with the old one', async () => {
    renderApp({ route: '/no-such-page' });
    await userEvent.click(await screen.findByRole('link', { name: 'Back to Home' }));
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('stays on a link outside the page (the footer) that was used', async () => {
    renderApp({ route: '/no-such-page' });
    const helpCenter = within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', {
      name: 'Help Center',
    });
    await userEvent.click(helpCenter);
    expect(await screen.findByRole('heading', { name: 'Remote mfe_static/HelpCenter' })).toBeInTheDocument();
    expect(document.activeElement).toBe(helpCenter);
  });
});
