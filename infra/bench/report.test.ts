import { describe, expect, it } from 'vitest';
import type { RunFigures } from './lighthouse.ts';
import { LANDING_JS_BEFORE_LANGUAGES, languageReport, loadReport, routeReport, TARGETS } from './report.ts';

describe("bench:web's load line", () => {
  it('warns that the figures are slowed when the machine was busier than its cores', () => {
    expect(loadReport([1.2, 3.5, 2.1], 2)).toBe(
      'load average (1 min) 1.20 → 3.50 → 2.10 on 2 cores: BUSY. The figures above are slowed by other work on this machine; compare ratios only within this run, and run again when it is quiet.',
    );
  });

  it('says so when it was quiet', () => {
    expect(loadReport([0.4, 1.1], 2)).toMatch(/1\.10 on 2 cores: quiet enough/);
  });

  it('calls a run busy when the plain page blocked, whatever the load average says', () => {
    expect(loadReport([0.4, 1.1], 2, 69)).toMatch(/1\.10 on 2 cores, the plain page's TBT 69 ms: BUSY\./);
    expect(loadReport([0.4, 1.1], 2, 5)).toMatch(/the plain page's TBT 5 ms: quiet enough/);
  });
});

describe("bench:web's route table", () => {
  const run = (jsBytes: number, tbt: number): RunFigures => ({
    url: '/',
    lcp: 1000,
    fcp: 800,
    tbt,
    cls: 0,
    score: 90,
    jsBytes,
    roundTrips: 3,
    lcpResource: 'text',
    uncompressed: [],
    scriptUrls: [],
  });

  it('judges a signed-in page by its own budgets: JS ≤ 200 kB, TBT ≤ 150 ms', () => {
    const misses: string[] = [];
    const report = routeReport(
      {
        route: '/host-dashboard',
        kind: 'signed-in',
        as: 'host@example.com',
        site: [run(210_000, 160)],
        plain: [run(60_000, 10)],
        downloads: new Map(),
      },
      misses,
    );
    expect(report).toMatch(/^\/host-dashboard as host@example\.com/);
    expect(misses).toEqual([
      '/host-dashboard: TBT 160 ms (target ≤ 150 ms)',
      '/host-dashboard: JS transferred 210.0 kB (target ≤ 200.0 kB)',
    ]);
  });

  it('keeps a public remote route to the remote budgets', () => {
    const misses: string[] = [];
    routeReport(
      { route: '/search', kind: 'remote', site: [run(210_000, 160)], plain: [run(60_000, 10)], downloads: new Map() },
      misses,
    );
    expect(misses).toEqual([]);
  });
});

describe("bench:web's landing page per language", () => {
  const load = (bodyBytes: number) => ({
    language: 'en' as const,
    bodyBytes,
    transferredBytes: bodyBytes + 1280,
    scripts: 3,
  });

  it('prints a shrink with its sign and meets both budgets', () => {
    const misses: string[] = [];
    const report = languageReport([load(LANDING_JS_BEFORE_LANGUAGES - 4_600)], misses);
    expect(report).toContain('145321 B compressed (−4.6 kB)');
    expect(report).toMatch(/ok$/);
    expect(misses).toEqual([]);
  });

  it('judges / by its own 150 kB as well as by what it may have grown', () => {
    const misses: string[] = [];
    languageReport([load(TARGETS.jsBytesHome + 1)], misses);
    expect(misses).toEqual(['/ in en: JS 150001 B (target ≤ 150000 B)']);
  });
});
