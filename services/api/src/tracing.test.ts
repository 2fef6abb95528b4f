/**
 * Traces: an API process started as production starts it, with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a small
 * OTLP/HTTP receiver, exports the span of a request and the spans of its SQL queries to it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, SITE_ORIGIN, type TestDatabase } from './testing/helpers.ts';
import { type Replica, replicaEnv, startReplica, stopReplicas } from './testing/replica-process.ts';

interface Span {
  name: string;
  kind: number;
  traceId: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

/** The spans received so far, and a wait for a set of them (checked on every export). */
const spans: Span[] = [];
const onExport = new Set<() => void>();
const until = (done: () => boolean) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (!done()) return;
      onExport.delete(check);
      resolve();
    };
    onExport.add(check);
    check();
  });

const attribute = (span: Span, key: string) => {
  const value = span.attributes.find((each) => each.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

let receiver: Server;
let db: TestDatabase;
let dataDir: string;
let api: Replica | undefined;
const exportPaths: string[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      exportPaths.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
      const data = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: Span[] }[] }[] };
      for (const resource of data.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      for (const check of onExport) check();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  db = await createTestDatabase({ migrated: false });
  dataDir = await mkdtemp(join(tmpdir(), 'ladrive-tracing-'));
  api = await startReplica('traced api', {
    ...replicaEnv({
      databaseUrl: db.url,
      objectStore: inject('objectStore'),
      siteOrigin: SITE_ORIGIN,
      dataDir,
      bucketPrefix: 'tracing',
    }),
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '50',
  });
}, 120_000);

afterAll(async () => {
  if (api) await stopReplicas([api]);
  await db?.drop();
  await rm(dataDir, { recursive: true, force: true });
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  it("export a request's span and its SQL queries' spans, in one trace, to the OTLP endpoint", async () => {
    const carId = crypto.randomUUID();
    const res = await fetch(`${api!.url}/api/cars/${carId}`);
    expect(res.status).toBe(404);

    const isRequest = (span: Span) => span.kind === 2 && attribute(span, 'url.path') === `/api/cars/${carId}`;
    await until(() => spans.some(isRequest));
    const request = spans.find(isRequest)!;
    expect(attribute(request, 'http.request.method')).toBe('GET');
    expect(Number(attribute(request, 'http.response.status_code'))).toBe(404);

    const isQuery = (span: Span) =>
      span.traceId === request.traceId && attribute(span, 'db.system.name') === 'postgresql';
    await until(() => spans.some(isQuery));
    expect(spans.filter(isQuery).map((span) => span.name)).toContainEqual(expect.stringMatching(/^pg\.query:SELECT/));
    expect(exportPaths[0]).toMatch(/^POST \/v1\/traces application\/json/);
  }, 30_000);
});
