/**
 * Listing photos: the browser PUTs each file to a presigned URL under the user's own upload area
 * (`uploads/<userId>/<uuid>` in the private upload bucket); before a car refers to it the API checks
 * the object (this user's key, exists, ≤ 10 MB, a JPEG/PNG/WebP by its bytes — a presigned PUT cannot
 * limit size or type) and re-encodes it with sharp (auto-orient, metadata stripped: a phone photo's
 * GPS tags would reveal where the host lives) into the public car photos. Uploads no listing uses
 * are deleted after 24 hours.
 */
import { randomUUID } from 'node:crypto';
import {
  CAR_PHOTO_MAX_BYTES,
  CAR_PHOTO_UPLOAD_RETENTION_HOURS,
  CAR_PHOTO_UPLOAD_TTL_SECONDS,
  type CarImageUploadTarget,
  detectImageType,
  message,
} from '@ladrive/contracts';
import sharp from 'sharp';
import { ApiError } from '../../http/errors.ts';
import type { ScheduledJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import { photoUrl, type StorageService } from './storage.service.ts';

const UPLOAD_PREFIX = 'uploads/';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOAD_KEY = new RegExp(`^uploads/(${UUID})/(${UUID})$`);
/** Width of the stored photo (the srcset of contracts' photos.ts names the original 1200w). */
const PHOTO_WIDTH = 1200;

export const UPLOAD_MESSAGES = {
  notOurs: message('uploads.notOurs'),
  otherUser: message('uploads.otherUser'),
  missing: message('uploads.missing'),
  tooLarge: message('uploads.tooLarge', { megabytes: 10 }),
  notImage: message('uploads.notImage'),
  duplicate: message('uploads.duplicate'),
};

export async function createUploadTarget(
  storage: StorageService,
  userId: string,
  now = new Date(),
): Promise<CarImageUploadTarget> {
  const key = `${UPLOAD_PREFIX}${userId}/${randomUUID()}`;
  const url = await storage.presignedPut(storage.buckets.carUploads, key, CAR_PHOTO_UPLOAD_TTL_SECONDS);
  return {
    uploadURL: url,
    url,
    method: 'PUT',
    headers: {},
    key,
    expiresAt: new Date(now.getTime() + CAR_PHOTO_UPLOAD_TTL_SECONDS * 1000).toISOString(),
  };
}

const refusal = (message: string, index: number) =>
  new ApiError(400, message, { issues: [{ path: `images.${index}`, message }] });

/** The store's own origins (path-style and virtual-host style), the only ones an upload URL may name. */
function storeOrigins(storage: StorageService): { pathStyle: Set<string>; bucketHost: Set<string> } {
  const { endPoint, port, useSSL } = storage.options;
  const scheme = useSSL === false ? 'http' : 'https';
  // URL.canParse: a bucket name before an IP address is no host at all
  const origins = (host: string) => {
    const url = `${scheme}://${host}${port ? `:${port}` : ''}`;
    return new Set(URL.canParse(url) ? [new URL(url).origin] : []);
  };
  return { pathStyle: origins(endPoint), bucketHost: origins(`${storage.buckets.carUploads}.${endPoint}`) };
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
 * Checks the upload an `images` entry names and re-encodes it (nothing is written here).
 * Every refusal is a 400 naming `images.<index>`.
 */
export async function prepareUploadedPhoto(
  storage: StorageService,
  userId: string,
  reference: string,
  index: number,
): Promise<PreparedPhoto> {
  const key = uploadKeyOf(storage, reference);
  const match = key ? UPLOAD_KEY.exec(key) : null;
  if (!key || !match) throw refusal(UPLOAD_MESSAGES.notOurs, index);
  if (match[1] !== userId) throw refusal(UPLOAD_MESSAGES.otherUser, index);
  const bucket = storage.buckets.carUploads;
  const stat = await storage.stat(bucket, key);
  if (!stat) throw refusal(UPLOAD_MESSAGES.missing, index);
  if (stat.size > CAR_PHOTO_MAX_BYTES) throw refusal(UPLOAD_MESSAGES.tooLarge, index);
  const bytes = await storage.getBuffer(bucket, key);
  if (!bytes) throw refusal(UPLOAD_MESSAGES.missing, index);
  if (bytes.length > CAR_PHOTO_MAX_BYTES) throw refusal(UPLOAD_MESSAGES.tooLarge, index);
  if (!detectImageType(bytes)) throw refusal(UPLOAD_MESSAGES.notImage, index);
  try {
    // rotate() applies the EXIF orientation; sharp writes no metadata (EXIF, GPS, ICC) unless asked to
    const data = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: PHOTO_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { uploadKey: key, data };
  } catch {
    throw refusal(UPLOAD_MESSAGES.notImage, index);
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
