import { createQueryClient, type RemotesManifest } from '@ladrive/platform';
import { setLanguageChoice } from '@ladrive/shared-state';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { listenForInstallPrompt } from './features/install-prompt';
import { languageFromCookie } from './features/language';
import {
  fetchRemotesManifest,
  inlineRemotesManifest,
  REMOTES_LOADING,
  registerManifestRemotes,
} from './features/remotes';
import { startRum } from './features/rum';
import { shellCatalogs } from './i18n';

async function main() {
  listenForInstallPrompt();
  // the visitor's choice and the shell's texts in it are there before the first paint: no page shows in another
  // language first (with no choice, the frame speaks the spec's English)
  const choice = languageFromCookie();
  setLanguageChoice(choice);
  await shellCatalogs.load(choice ?? 'en');
  const element = document.getElementById('root');
  if (!element) throw new Error('#root missing');
  const root = createRoot(element);
  const queryClient = createQueryClient();
  const show = (manifest: RemotesManifest | null) => {
    if (manifest) registerManifestRemotes(manifest);
    // browser reports tag each remote's version from this manifest (features/rum: downloaded after the load event)
    startRum(manifest);
    // In a transition React renders the site in slices and lets the browser answer input between them, not
    // in one long task (A/B, /search on a throttled phone: blocking time 237 → 148 ms, median of 3).
    startTransition(() => root.render(<App key="remotes-known" manifest={manifest} queryClient={queryClient} />));
  };

  const inline = inlineRemotesManifest();
  if (inline) return show(inline);
  // Without the inlined copy, the frame (header, page skeleton, footer) is drawn while /remotes.json loads.
  root.render(<App manifest={REMOTES_LOADING} queryClient={queryClient} />);
  void fetchRemotesManifest().then(show);
}

void main();
