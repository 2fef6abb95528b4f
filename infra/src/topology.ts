/**
 * The local composition. Every remote is found by its declaration (`mfe-<x>/remote.ts`): adding a remote
 * means writing that file and its pages, nothing here. `remotes.json` for the local site is generated from
 * the declarations; other environments keep their own `remotes.json`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type RemoteDeclaration, remoteDescription, remoteDescriptor, remotePort } from '@ladrive/platform/remote';
import type { RemotesManifest } from '@ladrive/platform/remotes-manifest';
import { localOrigin, originEnv } from '@ladrive/releases';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface RemoteApp {
  /** Workspace folder of the remote, e.g. `mfe-search`. */
  dir: string;
  declaration: RemoteDeclaration;
}

async function discoverRemotes(root: string): Promise<RemoteApp[]> {
  const dirs = readdirSync(root)
    .filter((dir) => dir.startsWith('mfe-') && existsSync(join(root, dir, 'remote.ts')))
    .sort();
  return Promise.all(
    dirs.map(async (dir) => {
      const module = (await import(pathToFileURL(join(root, dir, 'remote.ts')).href)) as {
        default: RemoteDeclaration;
      };
      return { dir, declaration: module.default };
    }),
  );
}

export const remoteApps: RemoteApp[] = await discoverRemotes(repoRoot);

export interface Ports {
  site: number;
  /** The CDN serving released apps from the object store (see static-servers.ts). */
  cdn: number;
  api: number;
  postgres: number;
  objectStore: number;
  /** MailDev's SMTP server, where the API sends email. */
  mailSmtp: number;
  /** MailDev's web inbox (and its REST API, `/api/email`), where the sent emails are read. */
  mailInbox: number;
}

/**
 * Default ports: site 3000, the CDN of released apps 3006, API 4000 (remotes' dev servers as declared,
 * 3001–3005), PostgreSQL 54329, s3rver 4569, MailDev 1025 (SMTP) and 1080 (inbox): the engines' defaults in
 * services/api/src/server.ts. Tests shift the whole block.
 */
export function portsFrom(sitePort: number): Ports {
  return {
    site: sitePort,
    cdn: sitePort + 6,
    api: sitePort + 1000,
    postgres: sitePort + 51329,
    objectStore: sitePort + 1569,
    mailSmtp: sitePort - 1975,
    mailInbox: sitePort - 1920,
  };
}

/**
 * Where browsers reach the local site's embedded object store (the API signs for the name it uses itself): car
 * photos the API redirects to, listing photos uploaded to it. The site's CSP allows it.
 */
export const localStoreOrigin = (ports: Ports) => `http://127.0.0.1:${ports.objectStore}`;

/** Where a person reads the emails the local site sent (MailDev's web inbox). */
export const mailInboxUrl = (ports: Ports) => `http://localhost:${ports.mailInbox}`;

export function appPort(sitePort: number, app: RemoteApp): number {
  return remotePort(app.declaration, sitePort);
}

export function localRemotesManifest(sitePort: number, host = 'localhost'): RemotesManifest {
  return {
    remotes: remoteApps.map((app) =>
      remoteDescriptor(
        remoteDescription(app.declaration),
        `http://${host}:${appPort(sitePort, app)}/mf-manifest.json`,
        'local',
      ),
    ),
  };
}

/** Environment of the API process in the local composition (embedded PostgreSQL, s3rver and MailDev). */
export function localApiEnv(sitePort: number, dataDir: string, ports = portsFrom(sitePort)): Record<string, string> {
  return {
    API_PORT: String(ports.api),
    EMBEDDED_PG_PORT: String(ports.postgres),
    EMBEDDED_S3_PORT: String(ports.objectStore),
    EMBEDDED_SMTP_PORT: String(ports.mailSmtp),
    EMBEDDED_MAIL_WEB_PORT: String(ports.mailInbox),
    SITE_ORIGIN: `http://localhost:${sitePort}`,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: process.env.SEED_DEMO_DATA ?? 'true',
    // the release origin this site releases to (its embedded object store): the admin's view and the canary job
    ...originEnv(localOrigin(ports.objectStore, ports.cdn)),
  };
}
