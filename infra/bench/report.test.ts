import { describe, expect, it } from 'vitest';
import { loadReport } from './report.ts';

describe("bench:web's load line", () => {
  it('warns that the figures are slowed when the machine was busier than its cores', () => {
    expect(loadReport([1.2, 3.5, 2.1], 2)).toBe(
      'load average (1 min) 1.20 → 3.50 → 2.10 on 2 cores: BUSY. The figures above are slowed by other work on this machine; compare ratios only within this run, and run again when it is quiet.',
    );
  });

  it('says so when it was quiet', () => {
    expect(loadReport([0.4, 1.1], 2)).toMatch(/1\.10 on 2 cores: quiet enough/);
  });
});
