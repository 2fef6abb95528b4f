/**
 * The photos of a record of the car: data URLs decoded and recognised by their first bytes (as the identity photos),
 * decoded whole (a truncated file is refused) and without EXIF, and kept exactly as sent — the SHA-256 of those bytes is what a dispute compares, so they are
 * not re-encoded (the app has already scaled them and its canvas drops their metadata). Encrypted in the private
 * bucket like the identity photos (and read back with the same `readIdentityPhoto`).
 */
import { createHash } from 'node:crypto';
import { type ApiIssue, TRIP_PHOTO_MAX_BYTES, TRIP_RECORD_MESSAGES, type TripRecordInsert } from '@ladrive/contracts';
import sharp from 'sharp';
import { encryptBytes } from '../../lib/encryption.ts';
import { decodeImageDataUrl, PHOTO_MAX_INPUT_PIXELS } from '../bookings/index.ts';
import type { StorageService } from '../storage/index.ts';
import type { StoredTripPhoto } from './trip-record.entity.ts';

export interface DecodedTripPhoto extends StoredTripPhoto {
  data: Buffer;
}

/**
 * Whether the bytes are a whole image without EXIF: decoded to the last pixel (the header alone would pass a
 * truncated file), and refused with EXIF, which may carry where the photo was taken — the other party downloads it
 * as stored. The app's canvas writes none.
 */
async function isImage(data: Buffer): Promise<boolean> {
  try {
    const image = sharp(data, { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' });
    const { width, height, exif } = await image.metadata();
    if (!width || !height || exif) return false;
    await image.stats();
    return true;
  } catch {
    return false;
  }
}

/** Every photo decoded and checked, or the issues refusing them (before anything is written). */
export async function decodeTripPhotos(
  photos: TripRecordInsert['photos'],
): Promise<{ photos: DecodedTripPhoto[] } | { issues: ApiIssue[] }> {
  const issues: ApiIssue[] = [];
  const decoded: DecodedTripPhoto[] = [];
  for (const [index, photo] of photos.entries()) {
    const path = `photos.${index}.data`;
    const result = decodeImageDataUrl(photo.data, TRIP_PHOTO_MAX_BYTES);
    if (result === 'size') issues.push({ path, message: TRIP_RECORD_MESSAGES.photoSize });
    else if (result === 'type' || !(await isImage(result.data)))
      issues.push({ path, message: TRIP_RECORD_MESSAGES.photoType });
    else
      decoded.push({
        angle: photo.angle,
        contentType: result.contentType,
        sha256: createHash('sha256').update(result.data).digest('hex'),
        data: result.data,
      });
  }
  return issues.length ? { issues } : { photos: decoded };
}

/** `bookings/<bookingId>/trip-records/<recordId>/<position>`, in the private bucket. */
export const tripPhotoKey = (bookingId: string, recordId: string, position: number) =>
  `bookings/${bookingId}/trip-records/${recordId}/${position}`;

export async function storeTripPhotos(
  storage: StorageService,
  keyOf: (position: number) => string,
  photos: readonly DecodedTripPhoto[],
  encryptionKey: Buffer,
): Promise<void> {
  await Promise.all(
    photos.map((photo, position) =>
      storage.put(
        storage.buckets.bookingDocuments,
        keyOf(position),
        encryptBytes(photo.data, encryptionKey),
        'application/octet-stream',
      ),
    ),
  );
}

/** Best effort, when the record that would have named them was not stored. */
export async function removeTripPhotos(storage: StorageService, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.remove(storage.buckets.bookingDocuments, key)));
}
