/**
 * Car photos are served at `/api/photos/<key>`; `?w=<width>` asks for a WebP scaled to one of
 * these widths (made once, then cached like the original), so a card never downloads a full photo.
 */
export const PHOTO_WIDTHS = [320, 480, 800] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

const PHOTO_PATH = '/api/photos/';

/** The URL of `url` scaled to `width`; other URLs (e.g. an inline fallback image) are returned as they are. */
export function photoVariantUrl(url: string, width: PhotoWidth): string {
  return url.startsWith(PHOTO_PATH) ? `${url}?w=${width}` : url;
}

/** A `srcset` offering every width plus the original (1200 px wide for seeded and processed photos). */
export function photoSrcSet(url: string): string | undefined {
  if (!url.startsWith(PHOTO_PATH)) return undefined;
  return [...PHOTO_WIDTHS.map((width) => `${photoVariantUrl(url, width)} ${width}w`), `${url} 1200w`].join(', ');
}
