/** Test double for the network: only `fetch` is replaced, everything above it (ky, react-query) is real. */
import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A response, or `PENDING` to keep the request loading forever. */
export type RouteReply = MockResponse | typeof PENDING;
export type RouteHandler = RouteReply | ((url: URL) => RouteReply);

export const PENDING = Symbol('pending');

export function json(body: unknown, headers: Record<string, string> = {}, status = 200): MockResponse {
  return { status, body, headers };
}

/**
 * Stubs `fetch` with routes keyed by pathname (`/api/cars/featured`). Unknown paths answer 404.
 * Returns the URLs requested, in order.
 */
export function mockApi(routes: Record<string, RouteHandler>) {
  const requested: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    requested.push(url);
    const route = routes[url.pathname];
    const reply = typeof route === 'function' ? route(url) : route;
    if (reply === PENDING) return new Promise<Response>(() => {});
    const { status = 200, body, headers = {} } = reply ?? { status: 404, body: { message: 'Not found' } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    requested,
    /** Requests to one path, e.g. `calls('/api/cars')`. */
    calls: (pathname: string) => requested.filter((url) => url.pathname === pathname),
  };
}
