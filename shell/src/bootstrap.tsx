import { parseRemotesManifest, type RemotesManifest } from '@ladrive/shared-ui';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { listenForInstallPrompt } from './features/install-prompt';

/** The validated remotes.json, or null: a missing or broken manifest must never blank the site. */
async function loadRemotesManifest(): Promise<RemotesManifest | null> {
  try {
    const response = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const manifest = parseRemotesManifest(await response.json());
    registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));
    return manifest;
  } catch (error) {
    console.error('Remote pages are unavailable: /remotes.json could not be loaded', error);
    return null;
  }
}

async function main() {
  listenForInstallPrompt();
  const manifest = await loadRemotesManifest();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(<App manifest={manifest} />);
}

void main();
