import { fileURLToPath } from 'node:url';
import { serveRemote, serveSite } from './static-servers.ts';
import { localRemotesManifest, portsFrom, remoteApps, remotePort } from './topology.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const sitePort = Number(process.env.SITE_PORT ?? 3000);
const ports = portsFrom(sitePort);
const siteOrigin = `http://localhost:${sitePort}`;

for (const app of remoteApps) await serveRemote(`${root}${app.dir}/dist`, remotePort(sitePort, app), siteOrigin);
await serveSite({
  distDir: `${root}shell/dist`,
  port: sitePort,
  apiTarget: `http://127.0.0.1:${ports.api}`,
  remotesJson: () => localRemotesManifest(sitePort),
});
console.log(`site ready at ${siteOrigin}`);
