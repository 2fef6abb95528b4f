/**
 * The API's JSON endpoints as one typed table, derived from the operation table (operations.ts):
 * "METHOD /path" (`:name` marks a path parameter) → the body of its success response. The apps'
 * `api/` modules build their requests from it and the fetch double of `@ladrive/platform/testing`
 * is typed by it, so renaming an endpoint or changing a response shape fails typecheck in the unit
 * tests, not only in e2e. Error responses are `ApiErrorBody` everywhere.
 */
import type * as v from 'valibot';
import type { ApiOperations } from './operations.ts';
import { fillRoute, type RouteParamNames } from './page-routes.ts';

/** The body of an operation's success response: its JSON, nothing for a 204, never for other media. */
type JsonResponseOf<O> = O extends { ok: { schema: infer S extends v.GenericSchema } }
  ? v.InferOutput<S>
  : O extends { ok: { status: 204 } }
    ? undefined
    : never;

/** The JSON endpoints (every operation whose success body is JSON, or none: 204) → the body of its success response. */
export type ApiEndpoints = {
  [E in keyof ApiOperations as [JsonResponseOf<ApiOperations[E]>] extends [never] ? never : E]: JsonResponseOf<
    ApiOperations[E]
  >;
};

export type ApiEndpoint = keyof ApiEndpoints;
export type ApiGetEndpoint = Extract<ApiEndpoint, `GET ${string}`>;
export type ApiResponse<E extends ApiEndpoint> = ApiEndpoints[E];

/** The path parameters of an endpoint: `{ id: string }` for 'GET /api/cars/:id', `{}` for none. */
export type ApiParams<E extends ApiEndpoint> = { [Name in RouteParamNames<E>]: string };

/** The params argument of a call: required when the path has parameters, absent otherwise. */
export type ApiParamsArg<E extends ApiEndpoint> = [RouteParamNames<E>] extends [never] ? [] : [params: ApiParams<E>];

/** The method of an endpoint: 'GET' for 'GET /api/cars'. */
export const apiMethod = (endpoint: ApiEndpoint) => endpoint.slice(0, endpoint.indexOf(' '));

/** The path of an endpoint with its parameters filled in (URI-encoded): '/api/cars/abc' for ('GET /api/cars/:id', { id: 'abc' }). */
export function apiPath<E extends ApiEndpoint>(endpoint: E, ...[params]: ApiParamsArg<E>): string {
  return fillRoute(endpoint.slice(endpoint.indexOf(' ') + 1), params ?? {});
}
