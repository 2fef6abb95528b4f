/**
 * The object store through the `minio` client (MinIO / any S3 in production, s3rver embedded).
 * Every bucket is private: car photos are read through presigned GETs `GET /api/photos/*key` redirects to; booking
 * documents (licence photos, selfies) only by admins, through the API; uploads are written through presigned requests.
 */
import type { Readable } from 'node:stream';
import * as Minio from 'minio';
import { DependencyUnavailableError, isConnectionFailure } from '../../http/errors.ts';

export interface ObjectStoreOptions {
  endPoint: string;
  port?: number;
  useSSL?: boolean;
  accessKey: string;
  secretKey: string;
  region?: string;
  pathStyle?: boolean;
  /**
   * Where browsers reach the store (S3_PUBLIC_URL, an origin such as https://storage.example): presigned URLs are
   * signed for it. Default: the endpoint above, when browsers reach the store by the API's own name.
   */
  publicUrl?: string;
}

export interface BucketNames {
  carPhotos: string;
  bookingDocuments: string;
  /** Private: the browser PUTs listing photos here through presigned URLs; the API re-encodes them into carPhotos. */
  carUploads: string;
}

export const DEFAULT_BUCKETS: BucketNames = {
  carPhotos: 'car-photos',
  bookingDocuments: 'booking-documents',
  carUploads: 'car-uploads',
};

export interface StoredObject {
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

const NOT_FOUND_CODES = new Set(['NoSuchKey', 'NotFound', 'NoSuchBucket']);

export function isNotFound(err: unknown): boolean {
  return typeof err === 'object' && err !== null && NOT_FOUND_CODES.has(String((err as { code?: unknown }).code));
}

/** The store answering that it cannot serve now (S3's 500 and 503 error codes). */
const UNAVAILABLE_CODES = new Set(['InternalError', 'ServiceUnavailable', 'SlowDown', 'RequestTimeout']);

/**
 * Every failure of the store that is not an answer about an object (a missing key, a refused request) but the store
 * itself out of reach: the one error the rest of the API sees for it (a 503 at the edge).
 */
export class StoreUnavailableError extends DependencyUnavailableError {
  constructor(cause: unknown) {
    super('objectStore', { cause });
    this.name = 'StoreUnavailableError';
  }
}

/** `operation`, its failures to reach the store thrown as StoreUnavailableError. */
async function reaching<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (err) {
    if (isConnectionFailure(err) || UNAVAILABLE_CODES.has(String((err as { code?: unknown })?.code)))
      throw new StoreUnavailableError(err);
    throw err;
  }
}

/** The origin of the endpoint the API itself uses (https unless `useSSL` is false, as the minio client). */
function endpointOrigin({ endPoint, port, useSSL }: ObjectStoreOptions): string {
  const host = endPoint.includes(':') ? `[${endPoint}]` : endPoint;
  return new URL(`${useSSL === false ? 'http' : 'https'}://${host}${port ? `:${port}` : ''}`).origin;
}

/** The client that signs URLs for browsers: the store under its public name (signing needs no request to it). */
function presignerFor(options: ObjectStoreOptions, region: string, client: Minio.Client): Minio.Client {
  if (!options.publicUrl) return client;
  const url = new URL(options.publicUrl);
  return new Minio.Client({
    endPoint: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : undefined,
    useSSL: url.protocol === 'https:',
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    region,
    pathStyle: options.pathStyle,
  });
}

export class StorageService {
  readonly client: Minio.Client;
  /** Signs the URLs browsers use (`publicUrl`). */
  private readonly presigner: Minio.Client;
  /** Where browsers reach the store: `publicUrl`, else the API's own endpoint. Presigned URLs name it. */
  readonly publicOrigin: string;
  /** Where the store is (presigned URLs name it; uploaded URLs are checked against it). */
  readonly options: ObjectStoreOptions;
  readonly buckets: BucketNames;
  readonly region: string;

  constructor(options: ObjectStoreOptions, buckets: BucketNames = DEFAULT_BUCKETS) {
    this.region = options.region ?? 'us-east-1';
    const { publicUrl: _browsersOnly, ...clientOptions } = options;
    this.client = new Minio.Client({ ...clientOptions, region: this.region });
    this.presigner = presignerFor(options, this.region, this.client);
    this.publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : endpointOrigin(options);
    this.options = options;
    this.buckets = buckets;
  }

