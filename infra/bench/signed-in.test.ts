import { describe, expect, it } from 'vitest';
import { signedInScriptsReport } from './signed-in.ts';

describe("bench:web's signed-in scripts", () => {
  const page = (path: string, bodies: number[]) => ({
    path,
    as: 'host@example.com',
    scripts: bodies.map((bytes, index) => ({
      url: `http://localhost:4400/static/js/${path.slice(1)}-${index}.js`,
      bytes,
      headerBytes: 300,
    })),
  });

  it('lists each page’s scripts largest first and judges their sum with headers, as Lighthouse counts it', () => {
    const misses: string[] = [];
    const report = signedInScriptsReport(
      [page('/host-dashboard', [9_000, 150_000, 40_000]), page('/list-car', [150_000, 49_000])],
      misses,
    );
    expect(report.split('\n')).toEqual([
      "Signed-in pages' scripts (Chromium, cold cache; compressed bodies, then with headers as Lighthouse counts them, target ≤ 200.0 kB):",
      '  /host-dashboard as host@example.com: 3 scripts, 199000 B compressed, 199900 B with headers   ok',
      '     150.0 kB  /static/js/host-dashboard-1.js',
      '      40.0 kB  /static/js/host-dashboard-2.js',
      '       9.0 kB  /static/js/host-dashboard-0.js',
      '  /list-car as host@example.com: 2 scripts, 199000 B compressed, 199600 B with headers   ok',
      '     150.0 kB  /static/js/list-car-0.js',
      '      49.0 kB  /static/js/list-car-1.js',
    ]);
    expect(misses).toEqual([]);
  });

  it('names a page over 200 kB with its headers', () => {
    const misses: string[] = [];
    signedInScriptsReport([page('/dashboard', [150_000, 49_900])], misses);
    expect(misses).toEqual(['/dashboard: JS 200.5 kB in Chromium (target ≤ 200.0 kB)']);
  });
});
