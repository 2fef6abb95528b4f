/**
 * The identity photos of POST /api/bookings: data URLs decoded and recognised by their first bytes
 * (JPEG, PNG, WebP; the label in the data URL is not trusted), at most 5 MB decoded each.
 */
import {
  type ApiIssue,
  BOOKING_PHOTO_MAX_BYTES,
  type BookingDocumentKind,
  type BookingPhotoField,
  bookingPhotoMessages,
  detectImageType,
  type ImageType,
} from '@ladrive/contracts';

export interface DecodedPhoto extends ImageType {
  kind: BookingDocumentKind;
  data: Buffer;
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w.+-]+=[\w.+-]+)*);base64,/i;
const BASE64_ALPHABET = new Uint8Array(128);
for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') {
  BASE64_ALPHABET[char.charCodeAt(0)] = 1;
}
/**
 * `/^[A-Za-z0-9+/]*={0,2}$/`, as a loop: on a photo's 100 kB of text the regular expression cost ~1 ms, paid by
 * each of 200 simultaneous bookings on one event loop.
 */
function isBase64(text: string): boolean {
  let end = text.length;
  while (end > 0 && text.length - end < 2 && text.charCodeAt(end - 1) === 61 /* = */) end--;
  for (let i = 0; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code > 127 || !BASE64_ALPHABET[code]) return false;
  }
  return true;
}

export const KIND_OF: Record<BookingPhotoField, BookingDocumentKind> = {
  licensePhoto: 'license',
  selfieWithLicense: 'selfie',
};

export const FIELD_OF: Record<BookingDocumentKind, BookingPhotoField> = {
  license: 'licensePhoto',
  selfie: 'selfieWithLicense',
};

/** A 40-megapixel phone photo is fine; a decompression bomb is not (sharp's input limit for every private photo). */
export const PHOTO_MAX_INPUT_PIXELS = 50_000_000;

/** A data URL's base64 payload within the size limit whose first bytes are an image: not decoded yet. */
export interface SniffedImage extends ImageType {
  payload: string;
}

/**
 * A base64 data URL's type by its first bytes and its size by its length, without decoding the rest: what every
 * request can afford (a booking refused for its dates never pays for more). `decodeSniffed` finishes the work.
 */
export function sniffImageDataUrl(dataUrl: string, maxBytes: number): SniffedImage | 'type' | 'size' {
  const header = DATA_URL.exec(dataUrl);
  if (!header) return 'type';
  const payload = dataUrl.slice(header[0].length).replace(/\s+/g, '');
  if (payload.length % 4 === 1) return 'type';
  // size before decoding: base64 is 4 characters per 3 bytes, minus the padding
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const decodedLength = Math.floor((payload.length * 3) / 4) - padding;
  if (decodedLength > maxBytes) return 'size';
  // 16 characters are 12 bytes: every signature detectImageType knows
  const type = detectImageType(Buffer.from(payload.slice(0, 16), 'base64'));
  if (!type || !isBase64(payload.slice(0, 16))) return 'type';
  return { ...type, payload };
}

/** The sniffed image's bytes, or 'type' when its payload is not base64 after all. */
export function decodeSniffed({ payload, ...type }: SniffedImage): (ImageType & { data: Buffer }) | 'type' {
  if (!isBase64(payload)) return 'type';
  return { ...type, data: Buffer.from(payload, 'base64') };
}

/**
 * An image sent as a base64 data URL: its bytes and type (by its first bytes), or why it is refused. The size is
 * checked before decoding, so an oversized one is never held decoded.
 */
export function decodeImageDataUrl(
  dataUrl: string,
  maxBytes: number,
): (ImageType & { data: Buffer }) | 'type' | 'size' {
  const sniffed = sniffImageDataUrl(dataUrl, maxBytes);
  return typeof sniffed === 'string' ? sniffed : decodeSniffed(sniffed);
}

/** A booking's identity photo as sent, sniffed (`sniffImageDataUrl`), decoded by `decodePhoto`. */
export interface SentPhoto extends SniffedImage {
  kind: BookingDocumentKind;
}

/** Sniffs one photo or returns the issue that refuses it. */
export function sniffPhoto(field: BookingPhotoField, dataUrl: string): SentPhoto | ApiIssue {
  const sniffed = sniffImageDataUrl(dataUrl, BOOKING_PHOTO_MAX_BYTES);
  if (typeof sniffed === 'string') return { path: field, message: bookingPhotoMessages(field)[sniffed] };
  return { ...sniffed, kind: KIND_OF[field] };
}

/** Decodes one sniffed photo or returns the issue that refuses it. */
export function decodePhoto({ kind, ...sniffed }: SentPhoto): DecodedPhoto | ApiIssue {
  const decoded = decodeSniffed(sniffed);
  const field = FIELD_OF[kind];
  if (typeof decoded === 'string') return { path: field, message: bookingPhotoMessages(field)[decoded] };
  return { ...decoded, kind };
}

export const isIssue = <T extends object>(value: T | ApiIssue): value is ApiIssue => 'message' in value;

/** `bookings/<bookingId>/license.jpg` and the like, in the private bucket. */
export function documentKey(bookingId: string, photo: Pick<DecodedPhoto, 'kind' | 'ext'>): string {
  return `bookings/${bookingId}/${photo.kind}.${photo.ext}`;
}
