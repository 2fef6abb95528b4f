import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_API_PORT, DEFAULT_EMBEDDED_PG_PORT } from '@ladrive/api';
import {
  DEFAULT_EMBEDDED_MAIL_WEB_PORT,
  DEFAULT_EMBEDDED_S3_PORT,
  DEFAULT_EMBEDDED_SMTP_PORT,
} from '@ladrive/api/server';
import { exposesOf, remotePort } from '@ladrive/platform/remote';
import { unexposedModules } from '@ladrive/platform/remotes-manifest';
import { describe, expect, it } from 'vitest';
import { localApiEnv, localRemotesManifest, type Ports, portsFrom, remoteApps, repoRoot } from './topology.ts';

const exposedByDeclaration = Object.fromEntries(
  remoteApps.map(({ declaration }) => [declaration.name, Object.keys(exposesOf(declaration))]),
);

describe('the remotes declared in mfe-*/remote.ts', () => {
  it('are all found, each with pages', () => {
    const dirs = remoteApps.map((app) => app.dir);
    expect(dirs).toEqual(expect.arrayContaining(['mfe-booking', 'mfe-search', 'mfe-static']));
    for (const { declaration } of remoteApps) expect(declaration.pages.length).toBeGreaterThan(0);
  });

  it('expose files that exist', () => {
    for (const { dir, declaration } of remoteApps) {
      for (const file of Object.values(exposesOf(declaration)))
        expect(existsSync(join(repoRoot, dir, file))).toBe(true);
    }
  });

  it('never share a name, a port or a path', () => {
    const names = remoteApps.map((app) => app.declaration.name);
    const ports = remoteApps.map((app) => remotePort(app.declaration, 3000));
    const paths = localRemotesManifest(3000).remotes.flatMap((remote) => remote.routes.map((route) => route.path));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(ports).size).toBe(ports.length);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the local remotes.json', () => {
  it('routes every path to a module its remote exposes, on the remote’s shifted port', () => {
    const manifest = localRemotesManifest(3100);
    expect(unexposedModules(manifest, exposedByDeclaration)).toEqual([]);
    const search = manifest.remotes.find((remote) => remote.name === 'mfe_search');
    expect(search?.entry).toBe('http://localhost:3101/mf-manifest.json');
    expect(search?.routes).toContainEqual({
      path: '/cars/:id',
      module: './CarDetailsPage',
      requiresAuth: false,
      lang: 'es',
      data: ['/api/cars/:id', '/api/cars/:id/availability', '/api/cars/:id/reviews', '/api/cars/:id/reviews/summary'],
      image: {
        srcset:
          '/api/cars/:id/cover?w=320 320w, /api/cars/:id/cover?w=480 480w, /api/cars/:id/cover?w=800 800w, /api/cars/:id/cover 1200w',
        sizes: '(min-width: 1200px) 776px, (min-width: 1024px) calc(100vw - 424px), 100vw',
      },
    });
    expect(search?.widgets).toEqual([{ slot: 'home.featuredCars', module: './FeaturedCars' }]);
  });

  it('fails the check when it names a module a remote does not expose', () => {
    const manifest = localRemotesManifest(3000);
    const broken = {
      remotes: manifest.remotes.map((remote) =>
        remote.name === 'mfe_static'
          ? {
              ...remote,
              routes: [
                ...remote.routes,
                { path: '/careers', module: './Careers', requiresAuth: false, lang: 'en' as const },
              ],
            }
          : remote,
      ),
    };
    expect(unexposedModules(broken, exposedByDeclaration)).toEqual([
      'mfe_static routes /careers to ./Careers, which mfe_static does not expose',
    ]);
    const { mfe_search: _dropped, ...withoutSearch } = exposedByDeclaration;
    expect(unexposedModules(manifest, withoutSearch)).toContain(
      'mfe_search fills slot home.featuredCars with ./FeaturedCars, which mfe_search does not expose',
    );
  });
});

describe('the port block', () => {
  it('puts every engine on its embedded default at 3000, and shifts them all with the block', () => {
    expect(portsFrom(3000)).toEqual({
      site: 3000,
      cdn: 3006,
      api: DEFAULT_API_PORT,
      postgres: DEFAULT_EMBEDDED_PG_PORT,
      objectStore: DEFAULT_EMBEDDED_S3_PORT,
      mailSmtp: DEFAULT_EMBEDDED_SMTP_PORT,
      mailInbox: DEFAULT_EMBEDDED_MAIL_WEB_PORT,
    });
    const shifted = portsFrom(3100);
    for (const [name, port] of Object.entries(portsFrom(3000))) {
      expect(shifted[name as keyof Ports], name).toBe(port + 100);
    }
    expect(localApiEnv(3100, '/tmp/data')).toMatchObject({
      EMBEDDED_SMTP_PORT: '1125',
      EMBEDDED_MAIL_WEB_PORT: '1180',
    });
  });
});
