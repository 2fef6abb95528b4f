import { CAR_PHOTO_MAX_BYTES, CAR_PHOTO_TYPES, type CarImageUploadTarget } from '@ladrive/contracts';
import { apiRequest } from '@ladrive/platform';
import AwsS3 from '@uppy/aws-s3';
import Uppy from '@uppy/core';
import { HTTPError } from 'ky';
import { createContext } from 'react';
import { isRetryableStatus, RETRYABLE_STATUSES } from './upload-state';

/** The spec's per-file message on a 401 (kept on the Uppy file; the status list shows it from the catalog). */
export const AUTHORIZATION_REQUIRED = 'Authorization required';

/** POST /api/car-images/upload: a presigned PUT for one photo, retried by the rule of spec section 8. */
export async function requestUploadTarget(): Promise<CarImageUploadTarget> {
  try {
    return await apiRequest('POST /api/car-images/upload', {
      retry: { limit: 2, methods: ['post'], statusCodes: RETRYABLE_STATUSES },
    }).json();
  } catch (error) {
    // The spec's per-file message; the Dashboard shows it on the file with a retry button.
    if (error instanceof HTTPError && error.response.status === 401) throw new Error(AUTHORIZATION_REQUIRED);
    throw error;
  }
}

/** The body Uppy keeps for a photo after its PUT: where the object now is. */
export interface CarPhotoBody extends Record<string, unknown> {
  location: string;
  key: string;
}

export type CarPhotoUppy = Uppy<Record<string, never>, CarPhotoBody>;

/**
 * Whether a failed PUT is worth another try by spec section 8: its presigned URL expired ('Request has
 * expired': signing again fixes it), or the object store answered a status the rule retries (Uppy itself
 * retries only 429 and 5xx).
 */
export function shouldRetryUpload(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { status, body } = error as { status?: unknown; body?: unknown };
  if (/Request has expired|ExpiredToken/i.test(`${error.message} ${body ?? ''}`)) return true;
  return typeof status === 'number' && isRetryableStatus(status);
}

/**
 * One Uppy per listing form: images only, 10 MB each, at most `maxFiles`, no automatic start;
 * each file is one presigned PUT (never multipart) with the parameters of `POST /api/car-images/upload`.
 * A failed PUT that `shouldRetryUpload` accepts is signed again and retried once; the rest wait for the
 * user's retry button.
 */
export function createCarPhotoUppy(maxFiles: number, requestTarget = requestUploadTarget): CarPhotoUppy {
  const uppy: CarPhotoUppy = new Uppy<Record<string, never>, CarPhotoBody>({
    id: 'car-photos',
    autoProceed: false,
    restrictions: {
      maxNumberOfFiles: maxFiles,
      maxFileSize: CAR_PHOTO_MAX_BYTES,
      allowedFileTypes: [...CAR_PHOTO_TYPES],
    },
  });
  uppy.use(AwsS3, {
    shouldUseMultipart: false,
    // No x-amz-meta-* headers: the presigned URL was not signed with them.
    allowedMetaFields: false,
    signRequest: async () => {
      const target = await requestTarget();
      return { url: target.uploadURL, headers: target.headers, key: target.key };
    },
  });
  const retriedOnce = new Set<string>();
  uppy.on('upload-error', (file, error) => {
    if (!file || retriedOnce.has(file.id) || !shouldRetryUpload(error)) return;
    retriedOnce.add(file.id);
    void uppy.retryUpload(file.id);
  });
  return uppy;
}

/** How the listing form gets its Uppy: the real one, or in tests one whose uploads never touch the network. */
export const CarPhotoUppyContext = createContext<(maxFiles: number) => CarPhotoUppy>(createCarPhotoUppy);
