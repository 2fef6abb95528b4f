/**
 * Listing photos: the browser POSTs each file with a presigned POST policy under the user's own upload area
 * (`uploads/<userId>/<uuid>` in the private upload bucket; one key, 1 byte–10 MB, the content type it asked for:
 * MinIO and S3 refuse anything else, the embedded s3rver does not). As soon as a file landed the browser asks for
 * the check; before a car refers to it the API checks the object again (this user's key, exists, ≤ 10 MB, a
 * JPEG/PNG/WebP by its bytes) and re-encodes it with sharp (auto-orient, metadata stripped: a phone photo's GPS
 * tags would reveal where the host lives) into the public car photos. Uploads no listing uses are deleted after
 * 24 hours. Targets are limited per user: a rate, and a cap on uploads no listing uses yet (decision 0046).
 */
import { randomUUID } from 'node:crypto';
import {
  CAR_PHOTO_MAX_BYTES,
  CAR_PHOTO_UNUSED_UPLOADS_MAX,
  CAR_PHOTO_UNUSED_UPLOADS_MESSAGE,
  CAR_PHOTO_UPLOAD_RATE_MESSAGE,
  CAR_PHOTO_UPLOAD_RETENTION_HOURS,
  CAR_PHOTO_UPLOAD_TTL_SECONDS,
  CAR_PHOTO_UPLOAD_WINDOW_MINUTES,
  CAR_PHOTO_UPLOADS_PER_WINDOW,
  type CarImageUploadRequest,
  type CarImageUploadTarget,
  detectImageType,
  message,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import sharp from 'sharp';
import { kyselyOf } from '../../db/kysely.ts';
import { ApiError } from '../../http/errors.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import { photoUrl, type StorageService } from './storage.service.ts';

const UPLOAD_PREFIX = 'uploads/';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOAD_KEY = new RegExp(`^uploads/(${UUID})/(${UUID})$`);
/** Width of the stored photo (the srcset of contracts' photos.ts names the original 1200w). */
const PHOTO_WIDTH = 1200;

const TARGET_TTL_MS = CAR_PHOTO_UPLOAD_TTL_SECONDS * 1000;
const RATE_WINDOW_MS = CAR_PHOTO_UPLOAD_WINDOW_MINUTES * 60_000;
const RETENTION_MS = CAR_PHOTO_UPLOAD_RETENTION_HOURS * 60 * 60_000;

export const UPLOAD_MESSAGES = {
  notOurs: message('uploads.notOurs'),
  otherUser: message('uploads.otherUser'),
  missing: message('uploads.missing'),
  tooLarge: message('uploads.tooLarge', { megabytes: 10 }),
  notImage: message('uploads.notImage'),
  duplicate: message('uploads.duplicate'),
};

const tooMany = (message: string, untilMs: number, now: Date) =>
  new ApiError(429, message, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil((untilMs - now.getTime()) / 1000))) },
  });

interface IssuedTarget {
  key: string;
  createdAt: Date;
}

/** 429 when `issued` (newest first) already holds the most targets the window allows; Retry-After: when one leaves. */
function checkRate(issued: readonly IssuedTarget[], now: Date): void {
  const recent = issued.filter((target) => target.createdAt.getTime() > now.getTime() - RATE_WINDOW_MS);
  if (recent.length < CAR_PHOTO_UPLOADS_PER_WINDOW) return;
  const oldestCounted = recent[CAR_PHOTO_UPLOADS_PER_WINDOW - 1]!.createdAt.getTime();
  throw tooMany(CAR_PHOTO_UPLOAD_RATE_MESSAGE, oldestCounted + RATE_WINDOW_MS, now);
}

/**
 * 429 when the user already has the most uploads no listing uses: the objects in their upload area, and the targets
 * whose policy may still land one. Retry-After: when the first of them expires (a listing using them frees them
 * sooner).
 */
async function checkUnused(
  storage: StorageService,
  userId: string,
  issued: readonly IssuedTarget[],
  now: Date,
): Promise<void> {
  const expiries = new Map<string, number>();
  for (const target of issued) {
    const expires = target.createdAt.getTime() + TARGET_TTL_MS;
    if (expires > now.getTime()) expiries.set(target.key, expires);
  }
  for (const object of await storage.list(storage.buckets.carUploads, `${UPLOAD_PREFIX}${userId}/`)) {
    expiries.set(object.key, object.lastModified.getTime() + RETENTION_MS);
  }
  if (expiries.size < CAR_PHOTO_UNUSED_UPLOADS_MAX) return;
  throw tooMany(CAR_PHOTO_UNUSED_UPLOADS_MESSAGE, Math.min(...expiries.values()), now);
}

