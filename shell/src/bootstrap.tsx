import { parseRemotesManifest } from '@ladrive/shared-ui';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

async function main() {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  const manifest = parseRemotesManifest(await response.json());
  registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  createRoot(root).render(<App manifest={manifest} />);
}

void main();
