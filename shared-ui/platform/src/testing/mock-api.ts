/**
 * Test double for the network: only `fetch` is replaced, everything above it (ky, react-query) is real.
 * Routes are the contracts' endpoints ('GET /api/cars/:id') and each reply is typed by that
 * endpoint's response, so a renamed endpoint or a changed response shape fails typecheck here.
 */
import type { ApiEndpoint, ApiErrorBody, ApiParams, ApiResponse } from '@ladrive/contracts';
import { vi } from 'vitest';

export interface MockResponse<Body = unknown> {
  status?: number;
  body?: Body;
  headers?: Record<string, string>;
}

export const PENDING = Symbol('pending');

/** A response, or `PENDING` to keep the request loading forever. */
export type RouteReply<Body = unknown> = MockResponse<Body> | typeof PENDING | Promise<MockResponse<Body>>;

export interface MockRequest<E extends ApiEndpoint = ApiEndpoint> {
  method: string;
  url: URL;
  /** The path parameters of the endpoint, e.g. `{ id }` for 'GET /api/cars/:id'. */
  params: ApiParams<E>;
  /** The parsed JSON body, if any. */
  body: unknown;
}

export type RouteHandler<E extends ApiEndpoint = ApiEndpoint> =
  | RouteReply<ApiResponse<E>>
  | ((request: MockRequest<E>) => RouteReply<ApiResponse<E>>);

export type MockRoutes = { [E in ApiEndpoint]?: RouteHandler<E> };

/** A success response with this body (200 unless told). */
export function json<Body>(body: Body, status = 200, headers: Record<string, string> = {}): MockResponse<Body> {
  return { status, body, headers };
}

/** An error response as the API sends it (`{ message, issues? }`); fits any endpoint. */
export function apiError(status: number, message: string, issues?: ApiErrorBody['issues']): MockResponse<never> {
  return { status, body: (issues ? { message, issues } : { message }) as never, headers: {} };
}

/** A 401 as the API sends it. */
export const UNAUTHORIZED = apiError(401, 'Unauthorized');

/** The params of `pathname` under an endpoint's path template, or null when it does not match. */
function matchPath(endpoint: ApiEndpoint, pathname: string): Record<string, string> | null {
  const template = endpoint.slice(endpoint.indexOf(' ') + 1).split('/');
  const segments = pathname.split('/');
  if (template.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of template.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segment);
    else if (part !== segment) return null;
  }
  return params;
}

/** Fixed segments first: '/api/cars/featured' is 'GET /api/cars/featured', not 'GET /api/cars/:id'. */
const fixedSegments = (endpoint: ApiEndpoint) => endpoint.split('/').filter((part) => !part.startsWith(':')).length;

function findEndpoint(endpoints: readonly ApiEndpoint[], method: string, pathname: string) {
  const matches = endpoints
    .filter((endpoint) => endpoint.startsWith(`${method} `))
    .map((endpoint) => ({ endpoint, params: matchPath(endpoint, pathname) }))
    .filter((match): match is { endpoint: ApiEndpoint; params: Record<string, string> } => match.params !== null);
  return matches.sort((a, b) => fixedSegments(b.endpoint) - fixedSegments(a.endpoint))[0];
}

/**
 * Stubs `fetch` with the given endpoints, e.g. `{ 'POST /api/bookings': json(booking, 201) }`.
 * Anything else answers 404. Returns the requests made, in order.
 */
export function mockApi(routes: MockRoutes) {
  const endpoints = Object.keys(routes) as ApiEndpoint[];
  const requests: Array<MockRequest & { endpoint?: ApiEndpoint }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const match = findEndpoint(endpoints, request.method, url.pathname);
    const entry = {
      endpoint: match?.endpoint,
      method: request.method,
      url,
      params: (match?.params ?? {}) as ApiParams<ApiEndpoint>,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(entry);
    const route = match ? (routes[match.endpoint] as RouteHandler | undefined) : undefined;
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
    /** The requests one endpoint answered, in order. */
    calls: <E extends ApiEndpoint>(endpoint: E) =>
      requests.filter((request) => request.endpoint === endpoint) as unknown as MockRequest<E>[],
  };
}
