export { PhotoCapture } from './components/PhotoCapture';
export { canvasPhotoEncoder, type PhotoEncoder, PhotoEncoderContext, usePhotoEncoder } from './lib/encode';
export { dataUrlBytes, photoFileProblem } from './lib/photo-rules';
