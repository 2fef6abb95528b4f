/**
 * `pnpm test`: every check of the repository, as stages that run side by side where the two cores allow.
 *
 * Two chains share the machine. The production build and then the browser suite, the longest stage, start
 * at once; beside them the API suite (its files one after another against one PostgreSQL: it waits on the
 * database more than it computes), lint, types and each app's unit tests. Nothing in the browser suite is
 * timed (speed is measured by the benchmarks), so it stays correct on a busy machine, only slower. Each
 * stage's output is printed whole when it ends, with its duration; the summary lists every stage, the load
 * average and the total, and ends with each failed stage's failures (the lines where its runner names the failed
 * tests and why), so a log cut to its end still says what failed.
 *
 * `TEST_CONCURRENCY=1 pnpm test` runs the stages one at a time (to measure each alone).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

interface Stage {
  name: string;
  command: string;
  /** Stages that must have passed first. */
  after?: string[];
}

/** The stages that are not one package's own tests: they run first, in this order. */
const SUITES: Stage[] = [
  { name: 'build', command: 'pnpm build' },
  { name: 'e2e', command: 'pnpm --filter e2e test', after: ['build'] },
  { name: 'api', command: 'pnpm --filter @ladrive/api test' },
  { name: 'lint', command: 'pnpm lint' },
  { name: 'typecheck', command: 'pnpm typecheck' },
];

/**
 * Every stage, in the order they start (a free slot takes the first whose prerequisites have passed): the suites,
 * then the unit tests of every workspace package with a `test` script that no suite runs, read from the
 * workspace, so a new package's tests run without an edit here.
 */
export function stages(): Stage[] {
  const packages = JSON.parse(
    execFileSync('pnpm', ['ls', '-r', '--depth', '-1', '--json'], { cwd: root, encoding: 'utf8' }),
  ) as { name: string; path: string }[];
  const bySuite = new Set(['e2e', '@ladrive/api']);
  const units = packages.filter(
    (pkg) => !bySuite.has(pkg.name) && pkg.path !== root.replace(/\/$/, '') && hasTestScript(pkg.path),
  );
  return [...SUITES, ...units.map((pkg) => ({ name: `unit ${pkg.name}`, command: `pnpm --filter ${pkg.name} test` }))];
}

const hasTestScript = (dir: string) =>
  Boolean(
    (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts?: { test?: string } }).scripts?.test,
  );

interface Result {
  stage: Stage;
  ok: boolean;
  seconds: number;
}

/** At most this many lines of a failed stage end the summary: a log kept only in its last lines still shows them. */
const FAILURE_DIGEST_LINES = 16;
/**
 * The lines in which Playwright and vitest name a failed test and say why: its title, the error, what was
 * expected and received, and where in the test it stopped.
 */
const FAILURE_LINE =
  /^\s*(\d+\) |FAIL\s|\w*Error:|Test timeout|Locator:|Expected|Received|(at|❯) \S+\.(spec|test)\.tsx?:\d+)/;

/**
 * What a failed stage's output says about its failures, or its last lines when no runner's line is found. Colours are
 * dropped first: vitest colours its output under CI, and a coloured line starts with an escape, not with 'FAIL'.
 */
export function failureDigest(output: string): string {
  const lines = stripVTControlCharacters(output).trimEnd().split('\n');
  const named = lines.filter((line) => FAILURE_LINE.test(line));
  return (named.length ? named : lines).slice(-FAILURE_DIGEST_LINES).join('\n');
}

/** The digest of each failed stage's output, by stage name. */
const failureDigests = new Map<string, string>();

const root = fileURLToPath(new URL('../..', import.meta.url));
const seconds = (since: number) => (performance.now() - since) / 1000;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Runs a stage's command, its output kept and printed whole at the end with the duration. */
function runCommand(stage: Stage): Promise<boolean> {
  const started = performance.now();
  console.log(`▶ ${stage.name}: ${stage.command}`);
  return new Promise((resolve) => {
    const child = spawn(stage.command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString();
      process.stdout.write(`\n──── ${stage.name} ────\n${text}`);
      if (code !== 0) failureDigests.set(stage.name, failureDigest(text));
      console.log(`${code === 0 ? '✓' : '✗'} ${stage.name}: ${seconds(started).toFixed(0)} s (load ${load()})\n`);
      resolve(code === 0);
    });
  });
}

/**
 * Runs the stages, `concurrency` at a time: a free slot takes the first pending stage whose prerequisites
 * have passed. After a failure nothing more starts; the stages under way finish.
 */
export async function runStages(
  stages: Stage[],
  concurrency: number,
  execute: (stage: Stage) => Promise<boolean> = runCommand,
): Promise<Result[]> {
  const results: Result[] = [];
  const pending = [...stages];
  const running = new Map<string, Promise<Result>>();
  const passed = (name: string) => results.some((result) => result.stage.name === name && result.ok);
  const failed = () => results.some((result) => !result.ok);
  while (pending.length || running.size) {
    const ready = failed() ? undefined : pending.find((stage) => (stage.after ?? []).every(passed));
    if (ready && running.size < concurrency) {
      pending.splice(pending.indexOf(ready), 1);
      const started = performance.now();
      running.set(
        ready.name,
        execute(ready).then((ok) => {
          const result = { stage: ready, ok, seconds: seconds(started) };
          results.push(result);
          running.delete(ready.name);
          return result;
        }),
      );
      continue;
    }
    if (!running.size) break; // a stage failed, or what remains can never start
    await Promise.race(running.values());
  }
  return results;
}

if (import.meta.main) {
  const started = performance.now();
  const concurrency = Number(process.env.TEST_CONCURRENCY ?? 2);
  const plan = stages();
  console.log(`pnpm test: ${plan.length} stages, ${concurrency} at a time (load ${load()})\n`);
  const results = await runStages(plan, concurrency);
  const width = Math.max(...plan.map((stage) => stage.name.length));
  console.log(`${'stage'.padEnd(width)} result   seconds`);
  for (const stage of plan) {
    const result = results.find((candidate) => candidate.stage === stage);
    const status = result ? (result.ok ? 'passed' : 'FAILED') : 'not run';
    console.log(
      `${stage.name.padEnd(width)} ${status.padEnd(8)} ${result ? result.seconds.toFixed(0).padStart(7) : ''}`,
    );
  }
  for (const [name, digest] of failureDigests) console.log(`\n──── ${name}, its failures ────\n${digest}\n`);
  const ok = results.length === plan.length && results.every((result) => result.ok);
  console.log(`${ok ? 'all passed' : 'FAILED'} in ${seconds(started).toFixed(0)} s (load ${load()})`);
  process.exitCode = ok ? 0 : 1;
}
