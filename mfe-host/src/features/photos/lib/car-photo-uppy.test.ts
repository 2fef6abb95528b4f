import { apiError, json, mockApi } from '@ladrive/platform/testing';
import { checkUploadedPhoto, requestUploadTarget, shouldRetryUpload } from './car-photo-uppy';

const target = {
  method: 'POST' as const,
  url: 'http://127.0.0.1:4569/car-uploads',
  fields: { key: 'uploads/u1/abc', 'Content-Type': 'image/jpeg', policy: 'e30=', 'x-amz-signature': 'x' },
  key: 'uploads/u1/abc',
  uploadURL: 'http://127.0.0.1:4569/car-uploads/uploads/u1/abc',
  expiresAt: '2031-05-10T12:05:00.000Z',
};

function replies(...statuses: number[]) {
  let call = 0;
  return mockApi({
    'POST /api/car-images/upload': () => {
      const status = statuses[call++] ?? 200;
      return status === 200 ? json(target) : apiError(status, `status ${status}`);
    },
  });
}

describe('requestUploadTarget', () => {
  it('returns the POST policy of POST /api/car-images/upload for the file’s type', async () => {
    const api = replies(200);
    await expect(requestUploadTarget('image/png')).resolves.toEqual(target);
    expect(api.calls('POST /api/car-images/upload')[0]?.body).toEqual({ contentType: 'image/png' });
  });

  it("says 'Authorization required' on a 401, without retrying", async () => {
    const api = replies(401, 200);
    await expect(requestUploadTarget('image/jpeg')).rejects.toThrow('Authorization required');
    expect(api.calls('POST /api/car-images/upload')).toHaveLength(1);
  });

  it('retries a 503 and a 429, not a 400 or a 501', async () => {
    const retried = replies(503, 429, 200);
    await expect(requestUploadTarget('image/jpeg')).resolves.toEqual(target);
    expect(retried.calls('POST /api/car-images/upload')).toHaveLength(3);

    const refused = replies(400, 200);
    await expect(requestUploadTarget('image/jpeg')).rejects.toThrow(/^status 400$/);
    expect(refused.calls('POST /api/car-images/upload')).toHaveLength(1);

    const unimplemented = replies(501, 200);
    await expect(requestUploadTarget('image/jpeg')).rejects.toThrow(/^status 501$/);
    expect(unimplemented.calls('POST /api/car-images/upload')).toHaveLength(1);
  });
});

describe('checkUploadedPhoto', () => {
  it('checks the key, and is refused with the API’s own sentence', async () => {
    const good = mockApi({ 'POST /api/car-images/check': ({ body }) => json(body as { key: string }) });
    await expect(checkUploadedPhoto('uploads/u1/abc')).resolves.toBeUndefined();
    expect(good.calls('POST /api/car-images/check')[0]?.body).toEqual({ key: 'uploads/u1/abc' });
    mockApi({ 'POST /api/car-images/check': apiError(400, 'Each photo must be a JPEG, PNG or WebP image') });
    await expect(checkUploadedPhoto('uploads/u1/abc')).rejects.toThrow(
      /^Each photo must be a JPEG, PNG or WebP image$/,
    );
  });

  it('shows a 429 of the upload limits at once instead of waiting minutes for its Retry-After', async () => {
    const api = mockApi({
      'POST /api/car-images/upload': {
        ...apiError(429, 'Please wait a few minutes'),
        headers: { 'Retry-After': '240' },
      },
    });
    await expect(requestUploadTarget('image/jpeg')).rejects.toThrow(/^Please wait a few minutes$/);
    expect(api.calls('POST /api/car-images/upload')).toHaveLength(1);
  });
});

/** An object store refusal as @uppy/aws-s3 reports it. */
const storeError = (status: number, body = '') => Object.assign(new Error(`S3 returned ${status}`), { status, body });

describe('shouldRetryUpload', () => {
  it('retries an expired URL and the statuses of the spec, not the others', () => {
    expect(shouldRetryUpload(storeError(403, '<Message>Request has expired</Message>'))).toBe(true);
    expect(shouldRetryUpload(storeError(403, '<Message>Invalid according to Policy: Policy expired.</Message>'))).toBe(
      true,
    );
    for (const status of [408, 409, 418, 423, 429, 500, 503]) expect(shouldRetryUpload(storeError(status))).toBe(true);
    for (const status of [400, 403, 404, 413, 501, 505]) expect(shouldRetryUpload(storeError(status))).toBe(false);
    expect(shouldRetryUpload(new Error('Authorization required'))).toBe(false);
  });
});
