/**
 * `pnpm start`: the whole site from the production builds on embedded defaults, as production runs it.
 * The API (with its embedded PostgreSQL, s3rver and MailDev, whose inbox shows every email sent) runs as a
 * child process; the builds are released to a bucket of the object store (the release origin), which a CDN
 * server serves on its own origin; the site origin serves the released shell, `/remotes.json` and `/api`.
 * `pnpm release <app>` and `pnpm rollback <app>` then change one app in this running environment.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { run, stopAll, waitForOk } from './processes.ts';
import { releasableApps, releaseWorkingTree, targetOrigin } from './release/local.ts';
import { serveCdn, serveSite } from './static-servers.ts';
import { localApiEnv, localStoreOrigin, mailInboxUrl, portsFrom, repoRoot as root } from './topology.ts';

const startedAt = performance.now();
const sitePort = Number(process.env.SITE_PORT ?? 3000);
const ports = portsFrom(sitePort);
const siteOrigin = `http://localhost:${sitePort}`;
const dataDir = process.env.DATA_DIR ?? `${root}.data`;

for (const dir of releasableApps()) {
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

run(process.execPath, ['--import', './src/tracing.ts', 'src/server.ts'], {
  cwd: `${root}services/api`,
  name: 'API',
  env: localApiEnv(sitePort, dataDir),
});

try {
  await waitForOk(`http://127.0.0.1:${ports.api}/api/health`);
} catch (error) {
  console.error((error as Error).message);
  await stopAll(1, [closeServers]);
}

// The working tree's builds are released to the local environment like any release (shell first: the
// remotes are verified against it); an unchanged build is already in use and costs nothing.
const origin = targetOrigin({ SITE_PORT: String(sitePort) });
servers.push(await serveCdn(origin, ports.cdn, siteOrigin));
try {
  for (const outcome of await releaseWorkingTree(origin, 'pnpm start')) {
    if (outcome.switched) console.log(`  released ${outcome.app} ${outcome.version}`);
  }
} catch (error) {
  console.error(`Could not release the working tree's builds: ${(error as Error).message}`);
  await stopAll(1, [closeServers]);
}
servers.push(
  await serveSite({
    origin,
    port: sitePort,
    apiTarget: `http://127.0.0.1:${ports.api}`,
    storeOrigins: [localStoreOrigin(ports)],
  }),
);

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
console.log(`
  LA Drive is ready at ${siteOrigin}  (started in ${seconds}s; data in ${dataDir})

  Demo accounts (password: demo-password)
    renter@example.com   a traveller with trips
    host@example.com     a host with listed cars
    admin@example.com    an administrator

  Emails the site sends: ${mailInboxUrl(ports)}  (MailDev's inbox; nothing leaves this machine)

  Press Ctrl-C to stop; your data stays for the next start.
`);
