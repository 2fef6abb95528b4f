import { describe, expect, it } from 'vitest';
import { failureDigest, runStages, stages } from './test-all.ts';

/** Stages that end when the test says: each start is recorded, and `finish(name, ok)` ends that stage. */
function controlledStages() {
  const started: string[] = [];
  const endings = new Map<string, (ok: boolean) => void>();
  const execute = (stage: { name: string }) =>
    new Promise<boolean>((resolve) => {
      started.push(stage.name);
      endings.set(stage.name, resolve);
    });
  const finish = async (name: string, ok = true) => {
    endings.get(name)?.(ok);
    // let the runner see the ending and start what it allows
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, execute, finish };
}

describe('pnpm test stages', () => {
  it('fills both slots, and starts a stage only once its prerequisites passed', async () => {
    const { started, execute, finish } = controlledStages();
    const run = runStages(
      [
        { name: 'build', command: '' },
        { name: 'e2e', command: '', after: ['build'] },
        { name: 'api', command: '' },
        { name: 'lint', command: '' },
      ],
      2,
      execute,
    );
    await finish('none yet');
    expect(started).toEqual(['build', 'api']);
    await finish('build');
    expect(started).toEqual(['build', 'api', 'e2e']);
    await finish('api');
    expect(started).toEqual(['build', 'api', 'e2e', 'lint']);
    await finish('e2e');
    await finish('lint');
    expect((await run).map((result) => [result.stage.name, result.ok])).toEqual([
      ['build', true],
      ['api', true],
      ['e2e', true],
      ['lint', true],
    ]);
  });

  it('starts nothing more after a failure, lets the stages under way finish, and reports the failure', async () => {
    const { started, execute, finish } = controlledStages();
    const run = runStages(
      [
        { name: 'api', command: '' },
        { name: 'lint', command: '' },
        { name: 'typecheck', command: '' },
      ],
      2,
      execute,
    );
    await finish('lint', false);
    await finish('api');
    expect(started).toEqual(['api', 'lint']);
    expect((await run).map((result) => [result.stage.name, result.ok])).toEqual([
      ['lint', false],
      ['api', true],
    ]);
  });

  it("runs each workspace package's unit tests once: the API and browser suites are their own stages", () => {
    const names = stages().map((stage) => stage.name);
    expect(names.slice(0, 5)).toEqual(['build', 'e2e', 'api', 'lint', 'typecheck']);
    expect(names).toEqual(
      expect.arrayContaining(['unit shell', 'unit mfe-search', 'unit @ladrive/contracts', 'unit infra']),
    );
    expect(names.filter((name) => /^unit (e2e|@ladrive\/api|ladrive)$/.test(name))).toEqual([]);
    // `pnpm ls -r` reads the whole workspace: seconds on a busy machine, past vitest's default 5 s
  }, 120_000);
});

describe('the summary of a failed stage', () => {
  it("keeps Playwright's failed tests, their errors and where they stopped, not the code around them", () => {
    const output = [
      'Running 111 tests using 1 worker',
      '  ✓   1 tests/auth.spec.ts:10:1 › signs in (5.0s)',
      '  1) tests/search.spec.ts:159:3 › searching by place › "LAX" finds the cars by the airport ──────',
      '',
      '    Error: expect(received).toBeGreaterThan(expected)',
      '',
      '    Expected: > 0',
      '    Received:   0',
      '',
      '      176 |     const miles = await distancesOf(page);',
      '    > 177 |     expect(miles.length).toBeGreaterThan(0);',
      '        at /check/work/main/e2e/tests/search.spec.ts:177:26',
      '',
      '    Error Context: test-results/search-searching/error-context.md',
      '  Slow test file: tests/languages.spec.ts (6.2m)',
      '  1 failed',
      '  109 passed (28.9m)',
    ].join('\n');
    expect(failureDigest(output).split('\n')).toEqual([
      '  1) tests/search.spec.ts:159:3 › searching by place › "LAX" finds the cars by the airport ──────',
      '    Error: expect(received).toBeGreaterThan(expected)',
      '    Expected: > 0',
      '    Received:   0',
      '        at /check/work/main/e2e/tests/search.spec.ts:177:26',
    ]);
  });

  it("keeps vitest's failed test and its error, coloured or not, and gives the last lines when no runner named a failure", () => {
    const vitest = [
      ' ✓ src/a.test.ts (3 tests) 12ms',
      ' FAIL  src/b.test.ts > prices > rounds to cents',
      'AssertionError: expected 1.005 to be 1.01',
      ' ❯ src/b.test.ts:7:18',
      ' Test Files  1 failed | 1 passed (2)',
    ].join('\n');
    expect(failureDigest(vitest).split('\n')).toEqual([
      ' FAIL  src/b.test.ts > prices > rounds to cents',
      'AssertionError: expected 1.005 to be 1.01',
      ' ❯ src/b.test.ts:7:18',
    ]);
    const coloured =
      '\x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m src/b.test.ts > prices\n\x1b[31mAssertionError: no\x1b[39m\nend';
    expect(failureDigest(coloured).split('\n')).toEqual([' FAIL  src/b.test.ts > prices', 'AssertionError: no']);
    const crash = Array.from({ length: 30 }, (_, line) => `line ${line + 1}`).join('\n');
    expect(failureDigest(crash).split('\n')).toEqual(Array.from({ length: 16 }, (_, line) => `line ${line + 15}`));
  });
});
