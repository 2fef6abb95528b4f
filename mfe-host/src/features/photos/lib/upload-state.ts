/**
 * The photo upload states of spec section 4, read from an Uppy file, and the retry rule of
 * spec section 8 for the requests around an upload.
 */
export const UPLOAD_STATE_LABELS = {
  waiting: 'photos.stateWaiting',
  preprocessing: 'photos.statePreprocessing',
  uploading: 'photos.stateUploading',
  postprocessing: 'photos.statePostprocessing',
  complete: 'photos.stateComplete',
  paused: 'photos.statePaused',
  error: 'photos.stateError',
} as const;
export type UploadState = keyof typeof UPLOAD_STATE_LABELS;

/** What an upload state needs from an Uppy file. */
export interface UploadingFile {
  error?: string | null;
  isPaused?: boolean;
  progress: {
    uploadStarted?: number | null;
    uploadComplete?: boolean;
    preprocess?: unknown;
    postprocess?: unknown;
  };
}

export function uploadState(file: UploadingFile): UploadState {
  const { progress } = file;
  if (file.error) return 'error';
  if (progress.postprocess) return 'postprocessing';
  if (progress.uploadComplete) return 'complete';
  if (progress.preprocess) return 'preprocessing';
  if (file.isPaused) return 'paused';
  if (progress.uploadStarted) return 'uploading';
  return 'waiting';
}

/**
 * Spec section 8: a 4xx is not retried except 408, 409, 418, 423 and 429; a 5xx is retried
 * except 501 and 505.
 */
export function isRetryableStatus(status: number): boolean {
  if (status >= 500) return status !== 501 && status !== 505;
  return [408, 409, 418, 423, 429].includes(status);
}

/** Every status `isRetryableStatus` accepts, as ky's `retry.statusCodes` wants them. */
export const RETRYABLE_STATUSES = Array.from({ length: 200 }, (_, index) => 400 + index).filter(isRetryableStatus);
