import { apiError, json, mockApi } from '@ladrive/platform/testing';
import { requestUploadTarget, shouldRetryUpload } from './car-photo-uppy';

const target = {
  uploadURL: 'http://127.0.0.1:4569/car-uploads/uploads/u1/abc?X-Amz-Signature=x',
  url: 'http://127.0.0.1:4569/car-uploads/uploads/u1/abc?X-Amz-Signature=x',
  method: 'PUT' as const,
  headers: {},
  key: 'uploads/u1/abc',
  expiresAt: '2031-05-10T12:15:00.000Z',
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
  it('returns the presigned PUT of POST /api/car-images/upload', async () => {
    replies(200);
    await expect(requestUploadTarget()).resolves.toEqual(target);
  });

  it("says 'Authorization required' on a 401, without retrying", async () => {
    const api = replies(401, 200);
    await expect(requestUploadTarget()).rejects.toThrow('Authorization required');
    expect(api.calls('POST /api/car-images/upload')).toHaveLength(1);
  });

  it('retries a 503 and a 429, not a 400 or a 501', async () => {
    const retried = replies(503, 429, 200);
    await expect(requestUploadTarget()).resolves.toEqual(target);
    expect(retried.calls('POST /api/car-images/upload')).toHaveLength(3);

    const refused = replies(400, 200);
    await expect(requestUploadTarget()).rejects.toThrow(/^400: /);
    expect(refused.calls('POST /api/car-images/upload')).toHaveLength(1);

    const unimplemented = replies(501, 200);
    await expect(requestUploadTarget()).rejects.toThrow(/^501: /);
    expect(unimplemented.calls('POST /api/car-images/upload')).toHaveLength(1);
  });
});

/** An object store refusal as @uppy/aws-s3 reports it. */
const storeError = (status: number, body = '') => Object.assign(new Error(`S3 returned ${status}`), { status, body });

describe('shouldRetryUpload', () => {
  it('retries an expired URL and the statuses of the spec, not the others', () => {
    expect(shouldRetryUpload(storeError(403, '<Message>Request has expired</Message>'))).toBe(true);
    for (const status of [408, 409, 418, 423, 429, 500, 503]) expect(shouldRetryUpload(storeError(status))).toBe(true);
    for (const status of [400, 403, 404, 413, 501, 505]) expect(shouldRetryUpload(storeError(status))).toBe(false);
    expect(shouldRetryUpload(new Error('Authorization required'))).toBe(false);
  });
});
