import { describe, expect, it } from 'vitest';
import { runStages } from './test-all.ts';

const passes = 'node -e ""';
const fails = 'node -e "process.exit(3)"';
const quiet = () => {};

describe('pnpm test stages', () => {
  it('starts a stage only once its prerequisites passed, and a stage marked alone with nothing beside it', async () => {
    const results = await runStages(
      [
        { name: 'a', command: passes },
        { name: 'b', command: passes },
        { name: 'last', command: passes, after: ['b'], alone: true },
      ],
      2,
      quiet,
    );
    // a and b run side by side and may end in either order; the stage marked alone waits for both
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results.map((result) => result.stage.name).sort()).toEqual(['a', 'b', 'last']);
    expect(results.at(-1)?.stage.name).toBe('last');
  });

  it('starts nothing more after a failure, and reports the failed stage', async () => {
    const results = await runStages(
      [
        { name: 'broken', command: fails },
        { name: 'next', command: passes, after: ['broken'] },
      ],
      2,
      quiet,
    );
    expect(results.map((result) => [result.stage.name, result.ok])).toEqual([['broken', false]]);
  });
});
