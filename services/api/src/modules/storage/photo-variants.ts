import type { PhotoWidth } from '@ladrive/contracts';
import sharp from 'sharp';
import type { StorageService } from './storage.service.ts';

export const variantKey = (key: string, width: PhotoWidth) => `variants/w${width}/${key}`;

/**
 * Makes sure the `width` variant of a public photo exists, creating it from the original on first
 * request (libvips is fast; later requests, and the CDN, reuse the stored variant). Returns its key,
 * or undefined when the original does not exist.
 */
export async function ensurePhotoVariant(
  storage: StorageService,
  key: string,
  width: PhotoWidth,
): Promise<string | undefined> {
  const bucket = storage.buckets.carPhotos;
  const target = variantKey(key, width);
  if (await storage.stat(bucket, target)) return target;
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
