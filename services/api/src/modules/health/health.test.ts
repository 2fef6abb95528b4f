/** The health check against the real engines. */
import { describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { createTestDatabase, startTestApi, TestClient, useTestApi } from '../../testing/helpers.ts';

let api: RunningApi;

useTestApi((started) => ({ api } = started));

describe('GET /api/health', () => {
  it('reports database and object store ok', async () => {
    const res = await new TestClient(api.url, { contract: sharedContractChecker() }).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', objectStore: 'ok' });
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
      const res = await new TestClient(api.url, { contract: sharedContractChecker() }).get('/api/health');
      expect(res.status).toBe(503);
      expect(res.json()).toEqual({ status: 'degraded', database: 'ok', objectStore: 'down' });
    } finally {
      api.storage.ping = original;
    }
  });
});
