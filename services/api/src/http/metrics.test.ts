/**
 * GET /api/metrics on the API's port: Prometheus text with requests by route pattern (never the URL's ids) and
 * status, their latency histogram, the pg pool and the job queue's depth.
 */
import { describe, expect, it } from 'vitest';
import type { RunningApi } from '../index.ts';
import { TestClient, useTestApi } from '../testing/helpers.ts';

let api: RunningApi;
useTestApi((started) => ({ api } = started));

/** The value of the sample `series` (name and labels exactly as exposed), or undefined. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /api/metrics', () => {
  it('counts requests by method, route pattern and status, and times them', async () => {
    const client = new TestClient(api.url);
    const carId = crypto.randomUUID();
    expect((await client.get(`/api/cars/${carId}`)).status).toBe(404);
    expect((await client.get(`/api/cars/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await client.get('/api/health/live')).status).toBe(200);
    expect((await client.get('/api/no-such-route/123')).status).toBe(404);

    const res = await client.get('/api/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    expect(sample(text, 'http_requests_total{method="GET",route="/api/cars/:id",status="404"}')).toBe(2);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/health/live",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/cars/:id"}')).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/cars/:id"}')).toBe(2);
    // labels are patterns: no id, no unknown path
    expect(text).not.toContain(carId);
    expect(text).not.toContain('no-such-route');
  });

  it('reports the pg pool, the job queue depth and the process', async () => {
    await api.jobs.send('mail.send', { never: 'sent' }, { startAfter: new Date(Date.now() + 3_600_000) });
    const { text } = await new TestClient(api.url).get('/api/metrics');
    expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(text, 'job_queue_depth{queue="mail.send",state="queued"}')).toBe(1);
    expect(sample(text, 'job_queue_depth{queue="rum.delete-old-events",state="active"}')).toBe(0);
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('is refused (404, as an unknown path) to a request one of our proxies forwarded', async () => {
    const client = new TestClient(api.url);
    // the test client connects from loopback, a trusted proxy in the tests: its X-Forwarded-For is believed
    const proxied = await client.get('/api/metrics', { 'x-forwarded-for': '198.51.100.7' });
    expect(proxied.status).toBe(404);
    expect(proxied.text).not.toContain('http_requests_total');
    expect((await client.get('/api/metrics')).status).toBe(200);
  });
});
