import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiErrorMessage, isUnauthorizedError } from './client';

function respondWith(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(body, {
          status,
          statusText: status === 401 ? 'Unauthorized' : 'Error',
          headers: { 'content-type': contentType },
        }),
    ),
  );
}

describe('api client errors', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns a non-OK response into "<status>: <body>"', async () => {
    respondWith(401, JSON.stringify({ message: 'Unauthorized' }));
    const error = await api
      .get('auth/user')
      .json()
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe('401: {"message":"Unauthorized"}');
    expect(isUnauthorizedError(error)).toBe(true);
    expect(apiErrorMessage(error)).toBe('Unauthorized');
  });

  it('uses the status text when the body is empty', async () => {
    respondWith(503, '', 'text/plain');
    const error = await api
      .get('health')
      .json()
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe('503: Error');
    expect(isUnauthorizedError(error)).toBe(false);
  });

  it('does not retry a failed request', async () => {
    respondWith(500, 'boom', 'text/plain');
    await api.get('cars').catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