  /**
   * Creates the buckets when missing, private like every bucket of ours: photos are served by GET /api/photos, never
   * read from the store anonymously (infra/production/object-store, decision 0045).
   */
  async ensureBuckets(): Promise<void> {
    for (const bucket of [this.buckets.carPhotos, this.buckets.bookingDocuments, this.buckets.carUploads]) {
      if (!(await this.client.bucketExists(bucket))) {
        await this.client.makeBucket(bucket, this.region).catch(async (err: unknown) => {
          // another replica may have created it meanwhile
          if (!(await this.client.bucketExists(bucket))) throw err;
        });
      }
    }
  }

  async put(bucket: string, key: string, data: Buffer, contentType: string): Promise<void> {
    await reaching(() => this.client.putObject(bucket, key, data, data.length, { 'Content-Type': contentType }));
  }

  /** Deletes an object; a missing one is not an error. */
  async remove(bucket: string, key: string): Promise<void> {
    try {
      await reaching(() => this.client.removeObject(bucket, key));
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }

  /** Metadata of an object, or undefined when it does not exist. */
  async stat(bucket: string, key: string): Promise<StoredObject | undefined> {
    try {
      const stat = await reaching(() => this.client.statObject(bucket, key));
      const contentType = String(stat.metaData['content-type'] ?? stat.metaData['Content-Type'] ?? '');
      return {
        size: stat.size,
        contentType: contentType || 'application/octet-stream',
        etag: stat.etag,
        lastModified: stat.lastModified,
      };
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  /** A stream of the object, or undefined when it does not exist. */
  async get(bucket: string, key: string): Promise<Readable | undefined> {
    try {
      return await reaching(() => this.client.getObject(bucket, key));
    } catch (err) {
      if (isNotFound(err)) return undefined;
      throw err;
    }
  }

  /**
   * A POST policy for one object: the holder may POST `fields` and a file of `contentType`, `minBytes`–`maxBytes`
   * long, to `url` as a form, for `ttlSeconds`. MinIO and S3 enforce it; s3rver enforces none of it (check before use).
   */
  async presignedPost(
    bucket: string,
    key: string,
    /** `contentType` undefined: any `image/` type. */
    limits: { contentType: string | undefined; minBytes: number; maxBytes: number; expiresAt: Date },
  ): Promise<{ url: string; fields: Record<string, string> }> {
    const policy = this.presigner.newPostPolicy();
    policy.setBucket(bucket);
    policy.setKey(key);
    if (limits.contentType) policy.setContentType(limits.contentType);
    else policy.setContentTypeStartsWith('image/');
    policy.setContentLengthRange(limits.minBytes, limits.maxBytes);
    policy.setExpires(limits.expiresAt);
    const { postURL, formData } = await this.presigner.presignedPostPolicy(policy);
    return { url: postURL, fields: formData };
  }

  /**
   * A URL that GETs one object for `expirySeconds` from `signedAt`, answered with `cacheControl` (S3's
   * response-cache-control). Signed here, without a request to the store.
   */
  presignedGet(
    bucket: string,
    key: string,
    options: { signedAt: Date; expirySeconds: number; cacheControl: string },
  ): Promise<string> {
    return this.presigner.presignedGetObject(
      bucket,
      key,
      options.expirySeconds,
      { 'response-cache-control': options.cacheControl },
      options.signedAt,
    );
  }

  /** The whole object in memory (callers check its size with `stat` first), or undefined when missing. */
  async getBuffer(bucket: string, key: string): Promise<Buffer | undefined> {
    const stream = await this.get(bucket, key);
    if (!stream) return undefined;
    return reaching(async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
  }

  /** Keys and last-modified times of the objects under `prefix`. */
  async list(bucket: string, prefix: string): Promise<{ key: string; lastModified: Date }[]> {
    return reaching(async () => {
      const objects: { key: string; lastModified: Date }[] = [];
      for await (const item of this.client.listObjects(bucket, prefix, true)) {
        const object = item as { name?: string; lastModified?: Date };
        if (object.name && object.lastModified) objects.push({ key: object.name, lastModified: object.lastModified });
      }
      return objects;
    });
  }

  /** Readiness probe for /api/health and /api/health/ready. */
  async ping(): Promise<boolean> {
    try {
      return await this.client.bucketExists(this.buckets.carPhotos);
    } catch {
      return false;
    }
  }
}

const PHOTO_PATH = '/api/photos/';

/** The public URL the database stores for a car photo. */
export function photoUrl(key: string): string {
  return `${PHOTO_PATH}${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** The key of a car photo's public URL (the inverse of `photoUrl`), or undefined for any other URL. */
export function photoKeyOf(url: string): string | undefined {
  return url.startsWith(PHOTO_PATH) ? decodeURIComponent(url.slice(PHOTO_PATH.length)) : undefined;
}
