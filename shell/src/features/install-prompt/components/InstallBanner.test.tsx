import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { renderApp } from '../../../test/render-app';
import { INSTALL_DISMISSED_KEY } from '../hooks/useInstallPrompt';
import { listenForInstallPrompt, useInstallStore } from '../install-event-store';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

beforeEach(() => {
  localStorage.clear();
  useInstallStore.setState({ promptEvent: null, installed: false });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const banner = () => screen.queryByRole('complementary', { name: 'Install LA Drive' });

describe('install prompt', () => {
  it('offers instructions for the visitor’s device in a dialog', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_UA);
    renderApp();
    await userEvent.click(within(banner()!).getByRole('button', { name: 'How to install' }));
    const dialog = screen.getByRole('dialog', { name: 'Install LA Drive' });
    expect(within(dialog).getByRole('heading', { name: 'On iPhone or iPad' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Add to Home Screen/)).toBeInTheDocument();
    expect(within(dialog).getByText('Other devices')).toBeInTheDocument();
  });

  it('does not take focus on load', () => {
    renderApp();
    expect(banner()).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('stays dismissed once dismissed', async () => {
    const { unmount } = renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss install prompt' }));
    expect(banner()).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
    unmount();
    renderApp();
    expect(banner()).not.toBeInTheDocument();
  });

  it('is not shown when the app already runs installed', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }));
    renderApp();
    expect(banner()).not.toBeInTheDocument();
  });

  it('installs directly when the browser offers beforeinstallprompt', async () => {
    const prompt = vi.fn(async () => {});
    renderApp();
    listenForInstallPrompt(window);
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(within(banner()!).getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalled();
    expect(banner()).not.toBeInTheDocument();
  });
});
