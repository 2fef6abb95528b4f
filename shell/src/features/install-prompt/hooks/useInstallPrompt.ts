import { useState } from 'react';
import { type DeviceKind, detectDevice } from '../detect-device';
import { useInstallStore } from '../install-event-store';

export const INSTALL_DISMISSED_KEY = 'ladrive:install-prompt-dismissed';

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: just offer it again
  }
}

function isRunningInstalled(): boolean {
  // the frame rendered at build time (src/frame) offers nothing: there, no browser runs it
  if (typeof window === 'undefined') return true;
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  // iOS Safari reports a home-screen launch only through this non-standard flag.
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export interface InstallPrompt {
  visible: boolean;
  device: DeviceKind;
  /** True when the browser can install right away (Chromium's `beforeinstallprompt`). */
  canInstallDirectly: boolean;
  install: () => Promise<void>;
  dismiss: () => void;
}

export function useInstallPrompt(): InstallPrompt {
  const promptEvent = useInstallStore((s) => s.promptEvent);
  const installed = useInstallStore((s) => s.installed);
  const [dismissed, setDismissed] = useState(wasDismissed);
  const [runningInstalled] = useState(isRunningInstalled);
  const [device] = useState(() =>
    detectDevice({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0 }),
  );

  return {
    visible: !dismissed && !installed && !runningInstalled,
    device,
    canInstallDirectly: promptEvent !== null,
    install: async () => {
      if (!promptEvent) return;
      await promptEvent.prompt();
      const { outcome } = await promptEvent.userChoice;
      // The event can be used only once.
      useInstallStore.setState({ promptEvent: null, installed: outcome === 'accepted' });
    },
    dismiss: () => {
      try {
        localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
      } catch {
        // storage blocked: hidden for this visit only
      }
      setDismissed(true);
    },
  };
}
