/**
 * The booking photos' rules (spec sections 5 and 9): images only, 5 MB at most as picked, and
 * every photo sent scaled to at most 800 px wide as a JPEG of quality 0.6.
 */
import { BOOKING_PHOTO_FILE_REFUSALS, BOOKING_PHOTO_MAX_BYTES } from '@ladrive/contracts';
import { translate } from '../../../i18n';

export const MAX_PHOTO_FILE_BYTES = BOOKING_PHOTO_MAX_BYTES;
export const MAX_PHOTO_WIDTH = 800;
export const PHOTO_JPEG_QUALITY = 0.6;

export interface PhotoProblem {
  title: string;
  description: string;
}

/** Why a picked file can't be used (checked before it is read), or null. */
export function photoFileProblem(file: { type: string; size: number }): PhotoProblem | null {
  if (!file.type.startsWith('image/')) return BOOKING_PHOTO_FILE_REFUSALS.notImage;
  if (file.size > MAX_PHOTO_FILE_BYTES) return BOOKING_PHOTO_FILE_REFUSALS.tooLarge;
  return null;
}

/** The size to draw a `width`×`height` picture at: at most `maxWidth` wide, same proportions, never enlarged. */
export function scaledSize(
  width: number,
  height: number,
  maxWidth = MAX_PHOTO_WIDTH,
): { width: number; height: number } {
  if (!(width > 0 && height > 0)) return { width: 0, height: 0 };
  if (width <= maxWidth) return { width: Math.round(width), height: Math.round(height) };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/** Bytes of the data a base64 data URL carries (what the server decodes), e.g. for a size note. */
export function dataUrlBytes(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  if (comma < 0) return 0;
  const base64 = dataUrl.slice(comma + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

type CameraProblemText = 'photos.accessFailed' | 'photos.accessDenied' | 'photos.noCamera' | 'photos.cameraFailed';

/** The booking page's own language (its spec's English), where no translator is given. */
const inEnglish = translate('en');

/** The toast for a failed `getUserMedia`: denied or no camera, and the way out (Upload File), told by `t`. */
export function cameraAccessProblem(error: unknown, t: (id: CameraProblemText) => string = inEnglish): PhotoProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  const reason =
    name === 'NotAllowedError' || name === 'SecurityError'
      ? 'photos.accessDenied'
      : name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotSupportedError'
        ? 'photos.noCamera'
        : 'photos.cameraFailed';
  return { title: t('photos.accessFailed'), description: t(reason) };
}

/** A video element shows a frame we can draw (metadata and current frame loaded, a real size). */
export function isVideoReady(video: Pick<HTMLVideoElement, 'readyState' | 'videoWidth' | 'videoHeight'>): boolean {
  return video.readyState >= 2 && video.videoWidth > 0 && video.videoHeight > 0;
}
