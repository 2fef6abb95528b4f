import type { PhotoWidth } from '@ladrive/contracts';
import sharp from 'sharp';
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
