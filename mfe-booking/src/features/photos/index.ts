export { PhotoCapture } from './components/PhotoCapture';
export { canvasPhotoEncoder, type PhotoEncoder, PhotoEncoderContext } from './lib/encode';
export { dataUrlBytes } from './lib/photo-rules';
