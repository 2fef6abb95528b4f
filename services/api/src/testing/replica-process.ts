/**
 * API replicas as production runs them: `node src/server.ts` processes in production mode on one database and one
 * object store, each started and watched through its JSON log lines. For the replicas test and the benchmarks.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ObjectStoreOptions } from '../modules/storage/index.ts';

export interface Replica {
  name: string;
  process: ChildProcess;
  url: string;
  /** Every JSON log line the process printed so far. */
  logs: Record<string, unknown>[];
  /** Called after each new log line. */
  onLog: Set<() => void>;
  exited: Promise<number | null>;
}

const serverScript = fileURLToPath(new URL('../server.ts', import.meta.url));
/** Loaded first, as `pnpm start` and the production image do: traces when OTEL_EXPORTER_OTLP_ENDPOINT is set. */
const tracingScript = fileURLToPath(new URL('../tracing.ts', import.meta.url));

/**
 * The environment of replicas sharing one database and object store: production mode, the same session and
 * encryption keys, buckets of their own (`bucketPrefix-…`), any free port on 127.0.0.1, behind our proxy on loopback.
 */
export function replicaEnv(options: {
  databaseUrl: string;
  objectStore: ObjectStoreOptions;
  siteOrigin: string;
  dataDir: string;
  bucketPrefix: string;
}): NodeJS.ProcessEnv {
  const store = options.objectStore;
  return {
    PATH: process.env.PATH,
    LADRIVE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    S3_ENDPOINT: store.endPoint,
    S3_PORT: String(store.port),
    S3_USE_SSL: 'false',
    S3_ACCESS_KEY: store.accessKey,
    S3_SECRET_KEY: store.secretKey,
    S3_BUCKET_CAR_PHOTOS: `${options.bucketPrefix}-car-photos`,
    S3_BUCKET_BOOKING_DOCUMENTS: `${options.bucketPrefix}-booking-documents`,
    S3_BUCKET_CAR_UPLOADS: `${options.bucketPrefix}-car-uploads`,
    SESSION_KEYS: randomBytes(24).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    SITE_ORIGIN: options.siteOrigin,
    // replicas send no email: production's explicit "no sending" (emails are queued and recorded only)
    SMTP_URL: 'disabled',
    MAIL_FROM: 'LA Drive <no-reply@replicas.test>',
    TRUSTED_PROXIES: 'loopback',
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    DATA_DIR: options.dataDir,
  };
}

/** Starts `node --import src/tracing.ts src/server.ts` and resolves once it logs 'api ready' (rejects if it exits first). */
export function startReplica(name: string, env: NodeJS.ProcessEnv): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', tracingScript, serverScript], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const onLog = new Set<() => void>();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      logs.push(entry);
      for (const listener of onLog) listener();
      if (entry.msg === 'api ready') resolve({ name, process: child, url: String(entry.url), logs, onLog, exited });
    });
    void exited.then((code) => reject(new Error(`${name} exited with ${code} before it was ready:\n${stderr}`)));
  });
}

/** Resolves once `done` holds for the replicas' logs (checked now and after every new line). */
export function untilLogged(replicas: Replica[], done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!done()) return;
      for (const replica of replicas) replica.onLog.delete(check);
      resolve();
    };
    for (const replica of replicas) replica.onLog.add(check);
    check();
  });
}

/** Stops the replicas as a rolling update does (SIGTERM) and resolves with their exit codes. */
export function stopReplicas(replicas: Replica[]): Promise<(number | null)[]> {
  for (const replica of replicas) replica.process.kill('SIGTERM');
  return Promise.all(replicas.map((replica) => replica.exited));
}
