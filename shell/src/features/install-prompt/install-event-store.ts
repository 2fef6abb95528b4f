import { create } from 'zustand';

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  /** Set when the browser offers installation; lets the page show a real Install button. */
  promptEvent: BeforeInstallPromptEvent | null;
  installed: boolean;
}

export const useInstallStore = create<InstallState>(() => ({ promptEvent: null, installed: false }));

/**
 * Starts listening before React renders: the browser may fire `beforeinstallprompt` while the
 * shell is still loading remotes.json, and it fires only once.
 */
export function listenForInstallPrompt(target: Window = window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away; the banner offers the same action.
    event.preventDefault();
    useInstallStore.setState({ promptEvent: event as BeforeInstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => useInstallStore.setState({ promptEvent: null, installed: true }));
}
