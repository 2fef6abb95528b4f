/**
 * `pnpm release <app> [--dist <dir>] [--canary <percent> [--auto-promote [--window <duration>]]]`, `pnpm release promote <app>`, `pnpm rollback <app>`,
 * `pnpm releases <app>`: independent delivery of one app (a remote, or `shell`) to an environment — the running
 * local site by default, production when the RELEASE_* variables are set (see infra/releases/src/origin.ts). Only
 * `pnpm release shell` changes the shell. A canary goes to some visitors until it is promoted or rolled back.
 */
import { spawnSync } from 'node:child_process';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import {
  canaryOf,
  listReleases,
  promote,
  type ReleaseOutcome,
  ReleaseRefused,
  release,
  rollback,
} from '@ladrive/releases';
import { builtArtifact, currentCommit, federationNameOf, releasableApps, targetOrigin } from './release/local.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string' },
    reason: { type: 'string' },
    canary: { type: 'string' },
    'auto-promote': { type: 'boolean' },
    window: { type: 'string' },
  },
});
// `pnpm release promote <app>` promotes the app's canary
const promoting = positionals[0] === 'release' && positionals[1] === 'promote';
const [command, app] = promoting ? ['promote', positionals[2]] : positionals;
const apps = releasableApps();

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!command || !['release', 'promote', 'rollback', 'releases'].includes(command)) {
  fail(
    'Usage: pnpm release <app> [--dist <dir>] [--canary <percent> [--auto-promote [--window <30m|1h|2d…>]]] [--reason <why>] | pnpm release promote <app> [--reason <why>] | pnpm rollback <app> [--reason <why>] | pnpm releases <app>',
  );
}
if (!app || !apps.includes(app)) fail(`Name an app to ${command}: ${apps.join(', ')}`);

const origin = targetOrigin();
/** Who switches, for the history: RELEASED_BY (a CI job says who it runs for), else this machine's user. */
const by = process.env.RELEASED_BY || userInfo().username;
const reason = values.reason;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const canaryPercent = values.canary === undefined ? undefined : Number(values.canary);
/** `--window`: how long a canary must stay healthy before the API's canary check promotes it (default 1 h). */
const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };
function windowSeconds(duration = '1h'): number {
  const match = /^(\d+)(s|m|h|d)$/.exec(duration);
  if (!match || Number(match[1]) === 0) fail(`--window takes a duration such as 30m, 1h or 2d, not "${duration}"`);
  return Number(match[1]) * DURATION_UNITS[match[2]!]!;
}
if (values.window !== undefined && !values['auto-promote']) fail('--window goes with --auto-promote');
const autoPromote = values['auto-promote'] ? { windowSeconds: windowSeconds(values.window) } : undefined;
const SWITCHED: Record<string, string> = {
  canary: `goes to ${canaryPercent} % of visitors as a canary${autoPromote ? `, promoted once healthy for ${values.window ?? '1h'}` : ''}`,
  promote: 'is promoted: in use by everyone',
  'end-canary': "is in use by everyone again: the canary's visitors are back on it",
};
const describe = (outcome: ReleaseOutcome) =>
  outcome.switched
    ? `${outcome.app} ${outcome.version} ${SWITCHED[outcome.kind ?? ''] ?? 'is in use'} (${(outcome.ms / 1000).toFixed(1)} s; ${
        outcome.uploaded ? `${outcome.files} files, ${kb(outcome.bytes)} uploaded` : 'nothing uploaded'
      })`
    : `${outcome.app} ${outcome.version} was already in use: nothing changed`;

try {
  await origin.client.listBuckets();
} catch (err) {
  fail(
    `The release origin at ${origin.config.endPoint}:${origin.config.port} cannot be reached (${(err as Error).message}).\n` +
      'Locally, releases go to the object store of the running site: start it with `pnpm start` first.',
  );
}

try {
  if (command === 'release') {
    if (!values.dist) {
      const build = spawnSync('pnpm', ['--filter', app, 'build'], { stdio: 'inherit' });
      if (build.status !== 0) fail(`${app} did not build; nothing was released`);
    }
    const artifact = await builtArtifact(app, values.dist);
    const options = { commit: currentCommit(), by, reason, canary: canaryPercent, autoPromote };
    console.log(describe(await release(origin, artifact, options)));
  } else if (command === 'promote') {
    console.log(describe(await promote(origin, app, { federationName: federationNameOf(app), by, reason })));
  } else if (command === 'rollback') {
    console.log(describe(await rollback(origin, app, { federationName: federationNameOf(app), by, reason })));
  } else {
    const listing = await listReleases(origin, app, federationNameOf(app));
    if (listing.releases.length === 0) console.log(`${app} has no releases in this environment`);
    for (const record of listing.releases) {
      const marker = record.version === listing.inUse ? '*' : record.version === listing.canary?.version ? '~' : ' ';
      console.log(`${marker} ${record.version}  ${record.releasedAt}${record.commit ? `  ${record.commit}` : ''}`);
    }
    if (listing.canary) {
      const { version, percent, since } = listing.canary;
      const promoting = (await canaryOf(origin, federationNameOf(app)))?.autoPromote;
      const auto = promoting ? `, promoted by the canary check after ${promoting.windowSeconds} s healthy` : '';
      console.log(`\n~ canary ${version} to ${percent} % of visitors since ${since}${auto}`);
    }
    if (listing.switches.length) console.log('\nSwitches, oldest first:');
    for (const change of listing.switches) {
      const why = change.reason ? `: ${change.reason}` : '';
      console.log(
        `  ${change.at}  ${change.kind.padEnd(8)} ${change.from ?? '(none)'} → ${change.to}${change.percent ? ` (${change.percent} %)` : ''}  by ${change.by}${why}`,
      );
    }
  }
} catch (err) {
  if (err instanceof ReleaseRefused) fail(`Refused: ${err.message}`);
  throw err;
}
