/** The health check against the real engines. */
import { describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { createTestDatabase, startTestApi, TestClient, useTestApi } from '../../testing/helpers.ts';

let api: RunningApi;

useTestApi((started) => ({ api } = started));

describe('GET /api/health, /api/health/ready and /api/health/live', () => {
  it('reports database and object store ok', async () => {
    const client = new TestClient(api.url, { contract: sharedContractChecker() });
    for (const path of ['/api/health', '/api/health/ready']) {
      const res = await client.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('retry-after')).toBeNull();
      expect(res.json()).toEqual({ status: 'ok', database: 'ok', objectStore: 'ok' });
    }
    expect((await client.get('/api/health/live')).json()).toEqual({ status: 'ok' });
  });

  it('503 naming the part that is down', async () => {
    const downDb = await createTestDatabase();
    // start-up refuses an unreachable object store outright (it cannot ensure the buckets)...
    const broken = await startTestApi(downDb.url, {
      objectStore: { endPoint: '127.0.0.1', port: 1, useSSL: false, accessKey: 'x', secretKey: 'y', pathStyle: true },
    }).catch((err: unknown) => err);
    expect(broken).toBeInstanceOf(Error);
    await downDb.drop();

    // ...and a running API reports the store going away
    const original = api.storage.ping.bind(api.storage);
    api.storage.ping = async () => false;
    try {
      const client = new TestClient(api.url, { contract: sharedContractChecker() });
      for (const path of ['/api/health', '/api/health/ready']) {
        const res = await client.get(path);
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(res.json()).toEqual({ status: 'degraded', database: 'ok', objectStore: 'down' });
      }
      // liveness: the process serves; restarting it would not bring the store back
      const live = await client.get('/api/health/live');
      expect(live.status).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
    } finally {
      api.storage.ping = original;
    }
  });
});
