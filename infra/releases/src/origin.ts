/**
 * The static origin releases go to: an S3 bucket (the embedded object store on local runs, MinIO or S3 in
 * production) that a CDN — locally `serveCdn` — serves from. The same code targets every environment; only
 * this configuration changes.
 */
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import * as Minio from 'minio';

export interface OriginConfig {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  region: string;
  bucket: string;
  /** Where browsers read the bucket's files, e.g. http://localhost:3006 or https://cdn.ladrive.example. */
  publicUrl: string;
}

/** Keys of the origin: releases under `<app>/<version>/…`, plus the environment's pointers. */
export const REMOTES_JSON_KEY = 'remotes.json';
export const HISTORY_PREFIX = 'releases/';
export const historyKey = (app: string) => `${HISTORY_PREFIX}${app}.json`;
export const releasePrefix = (app: string, version: string) => `${app}/${version}/`;

export class ReleaseOrigin {
  readonly client: Minio.Client;
  readonly config: OriginConfig;

  constructor(config: OriginConfig) {
    this.config = config;
    this.client = new Minio.Client({
      endPoint: config.endPoint,
      port: config.port,
      useSSL: config.useSSL,
      accessKey: config.accessKey,
      secretKey: config.secretKey,
      region: config.region,
      pathStyle: true,
      // A fresh connection per request: a release compresses between uploads, and on a busy machine the pause
      // outlived the object store's keep-alive, so the next upload went out on a closed socket ('socket hang up').
      transportAgent: new (config.useSSL ? https : http).Agent({ keepAlive: false }),
    });
  }

  async ensureBucket(): Promise<void> {
    const { bucket, region } = this.config;
    if (!(await this.client.bucketExists(bucket))) await this.client.makeBucket(bucket, region);
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== undefined;
  }

  async put(key: string, body: Buffer | string, headers: Record<string, string>): Promise<void> {
    const data = typeof body === 'string' ? Buffer.from(body) : body;
    await this.client.putObject(this.config.bucket, key, data, data.length, headers);
  }

  async getText(key: string): Promise<string | undefined> {
    const stream = await this.get(key);
    if (!stream) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    return Buffer.concat(chunks).toString('utf8');
  }

  async getJson<T>(key: string): Promise<T | undefined> {
    const text = await this.getText(key);
    return text === undefined ? undefined : (JSON.parse(text) as T);
  }

  async get(key: string): Promise<Readable | undefined> {
    try {
      return await this.client.getObject(this.config.bucket, key);
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number; etag: string; lastModified: Date } | undefined> {
    try {
      const stat = await this.client.statObject(this.config.bucket, key);
      return { size: stat.size, etag: stat.etag, lastModified: stat.lastModified };
    } catch (err) {
      if (isMissing(err)) return undefined;
      throw err;
    }
  }

  /** The keys under `prefix`, e.g. every app's history under `releases/`. */
  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.config.bucket, prefix, true)) {
      const { name } = item as { name?: string };
      if (name) keys.push(name);
    }
    return keys;
  }

  /** The public URL of a key, as browsers (and the release verification) fetch it. */
  publicUrl(key: string): string {
    return `${this.config.publicUrl.replace(/\/$/, '')}/${key}`;
  }
}

function isMissing(err: unknown): boolean {
  // a key S3 cannot hold (over 1,024 characters) names no object either
  if (err instanceof Minio.InvalidObjectNameError) return true;
  const code = (err as { code?: unknown }).code;
  return code === 'NoSuchKey' || code === 'NotFound' || code === 'NoSuchBucket';
}

/** The embedded object store of `pnpm start` (s3rver inside the API process, see services/api/src/embedded.ts). */
export function localOrigin(objectStorePort: number, cdnPort: number): OriginConfig {
  return {
    endPoint: '127.0.0.1',
    port: objectStorePort,
    useSSL: false,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    region: 'us-east-1',
    bucket: 'site-releases',
    publicUrl: `http://localhost:${cdnPort}`,
  };
}

/**
 * Production: the same origin from the environment (RELEASE_S3_ENDPOINT is a URL such as
 * https://minio.internal:9000; RELEASE_BUCKET, RELEASE_S3_ACCESS_KEY, RELEASE_S3_SECRET_KEY, RELEASE_PUBLIC_URL).
 */
const ORIGIN_ENV_NAMES = [
  'RELEASE_S3_ENDPOINT',
  'RELEASE_BUCKET',
  'RELEASE_S3_ACCESS_KEY',
  'RELEASE_S3_SECRET_KEY',
  'RELEASE_PUBLIC_URL',
] as const;

export function originFromEnv(env: NodeJS.ProcessEnv): OriginConfig | undefined {
  const names = ORIGIN_ENV_NAMES;
  const present = names.filter((name) => env[name]);
  if (present.length === 0) return undefined;
  const missing = names.filter((name) => !env[name]);
  if (missing.length) throw new Error(`Release target incomplete: set ${missing.join(', ')}`);
  const endpoint = new URL(env.RELEASE_S3_ENDPOINT!);
  return {
    endPoint: endpoint.hostname,
    port: Number(endpoint.port || (endpoint.protocol === 'https:' ? 443 : 80)),
    useSSL: endpoint.protocol === 'https:',
    accessKey: env.RELEASE_S3_ACCESS_KEY!,
    secretKey: env.RELEASE_S3_SECRET_KEY!,
    region: env.RELEASE_S3_REGION ?? 'us-east-1',
    bucket: env.RELEASE_BUCKET!,
    publicUrl: env.RELEASE_PUBLIC_URL!,
  };
}

/** The variables originFromEnv reads back as `config`: how `pnpm start` hands the API its local release origin. */
export function originEnv(
  config: OriginConfig,
): Record<(typeof ORIGIN_ENV_NAMES)[number] | 'RELEASE_S3_REGION', string> {
  return {
    RELEASE_S3_ENDPOINT: `${config.useSSL ? 'https' : 'http'}://${config.endPoint}:${config.port}`,
    RELEASE_BUCKET: config.bucket,
    RELEASE_S3_ACCESS_KEY: config.accessKey,
    RELEASE_S3_SECRET_KEY: config.secretKey,
    RELEASE_S3_REGION: config.region,
    RELEASE_PUBLIC_URL: config.publicUrl,
  };
}
