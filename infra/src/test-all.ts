/**
 * `pnpm test`: every check of the repository, as stages that run side by side where the two cores allow.
 *
 * The API suite runs its files one after another against one PostgreSQL (it waits on the database more than
 * it computes), so it runs beside the chain of CPU-bound stages (lint, types, the apps' unit tests, the
 * production build). The browser suite runs last and alone: it measures pages and waits on animations, and
 * a busy machine would make it slow rather than wrong. Each stage's output is printed whole when it ends,
 * with its duration; the summary lists every stage, the load average and the total.
 *
 * `TEST_CONCURRENCY=1 pnpm test` runs the stages one at a time (to measure each alone).
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

interface Stage {
  name: string;
  command: string;
  /** Stages that must have passed first. */
  after?: string[];
  /** Runs with nothing beside it. */
  alone?: boolean;
}

const UNIT_PACKAGES = [
  '@ladrive/contracts',
  '@ladrive/shared-state',
  '@ladrive/shared-ui',
  'shell',
  'mfe-search',
  'mfe-booking',
  'mfe-host',
  'mfe-admin',
  'mfe-static',
  'infra',
];

/** In the order they start; a free slot takes the first stage whose prerequisites have passed. */
export const STAGES: Stage[] = [
  { name: 'api', command: 'pnpm --filter @ladrive/api test' },
  { name: 'lint', command: 'pnpm lint' },
  { name: 'typecheck', command: 'pnpm typecheck' },
  ...UNIT_PACKAGES.map((pkg) => ({ name: `unit ${pkg}`, command: `pnpm --filter ${pkg} test` })),
  { name: 'build', command: 'pnpm build' },
  { name: 'e2e', command: 'pnpm --filter e2e test', after: ['build'], alone: true },
];

interface Result {
  stage: Stage;
  ok: boolean;
  seconds: number;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const seconds = (since: number) => (performance.now() - since) / 1000;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

type Log = (text: string) => void;

function run(stage: Stage, log: Log): Promise<Result> {
  const started = performance.now();
  log(`▶ ${stage.name}: ${stage.command}\n`);
  return new Promise((resolve) => {
    const child = spawn(stage.command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const result = { stage, ok: code === 0, seconds: seconds(started) };
      log(`\n──── ${stage.name} ────\n${Buffer.concat(output).toString()}`);
      log(`${result.ok ? '✓' : '✗'} ${stage.name}: ${result.seconds.toFixed(0)} s (load ${load()})\n\n`);
      resolve(result);
    });
  });
}

export async function runStages(
  stages: Stage[],
  concurrency: number,
  log: Log = (text) => process.stdout.write(text),
): Promise<Result[]> {
  const results: Result[] = [];
  const pending = [...stages];
  const running = new Map<string, Promise<Result>>();
  const passed = (name: string) => results.some((result) => result.stage.name === name && result.ok);
  const failed = () => results.some((result) => !result.ok);
  while (pending.length || running.size) {
    const ready = failed()
      ? undefined
      : pending.find(
          (stage) =>
            (stage.after ?? []).every(passed) &&
            (stage.alone ? running.size === 0 : ![...running.keys()].some((name) => isAlone(stages, name))),
        );
    if (ready && running.size < concurrency) {
      pending.splice(pending.indexOf(ready), 1);
      running.set(
        ready.name,
        run(ready, log).then((result) => {
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

const isAlone = (stages: Stage[], name: string) => stages.some((stage) => stage.name === name && stage.alone);

if (import.meta.main) {
  const started = performance.now();
  const concurrency = Number(process.env.TEST_CONCURRENCY ?? 2);
  console.log(`pnpm test: ${STAGES.length} stages, ${concurrency} at a time (load ${load()})\n`);
  const results = await runStages(STAGES, concurrency);
  console.log('stage                      result   seconds');
  for (const stage of STAGES) {
    const result = results.find((candidate) => candidate.stage === stage);
    const status = result ? (result.ok ? 'passed' : 'FAILED') : 'not run';
    console.log(`${stage.name.padEnd(26)} ${status.padEnd(8)} ${result ? result.seconds.toFixed(0).padStart(7) : ''}`);
  }
  const ok = results.length === STAGES.length && results.every((result) => result.ok);
  console.log(`${ok ? 'all passed' : 'FAILED'} in ${seconds(started).toFixed(0)} s (load ${load()})`);
  process.exitCode = ok ? 0 : 1;
}
