/** Test fixtures: a real object store (s3rver) as the release origin, a CDN in front of it, fake builds. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort, startEmbeddedObjectStore } from '@ladrive/api/embedded';
import { framePageName } from '@ladrive/contracts/page-routes';
import { type Artifact, ReleaseOrigin, readArtifact, type SharedEntry } from '@ladrive/releases';
import { serveCdn } from '../static-servers.ts';

export const SITE_ORIGIN = 'http://localhost:3000';

const singleton = (name: string, version: string, requiredVersion: string): SharedEntry => ({
  name,
  version,
  singleton: true,
  requiredVersion,
});

export const SHELL_SHARED: SharedEntry[] = [
  singleton('react', '19.3.1', '^19.0.0'),
  singleton('react-dom', '19.3.1', '^19.0.0'),
  singleton('@ladrive/shared-state', '1.0.0', '^1.0.0'),
];

export interface FakeBuild {
  /** Module names the build exposes. */
  exposes?: string[];
  /** Routes its remote.json declares: [path, module]. */
  routes?: [string, string][];
  shared?: SharedEntry[];
  /** Changes the bytes (and so the version). */
  text?: string;
  /** The Module Federation version the manifest says it was built with. */
  federation?: string;
}

/** The Module Federation version fake builds are made with unless a test says otherwise. */
export const FEDERATION_VERSION = '2.9.2';

/** The help center's largest image in the fake remote's declaration, for the site's image hint. */
export const HELP_IMAGE = { srcset: '/api/articles/cover?w=320 320w, /api/articles/cover 1200w', sizes: '100vw' };

function write(dir: string, path: string, content: string) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
}

/** A script big enough to be worth compressing (several kB of repetitive code, as bundles are). */
export const SHELL_SCRIPT = (text: string) =>
  Array.from({ length: 200 }, (_, i) => `console.log(${JSON.stringify(`${text} line ${i}`)});`).join('\n');

/** The fake shell's entry script, which its pages load (deferred, in `<head>`, as the shell's build writes it). */
export const SHELL_ENTRY = 'static/js/index.1a2b3c.js';

/**
 * The frame pages fake shell builds carry: a visitor who chose Spanish, on any page but `/` with a session, and on `/`
 * signed out.
 */
export const FRAME_PAGE = framePageName('es', 'page');
export const LANDING_FRAME_PAGE = framePageName('es', 'landing');

/** A shell build: a page (and with `withFrame`, one frame page), a hashed script and its federation manifest. */
export function fakeShellDist(text = 'shell', { withFrame = false } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'shell-dist-'));
  write(
    dir,
    'index.html',
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>LA Drive</title><script defer src="/${SHELL_ENTRY}"></script></head><body><div id="root"></div><!-- ${text} --></body></html>`,
  );
  // two of the frame pages a shell build writes (shell/src/frame): the others fall back to index.html
  const framePage = (root: string) =>
    `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>LA Drive</title><script defer src="/${SHELL_ENTRY}"></script></head><body>${root}<!-- ${text} --></body></html>`;
  if (withFrame) {
    write(dir, FRAME_PAGE, framePage('<div id="root"><header>Buscar autos</header></div>'));
    write(dir, LANDING_FRAME_PAGE, framePage('<div id="root" data-signed-out><h1>Renta autos</h1></div>'));
  }
  write(dir, 'favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(dir, SHELL_ENTRY, SHELL_SCRIPT(text));
  write(
    dir,
    'mf-manifest.json',
    JSON.stringify({
      name: 'shell',
      exposes: [],
      shared: SHELL_SHARED,
      metaData: { pluginVersion: FEDERATION_VERSION },
    }),
  );
  return dir;
}

/** A remote build named mfe_static: what it exposes, what its remote.json routes, what it shares. */
export function fakeRemoteDist({
  exposes,
  routes,
  shared,
  text = 'v1',
  federation = FEDERATION_VERSION,
}: FakeBuild = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'remote-dist-'));
  const declared = routes ?? [
    ['/help-center', './HelpCenter'],
    ['/contact', './Contact'],
  ];
  const exposed = exposes ?? [...new Set(declared.map(([, module]) => module))];
  write(dir, 'static/js/page.9f8e7d.js', `console.log(${JSON.stringify(text)})`);
  write(dir, 'static/js/mfe_static.5a4b3c.js', 'var mfe_static = {}');
  write(
    dir,
    'remote.json',
    JSON.stringify({
      name: 'mfe_static',
      routes: declared.map(([path, module]) => ({
        path,
        module,
        requiresAuth: false,
        // the reads the help center opens with (search and page from its URL) and its largest image, for the
        // site's hints
        ...(module === './HelpCenter'
          ? { data: ['/api/articles?q&page', '/api/articles/summary'], image: HELP_IMAGE }
          : {}),
      })),
      widgets: [],
    }),
  );
  write(
    dir,
    'mf-manifest.json',
    JSON.stringify({
      name: 'mfe_static',
      exposes: exposed.map((path) => ({ path, assets: { js: { sync: ['static/js/page.9f8e7d.js'] } } })),
      shared: shared ?? SHELL_SHARED.map((entry) => ({ ...entry })),
      metaData: {
        pluginVersion: federation,
        remoteEntry: { path: '', name: 'static/js/mfe_static.5a4b3c.js' },
      },
    }),
  );
  return dir;
}

export const shellArtifact = (dir: string) => readArtifact('shell', dir, '1.0.0');
export const remoteArtifact = (dir: string): Promise<Artifact> => readArtifact('mfe-static', dir, '1.0.0');

export interface TestOrigin {
  origin: ReleaseOrigin;
  cdnUrl: string;
  close(): Promise<void>;
}

/** An empty bucket in a fresh s3rver, and the CDN serving it. */
export async function startTestOrigin(): Promise<TestOrigin> {
  const store = await startEmbeddedObjectStore({ dataDir: mkdtempSync(join(tmpdir(), 'origin-')), port: 0 });
  const cdnPort = await freePort();
  const cdnUrl = `http://localhost:${cdnPort}`;
  const origin = new ReleaseOrigin({
    endPoint: store.client.endPoint,
    port: store.client.port ?? 80,
    useSSL: false,
    accessKey: store.client.accessKey,
    secretKey: store.client.secretKey,
    region: 'us-east-1',
    bucket: 'site-releases',
    publicUrl: cdnUrl,
  });
  await origin.ensureBucket();
  const cdn: Server = await serveCdn(origin, cdnPort, SITE_ORIGIN);
  return {
    origin,
    cdnUrl,
    close: async () => {
      await new Promise((resolve) => cdn.close(resolve));
      await store.stop();
    },
  };
}
