import { createQueryClient, type RemotesManifest } from '@ladrive/platform';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import {
  fetchRemotesManifest,
  inlineRemotesManifest,
  REMOTES_LOADING,
  registerManifestRemotes,
} from './features/remotes';
import { startRum } from './features/rum';
import { SIGNED_OUT_MARK, startSignedOut } from './frame/signed-out';
import { nextTask } from './next-task';
import { warmIntl } from './warm-intl';

/**
 * Starts the shell once the visitor's texts (`visitorTexts`, from visitor-texts.ts) are in: the first render, a step
 * a task (main.ts says why). Called by the entry.
 */
export async function start(visitorTexts: Promise<unknown>) {
  await visitorTexts;
  const element = document.getElementById('root');
  if (!element) throw new Error('#root missing');
  // React listens to every event at the root here
  const root = createRoot(element);
  const queryClient = createQueryClient();
  if (element.hasAttribute(SIGNED_OUT_MARK)) startSignedOut(queryClient);
  await nextTask();
  const show = (manifest: RemotesManifest | null) => {
    if (manifest) registerManifestRemotes(manifest);
    // browser reports tag each remote's version from this manifest (features/rum: downloaded after the load event)
    startRum(manifest);
    // In a transition React renders the site in slices and lets the browser answer input between them, not
    // in one long task (A/B, /search on a throttled phone: blocking time 237 → 148 ms, median of 3).
    startTransition(() => root.render(<App key="remotes-known" manifest={manifest} queryClient={queryClient} />));
    void warmIntl();
  };

  // the inlined copy is checked against the manifest's schema before use
  const inline = inlineRemotesManifest();
  if (inline) {
    await nextTask();
    return show(inline);
  }
  // Without the inlined copy, the frame (header, page skeleton, footer) is drawn while /remotes.json loads.
  root.render(<App manifest={REMOTES_LOADING} queryClient={queryClient} />);
  void fetchRemotesManifest().then(show);
}
