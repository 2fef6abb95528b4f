export { PhotoThumbnails } from './components/PhotoThumbnails';
export { PhotoUploader } from './components/PhotoUploader';
export type { CarPhotoBody, CarPhotoUppy } from './lib/car-photo-uppy';
export { CarPhotoUppyContext } from './lib/car-photo-uppy-context';
export { type ListingPhoto, photosOfCar } from './lib/listing-photos';