/**
 * A presigned POST policy for one photo of `contentType` under the user's upload area, within the user's limits
 * (429 otherwise, nothing issued). Counted in PostgreSQL under a lock per user, so replicas agree and two requests
 * at once cannot both take the last place.
 */
export async function createUploadTarget(
  em: EntityManager,
  storage: StorageService,
  userId: string,
  { contentType }: CarImageUploadRequest,
  now = new Date(),
): Promise<CarImageUploadTarget> {
  return em.transactional(async (tx) => {
    const db = kyselyOf(tx);
    await sql`select pg_advisory_xact_lock(hashtextextended(${`car-photo-upload:${userId}`}, 0))`.execute(db);
    // targets neither limit counts any more are forgotten
    const forgetBefore = new Date(now.getTime() - Math.max(RATE_WINDOW_MS, TARGET_TTL_MS));
    await db
      .deleteFrom('car_photo_upload')
      .where('user_id', '=', userId)
      .where('created_at', '<', forgetBefore)
      .execute();
    const rows = await db
      .selectFrom('car_photo_upload')
      .select(['key', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute();
    const issued = rows.map((row) => ({ key: row.key, createdAt: new Date(row.created_at) }));
    checkRate(issued, now);
    await checkUnused(storage, userId, issued, now);

    const key = `${UPLOAD_PREFIX}${userId}/${randomUUID()}`;
    const expiresAt = new Date(now.getTime() + TARGET_TTL_MS);
    const bucket = storage.buckets.carUploads;
    const { url, fields } = await storage.presignedPost(bucket, key, {
      contentType,
      minBytes: 1,
      maxBytes: CAR_PHOTO_MAX_BYTES,
      expiresAt,
    });
    await db.insertInto('car_photo_upload').values({ key, user_id: userId, created_at: now }).execute();
    return {
      method: 'POST',
      url,
      fields,
      key,
      uploadURL: `${url.replace(/\/+$/, '')}/${key}`,
      expiresAt: expiresAt.toISOString(),
    };
  });
}

/**
 * The store's origins browsers upload to (path-style and virtual-host style), the only ones an upload URL may name:
 * its public origin, which the POST policies name.
 */
function storeOrigins(storage: StorageService): { pathStyle: Set<string>; bucketHost: Set<string> } {
  const { protocol, host } = new URL(storage.publicOrigin);
  // URL.canParse: a bucket name before an IP address is no host at all
  const bucketHost = `${protocol}//${storage.buckets.carUploads}.${host}`;
  return {
    pathStyle: new Set([storage.publicOrigin]),
    bucketHost: new Set(URL.canParse(bucketHost) ? [new URL(bucketHost).origin] : []),
  };
}

/** The upload key a client's `images` entry names (the uploadURL or the key itself), or undefined when it names none. */
export function uploadKeyOf(storage: StorageService, reference: string): string | undefined {
  if (reference.startsWith(UPLOAD_PREFIX)) return reference;
  let url: URL;
  let path: string;
  try {
    url = new URL(reference);
    // a malformed escape (`%E0%A4%A`) names no upload of ours: a refusal, never a URIError
    path = decodeURIComponent(url.pathname).replace(/^\//, '');
  } catch {
    return undefined;
  }
  const origins = storeOrigins(storage);
  if (origins.pathStyle.has(url.origin)) {
    const bucketPrefix = `${storage.buckets.carUploads}/`;
    return path.startsWith(bucketPrefix) ? path.slice(bucketPrefix.length) : undefined;
  }
  return origins.bucketHost.has(url.origin) ? path : undefined;
}

export function isUploadReference(storage: StorageService, reference: string): boolean {
  return uploadKeyOf(storage, reference) !== undefined;
}

/** A checked upload, re-encoded in memory, not yet stored. */
export interface PreparedPhoto {
  uploadKey: string;
  data: Buffer;
}

/**
 * Checks the upload `reference` names and re-encodes it (nothing is written here): the one place for the rules of a
 * listing photo. Every refusal is a 400 naming `field`.
 */
async function preparePhoto(
  storage: StorageService,
  userId: string,
  reference: string,
  field: string,
): Promise<PreparedPhoto> {
  const refuse = (message: string) => new ApiError(400, message, { issues: [{ path: field, message }] });
  const key = uploadKeyOf(storage, reference);
  const match = key ? UPLOAD_KEY.exec(key) : null;
  if (!key || !match) throw refuse(UPLOAD_MESSAGES.notOurs);
  if (match[1] !== userId) throw refuse(UPLOAD_MESSAGES.otherUser);
  const bucket = storage.buckets.carUploads;
  const stat = await storage.stat(bucket, key);
  if (!stat) throw refuse(UPLOAD_MESSAGES.missing);
  if (stat.size > CAR_PHOTO_MAX_BYTES) throw refuse(UPLOAD_MESSAGES.tooLarge);
  const bytes = await storage.getBuffer(bucket, key);
  if (!bytes) throw refuse(UPLOAD_MESSAGES.missing);
  if (bytes.length > CAR_PHOTO_MAX_BYTES) throw refuse(UPLOAD_MESSAGES.tooLarge);
  if (!detectImageType(bytes)) throw refuse(UPLOAD_MESSAGES.notImage);
  try {
    // rotate() applies the EXIF orientation; sharp writes no metadata (EXIF, GPS, ICC) unless asked to
    const data = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: PHOTO_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { uploadKey: key, data };
  } catch {
    throw refuse(UPLOAD_MESSAGES.notImage);
  }
}

/** Checks and re-encodes the upload an `images` entry names; a refusal is a 400 naming `images.<index>`. */
export const prepareUploadedPhoto = (storage: StorageService, userId: string, reference: string, index: number) =>
  preparePhoto(storage, userId, reference, `images.${index}`);

/** Refusals that no later try can fix: the object is deleted (it could only ever be refused). */
const UNUSABLE = new Set([UPLOAD_MESSAGES.notImage, UPLOAD_MESSAGES.tooLarge]);

/**
 * `POST /api/car-images/check`: the listing's rules for one upload as soon as it landed (a 400 naming `key`, with
 * the listing's messages); an upload that is not an image, or too large, is deleted.
 */
export async function checkUpload(storage: StorageService, userId: string, key: string): Promise<{ key: string }> {
  try {
    await preparePhoto(storage, userId, key, 'key');
    return { key };
  } catch (error) {
    if (error instanceof ApiError && UNUSABLE.has(error.message)) {
      await storage.remove(storage.buckets.carUploads, key);
    }
    throw error;
  }
}

/** Stores a prepared photo as a public car photo and returns its URL (`/api/photos/cars/<carId>/<uuid>.webp`). */
export async function storeCarPhoto(storage: StorageService, carId: string, photo: PreparedPhoto): Promise<string> {
  const key = `cars/${carId}/${randomUUID()}.webp`;
  await storage.put(storage.buckets.carPhotos, key, photo.data, 'image/webp');
  return photoUrl(key);
}

/** Deletes uploads that have been used (their re-encoded copy is stored). */
export async function removeUploads(storage: StorageService, photos: readonly PreparedPhoto[]): Promise<void> {
  await Promise.all(photos.map((photo) => storage.remove(storage.buckets.carUploads, photo.uploadKey)));
}

/** Deletes the uploads older than 24 hours (a listing deletes the ones it uses): returns how many. */
export async function sweepStaleUploads(storage: StorageService, now = new Date()): Promise<number> {
  const cutoff = now.getTime() - CAR_PHOTO_UPLOAD_RETENTION_HOURS * 60 * 60 * 1000;
  const stale = (await storage.list(storage.buckets.carUploads, UPLOAD_PREFIX)).filter(
    (object) => object.lastModified.getTime() < cutoff,
  );
  for (const object of stale) await storage.remove(storage.buckets.carUploads, object.key);
  return stale.length;
}

/** Deletes stale uploads every hour, on one replica (the job queue's). */
export function uploadSweepJob(storage: StorageService, logger: Logger): ScheduledJob {
  return {
    name: 'storage.delete-stale-uploads',
    cron: '0 * * * *',
    async run(now) {
      const deleted = await sweepStaleUploads(storage, now);
      if (deleted) logger.info('deleted unused photo uploads', { deleted });
    },
  };
}
