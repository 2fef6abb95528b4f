/**
 * Canary releases against a real object store and the CDN in front of it: a canary is published and verified as a
 * release is, then written beside the stable version; promoting it or ending it (a rollback during a canary) is a
 * switch in the history; a refused canary changes nothing the site reads.
 */
import { writeFileSync } from 'node:fs';
import { resolveRemote } from '@ladrive/platform/canary';
import {
  canaryOf,
  endCanary,
  listEnvironment,
  listReleases,
  promote,
  REMOTES_JSON_KEY,
  ReleaseRefused,
  readRemotesJson,
  release,
  rollback,
} from '@ladrive/releases';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeRemoteDist,
  fakeShellDist,
  remoteArtifact,
  SHELL_SHARED,
  shellArtifact,
  startTestOrigin,
  type TestOrigin,
} from './testing.ts';

const APP = 'mfe-static';
const NAME = 'mfe_static';

let env: TestOrigin;
let stable: string;
const environments: TestOrigin[] = [];

/** A fresh environment for each test: a shell and a stable mfe-static in use. */
beforeEach(async () => {
  env = await startTestOrigin();
  environments.push(env);
  await release(env.origin, await shellArtifact(fakeShellDist()));
  stable = (await release(env.origin, await remoteArtifact(fakeRemoteDist({ text: 'stable' })), { by: 'ana' })).version;
});
afterAll(() => Promise.all(environments.map((each) => each.close())));

const remotesJsonText = () => env.origin.getText(REMOTES_JSON_KEY);
const staticRemote = async () => (await readRemotesJson(env.origin)).remotes.find((remote) => remote.name === NAME)!;
const startCanary = async (text = 'canary', percent = 10) =>
  release(env.origin, await remoteArtifact(fakeRemoteDist({ text })), { canary: percent, by: 'ana', reason: 'try' });

describe('a canary release', () => {
  it('is published and written beside the stable version, which stays in use', async () => {
    const outcome = await startCanary();
    expect(outcome).toMatchObject({ app: APP, switched: true, kind: 'canary', percent: 10 });
    const remote = await staticRemote();
    expect(remote.version).toBe(stable);
    expect(remote.canary).toMatchObject({ version: outcome.version, percent: 10 });
    expect(remote.canary!.entry).toBe(`${env.cdnUrl}/${APP}/${outcome.version}/mf-manifest.json`);
    expect(remote.canary!.routes.map((route) => route.path)).toEqual(['/help-center', '/contact']);
    // the CDN serves it: the canary's visitors can load it
    expect((await fetch(remote.canary!.entry)).status).toBe(200);

    const listing = await listReleases(env.origin, APP, NAME);
    expect(listing.inUse).toBe(stable);
    expect(listing.canary).toEqual({ version: outcome.version, percent: 10, since: remote.canary!.since });
    expect(listing.switches.at(-1)).toMatchObject({
      from: stable,
      to: outcome.version,
      kind: 'canary',
      percent: 10,
      by: 'ana',
      reason: 'try',
    });
  });

  it('→ promote: the canary becomes the version for everyone, and a rollback then returns to the old stable', async () => {
    const canary = await startCanary();
    const outcome = await promote(env.origin, APP, { federationName: NAME, by: 'ben', reason: 'healthy' });
    expect(outcome).toMatchObject({ version: canary.version, kind: 'promote' });
    const remote = await staticRemote();
    expect(remote.version).toBe(canary.version);
    expect(remote.canary).toBeUndefined();
    expect(remote.entry).toBe(`${env.cdnUrl}/${APP}/${canary.version}/mf-manifest.json`);
    expect((await listReleases(env.origin, APP, NAME)).switches.at(-1)).toMatchObject({
      from: stable,
      to: canary.version,
      kind: 'promote',
      by: 'ben',
      reason: 'healthy',
    });

    const back = await rollback(env.origin, APP, { federationName: NAME, by: 'ben' });
    expect(back).toMatchObject({ version: stable, kind: 'rollback' });
  });

  it('with --auto-promote: the canary keeps its window for the canary check, the promoted version does not', async () => {
    const artifact = await remoteArtifact(fakeRemoteDist({ text: 'auto' }));
    const autoPromote = { windowSeconds: 3600 };
    await release(env.origin, artifact, { canary: 10, autoPromote, by: 'ana' });
    expect((await staticRemote()).canary).toMatchObject({ version: artifact.version, autoPromote });
    // what a visitor's page inlines carries no canary settings
    expect(resolveRemote(await staticRemote(), 0)).not.toHaveProperty('autoPromote');

    await promote(env.origin, APP, { federationName: NAME, version: artifact.version, by: 'canary-job' });
    const remote = await staticRemote();
    expect(remote.version).toBe(artifact.version);
    expect(remote).not.toHaveProperty('autoPromote');
  });

  it('refuses --auto-promote without a canary, before anything is published', async () => {
    const artifact = await remoteArtifact(fakeRemoteDist({ text: 'not a canary' }));
    await expect(release(env.origin, artifact, { autoPromote: { windowSeconds: 60 } })).rejects.toThrow(
      'only a canary can be promoted automatically',
    );
    expect((await staticRemote()).version).toBe(stable);
  });

  it('→ rollback: ends the canary, the stable version stays, recorded as end-canary', async () => {
    const canary = await startCanary();
    const outcome = await rollback(env.origin, APP, { federationName: NAME, by: 'ben', reason: 'errors' });
    expect(outcome).toMatchObject({ version: stable, kind: 'end-canary' });
    const remote = await staticRemote();
    expect(remote).toMatchObject({ version: stable });
    expect(remote.canary).toBeUndefined();
    const { switches, inUse, canary: running } = await listReleases(env.origin, APP, NAME);
    expect(inUse).toBe(stable);
    expect(running).toBeUndefined();
    expect(switches.slice(-2).map((change) => [change.kind, change.from, change.to])).toEqual([
      ['canary', stable, canary.version],
      ['end-canary', canary.version, stable],
    ]);
    // the canary never was a stable version: there is nothing before the stable one to roll back to
    await expect(rollback(env.origin, APP, { federationName: NAME })).rejects.toThrow(/no release before/);
  });

  it('ended by a job only while it is the canary the job judged', async () => {
    const first = await startCanary('first');
    await endCanary(env.origin, APP, { federationName: NAME, by: 'canary-job', version: first.version });
    const second = await startCanary('second');
    await expect(
      endCanary(env.origin, APP, { federationName: NAME, by: 'canary-job', version: first.version }),
    ).rejects.toThrow(`canary is ${second.version} now, not ${first.version}`);
    expect((await canaryOf(env.origin, NAME))?.version).toBe(second.version);
  });

  it('is listed with the whole environment, as the admin view reads it', async () => {
    const canary = await startCanary();
    const listings = await listEnvironment(env.origin);
    expect(listings.map((listing) => listing.app)).toEqual([APP, 'shell']);
    expect(listings[0]).toMatchObject({ inUse: stable, canary: { version: canary.version, percent: 10 } });
    expect(listings[1]!.inUse).toBeDefined();
  });
});

