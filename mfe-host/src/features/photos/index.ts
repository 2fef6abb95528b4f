export { PhotoThumbnails } from './components/PhotoThumbnails';
export { PhotoUploader, type PhotoUploaderProps } from './components/PhotoUploader';
export type { CarPhotoBody, CarPhotoUppy } from './lib/car-photo-uppy';
export { createCarPhotoUppy } from './lib/car-photo-uppy';
export { type ListingPhoto, photosOfCar } from './lib/listing-photos';
