import { describe, expect, it } from 'vitest';
import { longTasksOf, type TraceEvent } from './long-tasks.ts';

const ORIGIN = 'http://localhost:4400';
const MAIN = { pid: 1, tid: 7 };
const ms = 1000;
const task = (start: number, length: number, cpu = length): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: start * ms,
  dur: length * ms,
  tdur: cpu * ms,
  ...MAIN,
});

describe('long tasks of a trace', () => {
  const events: TraceEvent[] = [
    { name: 'navigationStart', ph: 'R', ts: 0, ...MAIN },
    { name: 'firstContentfulPaint', ph: 'R', ts: 100 * ms, ...MAIN },
    // before FCP: not blocking
    task(10, 80),
    // across FCP: only its 70 ms after it count
    task(60, 110),
    task(200, 300, 120),
    {
      name: 'EvaluateScript',
      ph: 'X',
      ts: 201 * ms,
      dur: 250 * ms,
      args: { data: { url: `${ORIGIN}/static/js/index.1.js` } },
      ...MAIN,
    },
    { name: 'FunctionCall', ph: 'X', ts: 210 * ms, dur: 100 * ms, args: { data: { functionName: 'f' } }, ...MAIN },
    { name: 'Layout', ph: 'X', ts: 460 * ms, dur: 30 * ms, ...MAIN },
    task(600, 40),
    // another thread's task is not the page's
    { ...task(700, 500), tid: 8 },
  ];

  it("sums Lighthouse's blocking time after FCP, by the wall clock and by the main thread's CPU time", () => {
    const { tbt, cpuTbt } = longTasksOf(events, ORIGIN);
    expect(tbt).toBe(20 + 250);
    expect(cpuTbt).toBeCloseTo((110 * 70) / 110 - 50 + 120 - 50);
  });

  it("sums the main thread's CPU time in every task since the navigation, long or not", () => {
    expect(longTasksOf(events, ORIGIN).cpuTotal).toBe(80 + 110 + 120 + 40);
  });

  it('lists each long task with its outermost parts', () => {
    const { longTasks } = longTasksOf(events, ORIGIN);
    expect(longTasks.map((long) => [long.start, long.ms, long.cpuMs])).toEqual([
      [10, 80, 80],
      [60, 110, 110],
      [200, 300, 120],
    ]);
    expect(longTasks[2]!.parts).toEqual([
      { what: 'EvaluateScript index.1.js', ms: 250 },
      { what: 'Layout', ms: 30 },
    ]);
  });
});
