/**
 * Releases against a real object store and the CDN in front of it: publish, verify, switch atomically, keep
 * a history, roll back; every refusal changes nothing the site reads.
 */
import { writeFileSync } from 'node:fs';
import {
  listReleases,
  REMOTES_JSON_KEY,
  ReleaseRefused,
  readRemotesJson,
  release,
  rollback,
  rollbackTarget,
  SHELL_JSON_KEY,
  type SwitchKind,
  type SwitchRecord,
  switchesOf,
} from '@ladrive/releases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeRemoteDist,
  fakeShellDist,
  HELP_IMAGE,
  remoteArtifact,
  SHELL_SHARED,
  SITE_ORIGIN,
  shellArtifact,
  startTestOrigin,
  type TestOrigin,
} from './testing.ts';

let env: TestOrigin;
beforeAll(async () => {
  env = await startTestOrigin();
});
afterAll(() => env?.close());

const remotesJsonText = () => env.origin.getText(REMOTES_JSON_KEY);

describe('releasing', () => {
  it('a remote before any shell is refused: nothing to verify its shared libraries against', async () => {
    await expect(release(env.origin, await remoteArtifact(fakeRemoteDist()))).rejects.toThrow(
      /release the shell first/,
    );
    expect(await remotesJsonText()).toBeUndefined();
  });

  it('the shell, then a remote: uploaded under <app>/<version>/, served by the CDN, switched in remotes.json', async () => {
    const shell = await release(env.origin, await shellArtifact(fakeShellDist()));
    expect(shell).toMatchObject({ app: 'shell', uploaded: true, switched: true, files: 4 });
    expect(await env.origin.getJson(SHELL_JSON_KEY)).toEqual({ version: shell.version });

    const artifact = await remoteArtifact(fakeRemoteDist());
    expect(artifact.version).toMatch(/^1\.0\.0-[0-9a-f]{12}$/);
    // the refused attempt above had published this very build (unreferenced): it is switched to, not re-uploaded
    const outcome = await release(env.origin, artifact, { commit: 'abc1234' });
    expect(outcome).toMatchObject({ uploaded: false, switched: true });

    const { remotes } = await readRemotesJson(env.origin);
    expect(remotes).toEqual([
      {
        name: 'mfe_static',
        entry: `${env.cdnUrl}/mfe-static/${artifact.version}/mf-manifest.json`,
        version: artifact.version,
        // a build whose remote.json names no language (as before pages declared one) is released as English
        routes: [
          {
            path: '/help-center',
            module: './HelpCenter',
            requiresAuth: false,
            lang: 'en',
            data: ['/api/articles?q&page', '/api/articles/summary'],
            image: HELP_IMAGE,
          },
          { path: '/contact', module: './Contact', requiresAuth: false, lang: 'en' },
        ],
        widgets: [],
        // per module, the scripts the site origin preloads for its routes: the entry, then its chunks
        scripts: {
          './HelpCenter': ['static/js/mfe_static.5a4b3c.js', 'static/js/page.9f8e7d.js'],
          './Contact': ['static/js/mfe_static.5a4b3c.js', 'static/js/page.9f8e7d.js'],
        },
      },
    ]);
    const manifest = await fetch(remotes[0]!.entry, { headers: { Origin: SITE_ORIGIN } });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    const asset = await fetch(`${env.cdnUrl}/mfe-static/${artifact.version}/static/js/page.9f8e7d.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(await asset.text()).toBe('console.log("v1")');
  });

  it('the same build again uploads nothing and changes nothing', async () => {
    const before = await remotesJsonText();
    const outcome = await release(env.origin, await remoteArtifact(fakeRemoteDist()));
    expect(outcome).toMatchObject({ uploaded: false, switched: false, bytes: 0 });
    expect(await remotesJsonText()).toBe(before);
  });

  it('a new build switches; the old version stays published, so an open tab keeps loading its chunks', async () => {
    const first = (await readRemotesJson(env.origin)).remotes[0]!;
    const second = await release(env.origin, await remoteArtifact(fakeRemoteDist({ text: 'v2' })));
    expect(second).toMatchObject({ uploaded: true, switched: true, files: 4 });
    expect(second.bytes).toBeGreaterThan(0);
    expect(second.version).not.toBe(first.version);
    expect((await readRemotesJson(env.origin)).remotes[0]!.version).toBe(second.version);
    const old = await fetch(`${env.cdnUrl}/mfe-static/${first.version}/static/js/page.9f8e7d.js`);
    expect(await old.text()).toBe('console.log("v1")');

    const listing = await listReleases(env.origin, 'mfe-static', 'mfe_static');
    expect(listing.releases.map((record) => record.version)).toEqual([first.version, second.version]);
    expect(listing.inUse).toBe(second.version);
    expect(listing.releases[0]!.commit).toBe('abc1234');
  });

  it('rollback switches back to the previous release, and refuses when there is none', async () => {
    const { releases } = await listReleases(env.origin, 'mfe-static', 'mfe_static');
    const back = await rollback(env.origin, 'mfe-static', { federationName: 'mfe_static' });
    expect(back.version).toBe(releases[0]!.version);
    expect((await readRemotesJson(env.origin)).remotes[0]!.version).toBe(releases[0]!.version);
    await expect(rollback(env.origin, 'mfe-static', { federationName: 'mfe_static' })).rejects.toThrow(
      /no release before/,
    );
    // forward again by releasing the newer build: already published, nothing uploaded
    const forward = await release(env.origin, await remoteArtifact(fakeRemoteDist({ text: 'v2' })));
    expect(forward).toMatchObject({ uploaded: false, switched: true, version: releases[1]!.version });
  });

  it('rollback returns to the version in use before, not to one already rolled back', async () => {
    const v2 = (await remoteArtifact(fakeRemoteDist({ text: 'v2' }))).version; // in use (the test above)
    await rollback(env.origin, 'mfe-static', { federationName: 'mfe_static', by: 'ana', reason: 'v2 breaks search' });
    const v1 = (await readRemotesJson(env.origin)).remotes[0]!.version;
    const v3 = await release(env.origin, await remoteArtifact(fakeRemoteDist({ text: 'v3' })), { by: 'ben' });
    const back = await rollback(env.origin, 'mfe-static', { federationName: 'mfe_static', by: 'ben' });
    expect(back.version).toBe(v1);
    expect(back.version).not.toBe(v2);

    const { switches, inUse } = await listReleases(env.origin, 'mfe-static', 'mfe_static');
    expect(inUse).toBe(v1);
    expect(switches.slice(-3)).toEqual([
      expect.objectContaining({ from: v2, to: v1, kind: 'rollback', by: 'ana', reason: 'v2 breaks search' }),
      expect.objectContaining({ from: v1, to: v3.version, kind: 'release', by: 'ben' }),
      expect.objectContaining({ from: v3.version, to: v1, kind: 'rollback', by: 'ben' }),
    ]);
  });
});

describe("a build's version", () => {
  it("names what browsers load: Module Federation's stats file, in another order each build, is not shipped", async () => {
    const build = () => fakeRemoteDist({ text: 'same source' });
    const [first, second] = [build(), build()];
    writeFileSync(`${first}/mf-stats.json`, '{"exposes":["./HelpCenter","./Contact"]}');
    writeFileSync(`${second}/mf-stats.json`, '{"exposes":["./Contact","./HelpCenter"]}');
    const [a, b] = [await remoteArtifact(first), await remoteArtifact(second)];
    expect(a.version).toBe(b.version);
    expect(a.files.map((file) => file.path)).not.toContain('mf-stats.json');
  });
});

describe('the version a rollback returns to', () => {
  const change = (kind: SwitchKind, to: string): SwitchRecord => ({ at: '', from: null, to, kind, by: 'test' });

  it('is the one before the current release, skipping the ones rolled back', () => {
    expect(rollbackTarget([change('release', 'v1')])).toBeUndefined();
    expect(rollbackTarget([change('release', 'v1'), change('release', 'v2')])).toBe('v1');
    const v2RolledBack = [change('release', 'v1'), change('release', 'v2'), change('rollback', 'v1')];
    expect(rollbackTarget(v2RolledBack)).toBeUndefined();
    expect(rollbackTarget([...v2RolledBack, change('release', 'v3')])).toBe('v1');
    expect(rollbackTarget([...v2RolledBack, change('release', 'v3'), change('release', 'v4')])).toBe('v3');
  });

  it('is the release listed before in a history written before switches were kept', () => {
    const history = {
      app: 'mfe-static',
      releases: [
        { version: 'v1', releasedAt: '2026-11-01T00:00:00Z' },
        { version: 'v2', releasedAt: '2026-11-02T00:00:00Z' },
      ],
    };
    expect(rollbackTarget(switchesOf(history))).toBe('v1');
  });
});

describe('verification refuses, and nothing the site reads changes', () => {
  it('a build that does not expose a module remotes.json routes', async () => {
    const before = await remotesJsonText();
    const broken = await remoteArtifact(fakeRemoteDist({ exposes: ['./HelpCenter'], text: 'broken' }));
    const refusal = release(env.origin, broken);
    await expect(refusal).rejects.toBeInstanceOf(ReleaseRefused);
    await expect(refusal).rejects.toThrow('does not expose what remotes.json needs: ./Contact (route /contact)');
    expect(await remotesJsonText()).toBe(before);
    expect((await listReleases(env.origin, 'mfe-static', 'mfe_static')).releases.map((r) => r.version)).not.toContain(
      broken.version,
    );
  });

  it('a build that drops a page the environment still routes', async () => {
    const before = await remotesJsonText();
    const dropped = await remoteArtifact(fakeRemoteDist({ routes: [['/help-center', './HelpCenter']], text: 'x' }));
    await expect(release(env.origin, dropped)).rejects.toThrow(/\.\/Contact \(route \/contact\)/);
    expect(await remotesJsonText()).toBe(before);
  });

  it('a build that needs a version of a shared singleton the shell does not provide', async () => {
    const before = await remotesJsonText();
    const shared = SHELL_SHARED.map((entry) =>
      entry.name === 'react' ? { ...entry, requiredVersion: '^20.0.0' } : entry,
    );
    const needsReact20 = await remoteArtifact(fakeRemoteDist({ shared, text: 'react 20' }));
    await expect(release(env.origin, needsReact20)).rejects.toThrow('react: needs ^20.0.0, the shell provides 19.3.1');
    expect(await remotesJsonText()).toBe(before);
  });

  it("a remote built with another Module Federation line than the shell's runtime it would run on", async () => {
    const before = await remotesJsonText();
    const newerFederation = await remoteArtifact(fakeRemoteDist({ federation: '2.10.0', text: 'mf 2.10' }));
    await expect(release(env.origin, newerFederation)).rejects.toThrow(
      "built with Module Federation 2.10.0, but the shell's runtime is 2.9.2",
    );
    expect(await remotesJsonText()).toBe(before);
  });

  it('a shell that would not satisfy the remotes in use', async () => {
    const before = await env.origin.getText(SHELL_JSON_KEY);
    const dir = fakeShellDist('old react');
    writeFileSync(
      `${dir}/mf-manifest.json`,
      JSON.stringify({
        name: 'shell',
        exposes: [],
        shared: SHELL_SHARED.map((entry) => (entry.name === 'react' ? { ...entry, version: '18.3.1' } : entry)),
      }),
    );
    await expect(release(env.origin, await shellArtifact(dir))).rejects.toThrow(
      'mfe_static react: needs ^19.0.0, the shell provides 18.3.1',
    );
    expect(await env.origin.getText(SHELL_JSON_KEY)).toBe(before);
  });
});

describe('releasing the working tree as one set', () => {
  it('a shell released alongside a new build of a remote is checked against that build, not the one in use', async () => {
    const react18 = (entry: (typeof SHELL_SHARED)[number]) =>
      entry.name === 'react' ? { ...entry, version: '18.3.1', requiredVersion: '^18.0.0' } : entry;
    const dir = fakeShellDist('react 18 set');
    writeFileSync(
      `${dir}/mf-manifest.json`,
      JSON.stringify({ name: 'shell', exposes: [], shared: SHELL_SHARED.map(react18) }),
    );
    const shell = await release(env.origin, await shellArtifact(dir), { alongside: ['mfe_static'] });
    expect(shell.switched).toBe(true);

    const remote = await release(
      env.origin,
      await remoteArtifact(fakeRemoteDist({ shared: SHELL_SHARED.map(react18), text: 'react 18 set' })),
    );
    expect(remote.switched).toBe(true);
    expect((await readRemotesJson(env.origin)).remotes.map((entry) => entry.version)).toEqual([remote.version]);
  });
});
