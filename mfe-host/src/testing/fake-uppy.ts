/** An Uppy with the listing's restrictions whose uploads the test finishes itself (no network, no S3). */
import { CAR_PHOTO_MAX_BYTES, CAR_PHOTO_TYPES } from '@ladrive/contracts';
import Uppy from '@uppy/core';
import type { CarPhotoBody, CarPhotoUppy } from '../features/photos';

export const uploadedUrl = (name: string) => `http://localhost:4569/car-uploads/user/${name}`;

export function fakeUppy(maxFiles: number): CarPhotoUppy {
  const uppy: CarPhotoUppy = new Uppy<Record<string, never>, CarPhotoBody>({
    autoProceed: false,
    restrictions: {
      maxNumberOfFiles: maxFiles,
      maxFileSize: CAR_PHOTO_MAX_BYTES,
      allowedFileTypes: [...CAR_PHOTO_TYPES],
    },
  });
  uppy.addUploader(async (fileIDs) => {
    for (const id of fileIDs) {
      const file = uppy.getFile(id);
      uppy.emit('upload-success', file, {
        status: 200,
        body: { location: uploadedUrl(file.name ?? id), key: `uploads/${file.name}` },
        uploadURL: uploadedUrl(file.name ?? id),
      });
    }
  });
  return uppy;
}

export function imageFile(name: string, type = 'image/jpeg', size = 2048): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** jsdom has neither; the Uppy Dashboard and the thumbnails need them. */
export function stubBrowserApis() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  let next = 0;
  URL.createObjectURL = () => `blob:photo-${++next}`;
  URL.revokeObjectURL = () => {};
}
