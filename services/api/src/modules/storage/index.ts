/**
 * The storage module's face: the object store (public car photos, private booking documents), serving photos,
 * and listing-photo uploads (presigned, checked by their bytes, re-encoded).
 */
export { carImagesRoutes } from './car-images.routes.ts';
export { CarPhotoUpload } from './car-photo-upload.entity.ts';
export {
  isUploadReference,
  type PreparedPhoto,
  prepareUploadedPhoto,
  removeUploads,
  storeCarPhoto,
  sweepStaleUploads,
  UPLOAD_MESSAGES,
  uploadSweepJob,
} from './car-uploads.ts';
export { PHOTO_REDIRECT_CACHE, photoStoreUrl, requestedWidth, sendPhoto } from './photo-response.ts';
export { photoVariantsRemovalJob, removePhotoVariants, variantKey } from './photo-variants.ts';
export { storageRoutes } from './storage.routes.ts';
export {
  type BucketNames,
  DEFAULT_BUCKETS,
  type ObjectStoreOptions,
  photoKeyOf,
  photoUrl,
  StorageService,
  StoreUnavailableError,
} from './storage.service.ts';
