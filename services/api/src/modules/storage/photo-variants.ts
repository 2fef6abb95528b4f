import { PHOTO_WIDTHS, type PhotoWidth } from '@ladrive/contracts';
import sharp from 'sharp';
import type { JobQueue, QueuedJob } from '../../jobs/job-queue.ts';
import type { StorageService, StoredObject } from './storage.service.ts';

export const variantKey = (key: string, width: PhotoWidth) => `variants/w${width}/${key}`;

/** An object of the photo bucket that is a photo (anything else there is never served). */
const isImage = (object: StoredObject | undefined) => object?.contentType.startsWith('image/') === true;

/** `key` when it is a photo in the photo bucket, else undefined. */
export async function existingPhoto(storage: StorageService, key: string): Promise<string | undefined> {
  return isImage(await storage.stat(storage.buckets.carPhotos, key)) ? key : undefined;
}

/**
 * Makes sure the `width` variant of a public photo exists, creating it from the original on first
 * request (libvips is fast; later requests, and the CDN, reuse the stored variant). Returns its key,
 * or undefined when the original is not a photo. A variant that exists costs one store call.
 */
export async function ensurePhotoVariant(
  storage: StorageService,
  key: string,
  width: PhotoWidth,
): Promise<string | undefined> {
  const bucket = storage.buckets.carPhotos;
  const target = variantKey(key, width);
  if (await storage.stat(bucket, target)) return target;
  if (!(await existingPhoto(storage, key))) return undefined;
  const original = await storage.getBuffer(bucket, key);
  if (!original) return undefined;
  const scaled = await sharp(original)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 72 })
    .toBuffer();
  await storage.put(bucket, target, scaled, 'image/webp');
  return target;
}

/** The queue that deletes the resized copies of photos no car shows any more. */
export const PHOTO_VARIANTS_REMOVAL_JOB = 'storage.delete-photo-variants';

export interface PhotoVariantsRemoval {
  /** Keys of removed photos in the photo bucket. */
  keys: string[];
}

/**
 * Deletes every width's copy of each removed photo (made on first request, so any of them may exist). A job, so
 * a store that is down when the photo goes loses nothing: the attempt fails and is retried; a copy already gone
 * is not an error, so a retry after a partial run finishes the rest.
 */
export function photoVariantsRemovalJob(storage: StorageService): QueuedJob<PhotoVariantsRemoval> {
  return {
    name: PHOTO_VARIANTS_REMOVAL_JOB,
    async run({ keys }) {
      const variants = keys.flatMap((key) => PHOTO_WIDTHS.map((width) => variantKey(key, width)));
      await Promise.all(variants.map((variant) => storage.remove(storage.buckets.carPhotos, variant)));
    },
  };
}

/** Queues the deletion of the resized copies of the photos at `keys` (their originals are deleted by the caller). */
export async function removePhotoVariants(jobs: JobQueue, keys: string[]): Promise<void> {
  if (keys.length) await jobs.send(PHOTO_VARIANTS_REMOVAL_JOB, { keys } satisfies PhotoVariantsRemoval);
}
