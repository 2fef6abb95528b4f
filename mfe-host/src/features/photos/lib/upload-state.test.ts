import { isRetryableStatus, uploadState } from './upload-state';

describe('uploadState', () => {
  it('names each state of the spec from the file Uppy keeps', () => {
    expect(uploadState({ progress: {} })).toBe('waiting');
    expect(uploadState({ progress: { preprocess: { mode: 'indeterminate' } } })).toBe('preprocessing');
    expect(uploadState({ progress: { uploadStarted: 1 } })).toBe('uploading');
    expect(uploadState({ isPaused: true, progress: { uploadStarted: 1 } })).toBe('paused');
    expect(uploadState({ progress: { uploadStarted: 1, uploadComplete: true } })).toBe('complete');
    expect(uploadState({ progress: { uploadComplete: true, postprocess: { mode: 'indeterminate' } } })).toBe(
      'postprocessing',
    );
    expect(uploadState({ error: 'Non 2xx', progress: { uploadStarted: 1 } })).toBe('error');
  });
});

describe('isRetryableStatus', () => {
  it('retries only the 4xx the spec lists', () => {
    for (const status of [408, 409, 418, 423, 429]) expect(isRetryableStatus(status)).toBe(true);
    for (const status of [400, 401, 403, 404, 413, 422]) expect(isRetryableStatus(status)).toBe(false);
  });

  it('retries 5xx except 501 and 505', () => {
    for (const status of [500, 502, 503, 504]) expect(isRetryableStatus(status)).toBe(true);
    expect(isRetryableStatus(501)).toBe(false);
    expect(isRetryableStatus(505)).toBe(false);
  });
});
