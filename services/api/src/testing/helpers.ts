/** Test helpers: a database per test file, the API on a free port, and a cookie-keeping HTTP client. */
import { randomBytes } from 'node:crypto';
import { messageText } from '@ladrive/contracts/message-text';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type RunningApi, type StartApiOptions, startApi } from '../index.ts';
import { silentLogger } from '../lib/logger.ts';
import type { ContractChecker } from './contract.ts';

export const SITE_ORIGIN = 'http://localhost:3000';
export const TEST_ENCRYPTION_KEY = randomBytes(32);
export const TEST_SESSION_KEYS = ['test-session-key-1'];

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for a test file: by default a copy of the run's migrated template (the API then finds
 * no migration pending); `{ migrated: false }` gives an empty one, for tests of the migrations themselves.
 */
export async function createTestDatabase({ migrated = true }: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin((client) => {
    const template = migrated ? ` template ${client.escapeIdentifier(inject('pgTemplateDatabase'))}` : '';
    return client.query(`create database ${client.escapeIdentifier(name)}${template}`);
  });
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      admin((client) => client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`)).then(
        () => undefined,
      ),
  };
}

/** A raw connection to a test database (to look at rows the API wrote). */
export async function query<T extends pg.QueryResultRow = Record<string, unknown>>(
  databaseUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export function startTestApi(databaseUrl: string, options: Partial<StartApiOptions> = {}): Promise<RunningApi> {
  return startApi({
    databaseUrl,
    objectStore: inject('objectStore'),
    port: 0,
    host: '127.0.0.1',
    siteOrigin: SITE_ORIGIN,
    sessionKeys: TEST_SESSION_KEYS,
    encryptionKey: TEST_ENCRYPTION_KEY,
    photoCacheDir: inject('photoCacheDir'),
    logger: silentLogger,
    poolMax: 4,
    // the test client plays our proxy: its X-Forwarded-For says which client it forwards
    trustedProxies: ['loopback'],
    // a test runs the jobs it needs with api.jobs.runNow: a schedule firing mid-test would change its data
    scheduleJobs: false,
    ...options,
  });
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  json: <T = Record<string, unknown>>() => T;
}

export interface TestClientOptions {
  /** Opt-in: every response is checked against the OpenAPI document (the request fails when it does not match). */
  contract?: ContractChecker;
}

/** fetch with a cookie jar, no redirect following, JSON or form bodies. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  baseUrl: string;
  private readonly contract: ContractChecker | undefined;

  constructor(baseUrl: string, options: TestClientOptions = {}) {
    this.baseUrl = baseUrl;
    this.contract = options.contract;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    options: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    const res = await fetch(new URL(path, this.baseUrl), { method, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    this.contract?.check(method, path, { status: res.status, headers: res.headers, text });
    return { status: res.status, headers: res.headers, text, json: <T>() => JSON.parse(text) as T };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }

  postJson(path: string, json: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, { json, headers });
  }

  postForm(path: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request('POST', path, { form, headers });
  }

  putJson(path: string, json: unknown, headers?: Record<string, string>) {
    return this.request('PUT', path, { json, headers });
  }
}

let ipCounter = 1;
/** A distinct client IP (X-Forwarded-For, the API trusts the proxy) so sign-in throttling never crosses tests. */
export function freshIp(): Record<string, string> {
  ipCounter++;
  return { 'x-forwarded-for': `203.0.113.${ipCounter % 250}` };
}

/**
 * This test file's own database and API: created before its tests, closed and dropped after them.
 * `onStart` receives them once they run (assign them to the file's variables).
 */
export function useTestApi(
  onStart: (started: { db: TestDatabase; api: RunningApi }) => void,
  options: Partial<StartApiOptions> & { migrated?: boolean } = {},
) {
  let db: TestDatabase | undefined;
  let api: RunningApi | undefined;
  const { migrated, ...apiOptions } = options;
  beforeAll(async () => {
    db = await createTestDatabase({ migrated });
    api = await startTestApi(db.url, apiOptions);
    onStart({ db, api });
  });
  afterAll(async () => {
    await api?.close();
    await db?.drop();
  });
}

/** A clock the test moves: the API's job queue reads it (`StartApiOptions.now`); it starts at the real time. */
export class TestClock {
  #offsetMs = 0;
  readonly now = () => new Date(Date.now() + this.#offsetMs);

  advance(minutes: number): void {
    this.#offsetMs += minutes * 60_000;
  }
}

/** A contracts message reference as the API says it to a request that chose no language: today's text. */
export const defaultText = (reference: string) => messageText(reference, null);

/**
 * A release origin in the test object store: `bucket` holds an environment as @ladrive/releases writes it, and its
 * public URL is the store's path-style address (it answers anonymous reads), standing in for the CDN.
 */
export function testReleaseOrigin(bucket: string) {
  const store = inject('objectStore');
  return {
    endPoint: store.endPoint,
    port: store.port ?? 80,
    useSSL: false,
    accessKey: store.accessKey,
    secretKey: store.secretKey,
    region: 'us-east-1',
    bucket,
    publicUrl: `http://${store.endPoint}:${store.port}/${bucket}`,
  };
}
