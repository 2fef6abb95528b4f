import { message } from './i18n/messages.ts';
/**
 * The two identity photos of a booking (driver's licence, selfie with the licence): sent as data
 * URLs in POST /api/bookings, recognised by their first bytes (never by the label), at most 5 MB
 * decoded each. The route accepts a body of up to 12 MB; the rest of the API keeps 100 kB.
 */
export const BOOKING_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const BOOKING_BODY_LIMIT_BYTES = 12 * 1024 * 1024;

export type BookingPhotoField = 'licensePhoto' | 'selfieWithLicense';
export type BookingDocumentKind = 'license' | 'selfie';
export const BOOKING_DOCUMENT_KINDS = ['license', 'selfie'] as const satisfies readonly BookingDocumentKind[];

const LABELS: Record<BookingPhotoField, string> = {
  licensePhoto: message('bookingPhotos.licensePhoto'),
  selfieWithLicense: message('bookingPhotos.selfieWithLicense'),
};

export const bookingPhotoMessages = (field: BookingPhotoField) => ({
  type: message('bookingPhotos.type', { photo: LABELS[field] }),
  size: message('bookingPhotos.size', { photo: LABELS[field], megabytes: BOOKING_PHOTO_MAX_BYTES / 1024 / 1024 }),
});

/** Spec section 5: what the browser refuses before reading a picked file (images only, 5 MB at most). */
export const BOOKING_PHOTO_FILE_REFUSALS = {
  notImage: { title: message('bookingPhotos.invalidFileTitle'), description: message('bookingPhotos.selectImage') },
  tooLarge: { title: message('bookingPhotos.fileTooLargeTitle'), description: message('bookingPhotos.selectSmaller') },
};

export type ImageType = { ext: 'jpg' | 'png' | 'webp'; contentType: 'image/jpeg' | 'image/png' | 'image/webp' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, index) => bytes[from + index] === char.charCodeAt(0));

/** JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) or WebP (RIFF....WEBP) by the magic bytes; else undefined. */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { ext: 'jpg', contentType: 'image/jpeg' };
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte))
    return { ext: 'png', contentType: 'image/png' };
  if (bytes.length >= 12 && ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP'))
    return { ext: 'webp', contentType: 'image/webp' };
  return undefined;
}
