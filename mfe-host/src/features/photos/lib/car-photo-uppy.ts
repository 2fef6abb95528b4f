import { CAR_PHOTO_MAX_BYTES, CAR_PHOTO_TYPES, type CarImageUploadTarget } from '@ladrive/contracts';
import { apiErrorMessage, apiRequest } from '@ladrive/platform';
import AwsS3 from '@uppy/aws-s3';
import Uppy from '@uppy/core';
import { HTTPError } from 'ky';
import { isRetryableStatus, RETRYABLE_STATUSES } from './upload-state';

/** The spec's per-file message on a 401 (kept on the Uppy file; the status list shows it from the catalog). */
export const AUTHORIZATION_REQUIRED = 'Authorization required';

const LONGEST_WAIT_SECONDS = 5;

/**
 * The retry rule of spec section 8 for a call around an upload; a 429 whose Retry-After is longer than a few seconds
 * (the upload limits: minutes) is not waited for, its sentence is shown on the file instead.
 */
const AROUND_AN_UPLOAD = {
  retry: {
    limit: 2,
    methods: ['post'],
    statusCodes: RETRYABLE_STATUSES,
    shouldRetry: ({ error }: { error: Error }) =>
      error instanceof HTTPError && Number(error.response.headers.get('Retry-After')) > LONGEST_WAIT_SECONDS
        ? false
        : undefined,
  },
};

/** The API's sentence for a refused call ('Authorization required' on a 401), as the file's error. */
function refusal(error: unknown): Error {
  if (error instanceof HTTPError && error.response.status === 401) return new Error(AUTHORIZATION_REQUIRED);
  return error instanceof HTTPError ? new Error(apiErrorMessage(error)) : (error as Error);
}

/** POST /api/car-images/upload: a presigned POST policy for one photo of `contentType`. */
export async function requestUploadTarget(contentType: string): Promise<CarImageUploadTarget> {
  try {
    return await apiRequest('POST /api/car-images/upload', { json: { contentType }, ...AROUND_AN_UPLOAD }).json();
  } catch (error) {
    throw refusal(error);
  }
}

/** POST /api/car-images/check: the listing's rules for one upload as soon as it landed; refused with its sentence. */
export async function checkUploadedPhoto(key: string): Promise<void> {
  try {
    await apiRequest('POST /api/car-images/check', { json: { key }, ...AROUND_AN_UPLOAD });
  } catch (error) {
    throw refusal(error);
  }
}

/** The body Uppy keeps for a photo after its POST: where the object now is. */
export interface CarPhotoBody extends Record<string, unknown> {
  location: string;
  key: string;
}

export type CarPhotoUppy = Uppy<Record<string, never>, CarPhotoBody>;

/**
 * Whether a failed upload is worth another try by spec section 8: its presigned policy expired ('Request has
 * expired', 'Invalid according to Policy: Policy expired': signing again fixes it), or the object store answered a status the rule retries (Uppy itself
 * retries only 429 and 5xx).
 */
export function shouldRetryUpload(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { status, body } = error as { status?: unknown; body?: unknown };
  if (/Request has expired|Policy expired|ExpiredToken/i.test(`${error.message} ${body ?? ''}`)) return true;
  return typeof status === 'number' && isRetryableStatus(status);
}

/**
 * Checks each photo as soon as it landed (Uppy's post-processing step): a refused one keeps the API's sentence as its
 * error, so it counts among the failed files, never among the photos the listing gets.
 */
export function checkEachUpload(uppy: CarPhotoUppy, check = checkUploadedPhoto): void {
  uppy.addPostProcessor(async (fileIDs) => {
    await Promise.all(
      fileIDs.map(async (id) => {
        const file = uppy.getFile(id);
        const key = file?.response?.body?.key;
        if (!file || file.error || !key) return;
        uppy.emit('postprocess-progress', file, { mode: 'indeterminate', message: '' });
        try {
          await check(key);
        } catch (error) {
          uppy.setFileState(id, { error: error instanceof Error ? error.message : String(error) });
        }
        uppy.emit('postprocess-complete', uppy.getFile(id));
      }),
    );
  });
}

/**
 * One Uppy per listing form: images only, 10 MB each, at most `maxFiles`, no automatic start;
 * each file is one presigned POST (never multipart) with the policy of `POST /api/car-images/upload`, then checked.
 * A failed upload that `shouldRetryUpload` accepts is signed again and retried once; the rest wait for the
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
    // No x-amz-meta-* fields: the policy was not signed with them.
    allowedMetaFields: false,
    // never multipart: the one request signed is the object's, with the file's type
    signRequest: async (request) => {
      const target = await requestTarget('contentType' in request ? (request.contentType ?? '') : '');
      return { url: target.url, fields: target.fields, key: target.key };
    },
  });
  checkEachUpload(uppy);
  const retriedOnce = new Set<string>();
  uppy.on('upload-error', (file, error) => {
    if (!file || retriedOnce.has(file.id) || !shouldRetryUpload(error)) return;
    retriedOnce.add(file.id);
    void uppy.retryUpload(file.id);
  });
  return uppy;
}
