import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { type PhotoEncoder, PhotoEncoderContext } from '../features/photos';

/** jsdom has no canvas: an encoder that returns a recognisable JPEG data URL per source. */
export function fakeEncoder() {
  const encoder = {
    fromFile: vi.fn(async (file: File) => `data:image/jpeg;base64,${btoa(`file:${file.name}`)}`),
    fromVideo: vi.fn(async () => `data:image/jpeg;base64,${btoa('camera-frame')}`),
  } satisfies PhotoEncoder;
  const wrap = (ui: ReactNode) => <PhotoEncoderContext value={encoder}>{ui}</PhotoEncoderContext>;
  return { encoder, wrap };
}

export const imageFile = (name = 'license.jpg', size = 1024, type = 'image/jpeg') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** Replaces navigator.mediaDevices.getUserMedia (jsdom has none). */
export function stubGetUserMedia(impl: (constraints: MediaStreamConstraints) => Promise<MediaStream>) {
  const getUserMedia = vi.fn(impl);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return getUserMedia;
}

export function fakeStream() {
  const track = { stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

export function removeMediaDevices() {
  Reflect.deleteProperty(navigator, 'mediaDevices');
}
