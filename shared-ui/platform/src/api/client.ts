import ky, { HTTPError } from 'ky';

/**
 * The API client every app uses: same-origin `/api`, cookies sent, no retries.
 * A non-OK response becomes an error whose message is "<status>: <body text>" (spec section 8),
 * falling back to the status text when the body is empty.
 */
export const api = ky.create({
  prefix: '/api',
  // Explicit origin so relative requests also resolve where `Request` needs absolute URLs (tests).
  baseUrl: typeof location === 'undefined' ? undefined : location.origin,
  credentials: 'include',
  retry: 0,
  hooks: {
    beforeError: [
      ({ error }) => {
        if (error instanceof HTTPError) {
          const { status, statusText } = error.response;
          const body = typeof error.data === 'string' ? error.data : error.data ? JSON.stringify(error.data) : '';
          error.message = `${status}: ${body || statusText}`;
        }
        return error;
      },
    ],
  },
});

/** True for the client's 401 errors ("401: …Unauthorized…"). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The HTTP status of an API error ("404: {…}" → 404), or null for anything else (network, parse…). */
export function apiErrorStatus(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/**
 * True when the API cannot serve now: its 503 (PostgreSQL or the object store down, with Retry-After), or a proxy's
 * 502/504 with no API answering behind it. Worth a retry in a few seconds, unlike any other failure.
 */
export function isServiceUnavailable(error: unknown): boolean {
  const status = apiErrorStatus(error);
  return status === 502 || status === 503 || status === 504;
}

/** The `message` of the API's JSON error body, or null (no body, a proxy's page, a network failure). */
export function apiErrorSentence(error: unknown): string | null {
  const data = error instanceof HTTPError ? (error.data as { message?: unknown } | string | undefined) : undefined;
  return data && typeof data === 'object' && typeof data.message === 'string' ? data.message : null;
}

/**
 * The human sentence of an API error (the body's `message`, already in the visitor's language: the API reads the
 * `lang` cookie), or `fallback` when the error says nothing. On screen, `useApiErrorMessage` gives the fallback in
 * the part's language; this English default serves code outside a component.
 */
export function apiErrorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const sentence = apiErrorSentence(error);
  if (sentence !== null) return sentence;
  if (error instanceof HTTPError && typeof error.data === 'string' && error.data) return error.data;
  return error instanceof Error && error.message ? error.message : fallback;
}

/**
 * What a component says of an API error: the API's sentence as it came, `serviceUnavailable()` (the contracts' 'LA
 * Drive is temporarily unavailable…', from a catalog the caller holds) for a 503 without one, else `fallback`.
 */
export function sayApiError<T>(error: unknown, fallback: string, serviceUnavailable: () => T): string | T {
  return (
    apiErrorSentence(error) || (isServiceUnavailable(error) ? serviceUnavailable() : apiErrorMessage(error, fallback))
  );
}

/** GET `/api/<path>` as JSON. `path` is relative to /api, e.g. "cars/featured". */
export function getJson<T>(path: string, searchParams?: Record<string, string | number | undefined>): Promise<T> {
  const params = searchParams
    ? Object.fromEntries(
        Object.entries(searchParams).filter(
          (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
        ),
      )
    : undefined;
  return api.get(path.replace(/^\/?(api\/)?/, ''), { searchParams: params }).json<T>();
}
