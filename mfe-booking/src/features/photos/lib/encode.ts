import { createContext, useContext } from 'react';
import { MAX_PHOTO_WIDTH, PHOTO_JPEG_QUALITY, scaledSize } from './photo-rules';

/** Turns a picked file or the camera's current frame into the JPEG data URL the booking sends. */
export interface PhotoEncoder {
  fromFile(file: File): Promise<string>;
  fromVideo(video: HTMLVideoElement): Promise<string>;
}

/** Draws `source` at most 800 px wide on a canvas and encodes it as JPEG quality 0.6. */
export function encodeScaledJpeg(source: CanvasImageSource, width: number, height: number): string {
  const size = scaledSize(width, height, MAX_PHOTO_WIDTH);
  if (size.width === 0) throw new Error('The picture has no size');
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  // JPEG has no transparency: a PNG's transparent parts come out white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(source, 0, 0, size.width, size.height);
  const dataUrl = canvas.toDataURL('image/jpeg', PHOTO_JPEG_QUALITY);
  if (!dataUrl.startsWith('data:image/jpeg')) throw new Error('JPEG encoding is not supported');
  return dataUrl;
}

async function loadImage(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    // Browsers draw the photo upright (EXIF orientation applied), as the camera app showed it.
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The browser encoder: canvas scaling and `toDataURL('image/jpeg', 0.6)`. */
export const canvasPhotoEncoder: PhotoEncoder = {
  async fromFile(file) {
    const image = await loadImage(file);
    return encodeScaledJpeg(image, image.naturalWidth, image.naturalHeight);
  },
  async fromVideo(video) {
    return encodeScaledJpeg(video, video.videoWidth, video.videoHeight);
  },
};

/** Tests (jsdom has no canvas) provide their own encoder; the app uses the canvas one. */
export const PhotoEncoderContext = createContext<PhotoEncoder>(canvasPhotoEncoder);
export const usePhotoEncoder = () => useContext(PhotoEncoderContext);
