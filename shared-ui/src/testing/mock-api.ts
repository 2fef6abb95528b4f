/** Test double for the network: only `fetch` is replaced, everything above it (ky, react-query) is real. */
import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A response, or `PENDING` to keep the request loading forever. */
export type RouteReply = MockResponse | typeof PENDING | Promise<MockResponse>;

export interface MockRequest {
  method: string;
  url: URL;
  /** The parsed JSON body, if any. */
  body: unknown;
}

export type RouteHandler = RouteReply | ((request: MockRequest) => RouteReply);

export const PENDING = Symbol('pending');

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): MockResponse {
  return { status, body, headers };
}

/**
 * Stubs `fetch` with routes keyed by "METHOD /path" or "/path" (any method), e.g.
 * `'POST /api/bookings'`. Unknown paths answer 404. Returns the requests made, in order.
 */
export function mockApi(routes: Record<string, RouteHandler>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const entry: MockRequest = { method: request.method, url, body: text ? JSON.parse(text) : undefined };
    requests.push(entry);
    const route = routes[`${request.method} ${url.pathname}`] ?? routes[url.pathname];
    const reply = await (typeof route === 'function' ? route(entry) : route);
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
    requests,
    /** Requests to one path (any method, or "METHOD /path"). */
    calls: (key: string) => {
      const [method, pathname] = key.includes(' ') ? key.split(' ') : [undefined, key];
      return requests.filter((r) => r.url.pathname === pathname && (!method || r.method === method));
    },
  };
}

/** A 401 as the API sends it. */
export const UNAUTHORIZED = json({ message: 'Unauthorized' }, 401);