describe('refused, with nothing the site reads changed', () => {
  it('a canary whose new version fails verification', async () => {
    const before = await remotesJsonText();
    const broken = await remoteArtifact(fakeRemoteDist({ exposes: ['./HelpCenter'], text: 'broken canary' }));
    const refusal = release(env.origin, broken, { canary: 50 });
    await expect(refusal).rejects.toBeInstanceOf(ReleaseRefused);
    await expect(refusal).rejects.toThrow('does not expose what remotes.json needs: ./Contact (route /contact)');
    const shared = SHELL_SHARED.map((entry) => (entry.name === 'react' ? { ...entry, requiredVersion: '^20' } : entry));
    await expect(
      release(env.origin, await remoteArtifact(fakeRemoteDist({ shared, text: 'react 20' })), { canary: 50 }),
    ).rejects.toThrow('react: needs ^20, the shell provides 19.3.1');
    expect(await remotesJsonText()).toBe(before);
    expect((await listReleases(env.origin, APP, NAME)).switches.map((change) => change.kind)).toEqual(['release']);
  });

  it('a canary of the shell, a percent outside 1–99, a second canary, a release over a canary', async () => {
    await expect(release(env.origin, await shellArtifact(fakeShellDist('two')), { canary: 10 })).rejects.toThrow(
      'a canary never changes the shell',
    );
    for (const percent of [0, 100, 12.5]) {
      await expect(startCanary('odd', percent)).rejects.toThrow(`1–99 % of visitors, not ${percent}`);
    }
    const canary = await startCanary();
    const before = await remotesJsonText();
    await expect(startCanary('another')).rejects.toThrow(`${canary.version} is already a canary`);
    await expect(release(env.origin, await remoteArtifact(fakeRemoteDist({ text: 'plain' })))).rejects.toThrow(
      'promote it or roll it back before releasing another version',
    );
    expect(await remotesJsonText()).toBe(before);
  });

  it('a shell that would not satisfy the running canary, though it satisfies the stable version', async () => {
    const needs = (range: string) =>
      SHELL_SHARED.map((entry) => (entry.name === 'react' ? { ...entry, requiredVersion: range } : entry));
    await release(env.origin, await remoteArtifact(fakeRemoteDist({ shared: needs('^19.3.0'), text: 'needs 19.3' })), {
      canary: 10,
    });
    const dir = fakeShellDist('react 19.2');
    writeFileSync(
      `${dir}/mf-manifest.json`,
      JSON.stringify({
        name: 'shell',
        exposes: [],
        shared: SHELL_SHARED.map((entry) => (entry.name === 'react' ? { ...entry, version: '19.2.0' } : entry)),
      }),
    );
    const before = await env.origin.getText('shell.json');
    await expect(release(env.origin, await shellArtifact(dir))).rejects.toThrow(
      'mfe_static react: needs ^19.3.0, the shell provides 19.2.0',
    );
    expect(await env.origin.getText('shell.json')).toBe(before);
  });

  it('promoting or ending where no canary runs', async () => {
    await expect(promote(env.origin, APP, { federationName: NAME })).rejects.toThrow(
      'mfe-static has no canary running',
    );
    await expect(endCanary(env.origin, APP, { federationName: NAME })).rejects.toThrow('no canary running');
  });
});
