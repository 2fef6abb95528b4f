/**
 * `pnpm dev`: every app with hot reload. The API restarts on change (node --watch); the shell and
 * each remote run their own Rsbuild dev server on their own port, so each remote also works
 * standalone. The shell's dev server serves the local remotes.json and proxies /api.
 */
import { run, stopAll, waitForOk } from './processes.ts';
import {
  appPort,
  localApiEnv,
  localRemotesManifest,
  mailInboxUrl,
  portsFrom,
  remoteApps,
  repoRoot as root,
} from './topology.ts';

const sitePort = Number(process.env.SITE_PORT ?? 3000);
const ports = portsFrom(sitePort);
const siteOrigin = `http://localhost:${sitePort}`;
const dataDir = process.env.DATA_DIR ?? `${root}.data`;

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

run(process.execPath, ['--import', './src/tracing.ts', '--watch', 'src/server.ts'], {
  cwd: `${root}services/api`,
  name: 'API',
  env: localApiEnv(sitePort, dataDir),
});

// Node runs Rsbuild's entry directly: the .bin shims are shell scripts that would not pass Ctrl-C on.
const rsbuildDev = (dir: string) => [`${root}${dir}/node_modules/@rsbuild/core/bin/rsbuild.js`, 'dev'];
for (const app of remoteApps) {
  run(process.execPath, rsbuildDev(app.dir), {
    cwd: `${root}${app.dir}`,
    name: app.dir,
    env: { PORT: String(appPort(sitePort, app)), API_URL: `http://127.0.0.1:${ports.api}` },
  });
}
run(process.execPath, rsbuildDev('shell'), {
  cwd: `${root}shell`,
  name: 'shell',
  env: {
    SITE_PORT: String(sitePort),
    API_URL: `http://127.0.0.1:${ports.api}`,
    DEV_REMOTES_JSON: JSON.stringify(localRemotesManifest(sitePort)),
  },
});

await waitForOk(`http://127.0.0.1:${ports.api}/api/health`, 120_000);
console.log(`\n  LA Drive (dev, hot reload) at ${siteOrigin}\n  Emails the site sends: ${mailInboxUrl(ports)}\n`);
