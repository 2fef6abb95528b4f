/**
 * `pnpm start`: the whole site from the production builds on embedded defaults.
 * The API (with its embedded PostgreSQL and s3rver) runs as a child process; each remote is
 * served from its own origin and the shell from the site origin, as in production.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { run, stopAll, waitForOk } from './processes.ts';
import { serveRemote, serveSite } from './static-servers.ts';
import { appPort, localApiEnv, localRemotesManifest, portsFrom, remoteApps, repoRoot as root } from './topology.ts';

const startedAt = performance.now();
const sitePort = Number(process.env.SITE_PORT ?? 3000);
const ports = portsFrom(sitePort);
const siteOrigin = `http://localhost:${sitePort}`;
const dataDir = process.env.DATA_DIR ?? `${root}.data`;

for (const dir of ['shell', ...remoteApps.map((app) => app.dir)]) {
  if (!existsSync(`${root}${dir}/dist/index.html`)) {
    console.error(`${dir} is not built: run \`pnpm build\` first (\`pnpm start\` from the repository root does).`);
    process.exit(1);
  }
}

const servers: Server[] = [];
const closeServers = () =>
  Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve())))).then(
    () => undefined,
  );
process.on('SIGINT', () => void stopAll(0, [closeServers]));
process.on('SIGTERM', () => void stopAll(0, [closeServers]));

run(process.execPath, ['src/server.ts'], {
  cwd: `${root}services/api`,
  name: 'API',
  env: localApiEnv(sitePort, dataDir),
});

for (const app of remoteApps) {
  servers.push(await serveRemote(`${root}${app.dir}/dist`, appPort(sitePort, app), siteOrigin));
}
servers.push(
  await serveSite({
    distDir: `${root}shell/dist`,
    port: sitePort,
    apiTarget: `http://127.0.0.1:${ports.api}`,
    remotesJson: () => localRemotesManifest(sitePort),
    // listing photos go from the browser straight to the embedded object store (presigned PUTs)
    uploadOrigins: [`http://127.0.0.1:${ports.objectStore}`],
  }),
);

try {
  await waitForOk(`http://127.0.0.1:${ports.api}/api/health`);
} catch (error) {
  console.error((error as Error).message);
  await stopAll(1, [closeServers]);
}

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
console.log(`
  LA Drive is ready at ${siteOrigin}  (started in ${seconds}s; data in ${dataDir})

  Demo accounts (password: demo-password)
    renter@example.com   a traveller with trips
    host@example.com     a host with listed cars
    admin@example.com    an administrator

  Press Ctrl-C to stop; your data stays for the next start.
`);
