/**
 * The composed site the browser benches load (web.ts, long-tasks.ts): the API (embedded PostgreSQL and s3rver, data
 * in .data/bench-web-<port>), the working tree's builds released to the embedded bucket (`pnpm build` first) and
 * served through the CDN and the site origin as `pnpm start` does, optionally the plain one-bundle page on an origin
 * of its own (plain-page.ts, so compression, caching and the /api proxy are the same for both), and the pages the
 * benches load.
 *
 * Ports: one block from `base`: site +0, plain page +1, CDNs +6/+7, API +10, PostgreSQL +11, object store +12 —
 * inside 4400–4999, away from `pnpm start` (3000…) and e2e (3100…).
 */
import type { Server } from 'node:http';
import { hrefs, paths } from '@ladrive/contracts/pages';
import { localOrigin, ReleaseOrigin, release } from '@ladrive/releases';
import { run, stopAll, waitForOk } from '../src/processes.ts';
import { releaseWorkingTree } from '../src/release/local.ts';
import { serveCdn, serveSite } from '../src/static-servers.ts';
import { localApiEnv, localStoreOrigin, type Ports, repoRoot } from '../src/topology.ts';
import { buildPlainPage } from './plain-page.ts';
import { SIGNED_IN_ROUTES, sessionCookie } from './signed-in.ts';

export class BenchSite {
  readonly ports: Ports & { plain: number; plainCdn: number };
  readonly siteOrigin: string;
  readonly plainOrigin: string;
  readonly apiTarget: string;
  private readonly servers: Server[] = [];
  private readonly base: number;
  private readonly name: string;

  constructor(base: number, name: string) {
    this.base = base;
    this.name = name;
    this.ports = {
      site: base,
      plain: base + 1,
      cdn: base + 6,
      plainCdn: base + 7,
      api: base + 10,
      postgres: base + 11,
      objectStore: base + 12,
      mailSmtp: base + 13,
      mailInbox: base + 14,
    };
    this.siteOrigin = `http://localhost:${this.ports.site}`;
    this.plainOrigin = `http://localhost:${this.ports.plain}`;
    this.apiTarget = `http://127.0.0.1:${this.ports.api}`;
    process.on('SIGINT', () => void this.stop(130));
    process.on('SIGTERM', () => void this.stop(143));
  }

  /** Starts the API and serves the released builds; with `plainPage`, the plain page too. */
  async start({ plainPage }: { plainPage: boolean }) {
    const { ports, siteOrigin, plainOrigin, apiTarget } = this;
    run(process.execPath, ['src/server.ts'], {
      cwd: `${repoRoot}services/api`,
      name: 'API',
      env: { ...localApiEnv(ports.site, `${repoRoot}.data/bench-web-${this.base}`, ports), LOG_LEVEL: 'warn' },
    });
    await waitForOk(`${apiTarget}/api/health`, 180_000);
    const origin = new ReleaseOrigin(localOrigin(ports.objectStore, ports.cdn));
    this.servers.push(await serveCdn(origin, ports.cdn, siteOrigin));
    await releaseWorkingTree(origin, `pnpm ${this.name}`);
    this.servers.push(
      await serveSite({ origin, port: ports.site, apiTarget, storeOrigins: [localStoreOrigin(ports)] }),
    );
    if (!plainPage) return;
    const plain = new ReleaseOrigin({
      ...localOrigin(ports.objectStore, ports.plainCdn),
      bucket: 'bench-plain-page',
    });
    this.servers.push(await serveCdn(plain, ports.plainCdn, plainOrigin));
    await release(plain, await buildPlainPage());
    this.servers.push(
      await serveSite({ origin: plain, port: ports.plain, apiTarget, storeOrigins: [localStoreOrigin(ports)] }),
    );
  }

  /** The pages the benches load: the public routes, then the signed-in ones with their account's session. */
  async routes(): Promise<BenchRoute[]> {
    const cars = (await (await fetch(`${this.apiTarget}/api/cars?pageSize=1`)).json()) as { id: string }[];
    if (!cars[0]) throw new Error('the API lists no car (is the demo data seeded?)');
    const visitors = [paths.home, hrefs.search({ location: 'Los Angeles' }), hrefs.car(cars[0].id), paths.helpCenter];
    const cookies = new Map<string, string>();
    for (const { email } of SIGNED_IN_ROUTES)
      if (!cookies.has(email)) cookies.set(email, await sessionCookie(this.apiTarget, email));
    return [
      ...visitors.map((path) => ({ path })),
      ...SIGNED_IN_ROUTES.map(({ path, email }) => ({ path, as: email, cookie: cookies.get(email) })),
    ];
  }

  /** Closes the servers and stops the API; exits with `exitCode`. */
  stop(exitCode: number) {
    const closeServers = async () => {
      await Promise.all(this.servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    };
    return stopAll(exitCode, [closeServers]);
  }

  /** Says why the bench could not run, then stops. */
  async fail(error: unknown) {
    console.error(`${this.name} could not run: ${(error as Error).message}`);
    await this.stop(1);
  }
}

/** A page a bench loads, as a visitor or (with `as` and its session's `cookie`) as a signed-in demo account. */
export interface BenchRoute {
  path: string;
  as?: string;
  cookie?: string;
}
