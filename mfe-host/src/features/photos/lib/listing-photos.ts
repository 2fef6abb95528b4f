/**
 * The photos of a listing as the form keeps them: what goes into the car's `images` and what the
 * thumbnail shows. The first photo is the card photo.
 */
export interface ListingPhoto {
  /** The `images` entry: an upload's `uploadURL`, or one of the car's own `/api/photos/…` URLs. */
  src: string;
  /** What the thumbnail shows: the local file (object URL) or the served photo. */
  preview: string;
  /** The uploaded file's name; empty for a saved photo (its place names it). */
  name: string;
}

/** A car's saved photos, for editing. */
export const photosOfCar = (images: readonly string[]): ListingPhoto[] =>
  images.map((src) => ({ src, preview: src, name: '' }));

/** Moves the photo at `from` by `offset` places (−1 earlier, +1 later); out-of-range moves change nothing. */
export function movePhoto(photos: readonly ListingPhoto[], from: number, offset: number): ListingPhoto[] {
  const to = from + offset;
  if (from < 0 || from >= photos.length || to < 0 || to >= photos.length) return [...photos];
  const next = [...photos];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}
