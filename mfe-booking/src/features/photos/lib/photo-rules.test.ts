import { problemInEnglish } from '../../../testing/contract-text';
import {
  cameraAccessProblem,
  dataUrlBytes,
  isVideoReady,
  photoFileProblem as problemOf,
  scaledSize,
} from './photo-rules';

/** The problem as the toast tells it (the contracts hold its spec text). */
const photoFileProblem = (file: { type: string; size: number }) => problemInEnglish(problemOf(file));

const MB = 1024 * 1024;

describe('photoFileProblem', () => {
  it('accepts any image up to 5 MB', () => {
    expect(photoFileProblem({ type: 'image/jpeg', size: 3 * MB })).toBeNull();
    expect(photoFileProblem({ type: 'image/png', size: 5 * MB })).toBeNull();
    expect(photoFileProblem({ type: 'image/heic', size: 1 })).toBeNull();
  });

  it("refuses what isn't an image", () => {
    expect(photoFileProblem({ type: 'application/pdf', size: 1000 })).toEqual({
      title: 'Invalid File',
      description: 'Please select an image file',
    });
    expect(photoFileProblem({ type: '', size: 1000 })?.title).toBe('Invalid File');
  });

  it('refuses an image over 5 MB', () => {
    expect(photoFileProblem({ type: 'image/jpeg', size: 5 * MB + 1 })).toEqual({
      title: 'File Too Large',
      description: 'Please select an image smaller than 5MB',
    });
  });
});

describe('scaledSize', () => {
  it('scales a wide photo down to 800 px keeping its proportions', () => {
    expect(scaledSize(4032, 3024, 800)).toEqual({ width: 800, height: 600 });
    expect(scaledSize(3024, 4032, 800)).toEqual({ width: 800, height: 1067 });
    expect(scaledSize(1920, 1080)).toEqual({ width: 800, height: 450 });
  });

  it('never enlarges a small one', () => {
    expect(scaledSize(640, 480, 800)).toEqual({ width: 640, height: 480 });
    expect(scaledSize(800, 600, 800)).toEqual({ width: 800, height: 600 });
  });

  it('keeps at least 1 px of height and rejects empty sizes', () => {
    expect(scaledSize(100_000, 10, 800)).toEqual({ width: 800, height: 1 });
    expect(scaledSize(0, 0, 800)).toEqual({ width: 0, height: 0 });
  });
});

describe('dataUrlBytes', () => {
  it('counts the decoded bytes of a base64 data URL', () => {
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abcd')}`)).toBe(4);
    expect(dataUrlBytes(`data:image/jpeg;base64,${btoa('abcde')}`)).toBe(5);
    expect(dataUrlBytes('nonsense')).toBe(0);
  });
});

describe('camera helpers', () => {
  it('explains a denied permission or a missing camera and points to Upload File', () => {
    expect(cameraAccessProblem(new DOMException('denied', 'NotAllowedError'))).toEqual({
      title: 'Camera Access Failed',
      description: 'Camera permission was denied. Please use Upload File instead.',
    });
    expect(cameraAccessProblem(new DOMException('none', 'NotFoundError')).description).toBe(
      'No camera was found on this device. Please use Upload File instead.',
    );
    expect(cameraAccessProblem('weird').title).toBe('Camera Access Failed');
  });

  it('treats a video as ready once it has a frame and a size', () => {
    expect(isVideoReady({ readyState: 0, videoWidth: 0, videoHeight: 0 })).toBe(false);
    expect(isVideoReady({ readyState: 4, videoWidth: 0, videoHeight: 0 })).toBe(false);
    expect(isVideoReady({ readyState: 2, videoWidth: 1280, videoHeight: 720 })).toBe(true);
  });
});
