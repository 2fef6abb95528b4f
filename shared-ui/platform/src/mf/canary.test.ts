import { describe, expect, it } from 'vitest';
import { BUCKETS, bucketOf, canaryStart, inCanary, resolveRemote } from './canary.ts';
import type { RemoteDescriptor } from './remotes-manifest.ts';

const buckets = Array.from({ length: BUCKETS }, (_, bucket) => bucket);

const remote = (canaryVersion: string, percent: number): RemoteDescriptor => ({
  name: 'mfe_static',
  version: 'stable1',
  entry: 'https://cdn.test/mfe-static/stable1/mf-manifest.json',
  routes: [],
  widgets: [],
  canary: {
    version: canaryVersion,
    entry: `https://cdn.test/mfe-static/${canaryVersion}/mf-manifest.json`,
    routes: [],
    widgets: [],
    percent,
    since: '2026-11-27T10:00:00.000Z',
  },
});

const canaryBuckets = (canaryVersion: string, percent: number) =>
  buckets.filter((bucket) => resolveRemote(remote(canaryVersion, percent), bucket).version === canaryVersion);

describe('the canary split', () => {
  it('sends exactly its percent of the buckets to the canary, the rest to the stable version', () => {
    for (const percent of [1, 10, 50, 99]) expect(canaryBuckets('a1b2c3', percent)).toHaveLength(percent);
  });

  it('tries each canary on its own visitors, not the same first buckets every time', () => {
    const versions = ['a1b2c3', 'd4e5f6', '0a9b8c', 'ffee01', '123abc'];
    const starts = new Set(versions.map((version) => canaryStart('mfe_static', version)));
    expect(starts.size).toBeGreaterThan(1);
    expect(canaryStart('mfe_static', 'a1b2c3')).not.toBe(canaryStart('mfe_search', 'a1b2c3'));
  });

  it('keeps every visitor of a canary in it when its percent is raised', () => {
    const ten = canaryBuckets('d4e5f6', 10);
    const fifty = canaryBuckets('d4e5f6', 50);
    expect(fifty).toEqual(expect.arrayContaining(ten));
  });

  it('wraps past bucket 99', () => {
    const start = 95;
    expect(buckets.filter((bucket) => inCanary(bucket, 10, start))).toEqual([0, 1, 2, 3, 4, 95, 96, 97, 98, 99]);
  });

  it('reads the bucket from the cookie header, ignoring anything that is not 0–99', () => {
    expect(bucketOf('lang=en; ladrive-bucket=42')).toBe(42);
    expect(bucketOf('ladrive-bucket=100')).toBeUndefined();
    expect(bucketOf(undefined)).toBeUndefined();
  });
});
