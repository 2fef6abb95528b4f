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
