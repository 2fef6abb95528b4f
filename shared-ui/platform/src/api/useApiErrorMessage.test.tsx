import type { Language } from '@ladrive/contracts';
import { PageLanguage } from '@ladrive/i18n';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';
import { useApiErrorMessage } from './useApiErrorMessage';
import { useAsyncApiErrorMessage } from './useAsyncApiErrorMessage';
import { useLoadFailureMessage } from './useLoadFailureMessage';

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

  it('says the site is temporarily unavailable when a proxy answers with no API behind it (502, 503, 504)', async () => {
    const unavailable = [
      await failureOf(502, '<html><body>502 Bad Gateway</body></html>', 'text/html'),
      await failureOf(503, '<html><body>503 Service Temporarily Unavailable</body></html>', 'text/html'),
      await failureOf(504, '<html><body>504 Gateway Time-out</body></html>', 'text/html'),
    ];
    for (const error of unavailable) {
      expect(messageIn('en')(error)).toBe('LA Drive is temporarily unavailable. Try again in a few seconds.');
      expect(messageIn('es')(error)).toBe(
        'LA Drive no está disponible por el momento. Inténtalo de nuevo en unos segundos.',
      );
    }
  });

  it("keeps the API's own sentence (its 503 says 'temporarily unavailable' in the visitor's language)", async () => {
    const refused = await failureOf(409, JSON.stringify({ message: 'These dates are taken' }), 'application/json');
    expect(messageIn('en')(refused)).toBe('These dates are taken');
    const down = await failureOf(503, JSON.stringify({ message: 'LA Drive no está disponible.' }), 'application/json');
    expect(messageIn('en')(down)).toBe('LA Drive no está disponible.');
  });
});

describe('useAsyncApiErrorMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  const laterIn = (lang: Language) =>
    renderHook(() => useAsyncApiErrorMessage(), {
      wrapper: ({ children }) => <PageLanguage lang={lang}>{children}</PageLanguage>,
    }).result.current;

  it("says what useApiErrorMessage says: the proxy's 503 in the part's language, the API's sentence, the fallback", async () => {
    const proxy = await failureOf(503, '<html><body>503 Service Temporarily Unavailable</body></html>', 'text/html');
    expect(await laterIn('es')(proxy)).toBe(messageIn('es')(proxy));
    expect(await laterIn('en')(proxy)).toBe('LA Drive is temporarily unavailable. Try again in a few seconds.');
    const refused = await failureOf(409, JSON.stringify({ message: 'These dates are taken' }), 'application/json');
    expect(await laterIn('es')(refused)).toBe('These dates are taken');
    const bug = await failureOf(500, '', 'text/plain');
    expect(await laterIn('es')(bug, 'Inténtalo de nuevo.')).toBe(messageIn('es')(bug, 'Inténtalo de nuevo.'));
  });
});

describe('useLoadFailureMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  const inSpanish = () =>
    renderHook(() => useLoadFailureMessage(), {
      wrapper: ({ children }) => <PageLanguage lang="es">{children}</PageLanguage>,
    }).result.current;

  // shown as a screen shows it: the 503's sentence comes from the contracts' catalog, loaded when it shows
  const shownInSpanish = async (message: ReactNode) =>
    (await act(async () => render(<PageLanguage lang="es">{message}</PageLanguage>))).container;

  it("says 'temporarily unavailable' for a 503 and the screen's own sentence for any other failure", async () => {
    const down = await failureOf(503, JSON.stringify({ message: 'x' }), 'application/json');
    const shown = await shownInSpanish(inSpanish()(down, 'Inténtalo de nuevo en un momento.'));
    await waitFor(() =>
      expect(shown).toHaveTextContent(
        /^LA Drive no está disponible por el momento\. Inténtalo de nuevo en unos segundos\.$/,
      ),
    );
    const bug = await failureOf(500, JSON.stringify({ message: 'Error interno' }), 'application/json');
    expect(inSpanish()(bug, 'Inténtalo de nuevo en un momento.')).toBe('Inténtalo de nuevo en un momento.');
  });
});
