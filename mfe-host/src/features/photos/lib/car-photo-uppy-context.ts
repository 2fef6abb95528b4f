import { createContext } from 'react';
import type { CarPhotoUppy } from './car-photo-uppy';

/**
 * How the listing form gets its Uppy: null for the real one (createCarPhotoUppy, loaded with the upload dialog), or
 * in tests one whose uploads never touch the network. Kept apart from Uppy itself so a page with the form does not
 * load Uppy until its dialog opens.
 */
export const CarPhotoUppyContext = createContext<((maxFiles: number) => CarPhotoUppy) | null>(null);
