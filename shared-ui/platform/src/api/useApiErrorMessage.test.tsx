import type { Language } from '@ladrive/contracts';
import { PageLanguage } from '@ladrive/i18n';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';
import { useApiErrorMessage } from './useApiErrorMessage';

async function failureOf(status: number, body: string, contentType: string): Promise<unknown> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': contentType } })),
  );
  return api
    .get('cars')
    .json()
    .catch((error: unknown) => error);
}

function messageIn(lang: Language) {
  return renderHook(() => useApiErrorMessage(), {
    wrapper: ({ children }) => <PageLanguage lang={lang}>{children}</PageLanguage>,
  }).result.current;
}

describe('useApiErrorMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the site is temporarily unavailable for a 503 and for a proxy with no API behind it (502, 504)', async () => {
    const unavailable = [
      await failureOf(503, JSON.stringify({ message: 'LA Drive is temporarily unavailable.' }), 'application/json'),
      await failureOf(502, '<html><body>502 Bad Gateway</body></html>', 'text/html'),
      await failureOf(504, '<html><body>504 Gateway Time-out</body></html>', 'text/html'),
    ];
    for (const error of unavailable) {
      expect(messageIn('en')(error)).toBe('LA Drive is temporarily unavailable. Try again in a few seconds.');
      expect(messageIn('es')(error)).toBe(
        'LA Drive no está disponible por el momento. Inténtalo de nuevo en unos segundos.',
      );
    }
  });

  it("keeps the API's own sentence for every other failure", async () => {
    const refused = await failureOf(409, JSON.stringify({ message: 'These dates are taken' }), 'application/json');
    expect(messageIn('en')(refused)).toBe('These dates are taken');
  });
});
