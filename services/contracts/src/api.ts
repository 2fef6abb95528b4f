/**
 * The API's JSON endpoints in one typed table: "METHOD /path" (`:name` marks a path parameter) →
 * the body of its success response. The apps' `api/` modules build their requests from it and the
 * fetch double of `@ladrive/shared-ui/testing` is typed by it, so renaming an endpoint or changing
 * a response shape fails typecheck in the unit tests, not only in e2e. Error responses are
 * `ApiErrorBody` everywhere.
 */
import type { AdminBookingRow, AdminCarRow, AdminDashboardSummary, AdminUserRow } from './admin.ts';
import type { BookingEventView } from './booking-events.ts';
import type { HostDashboard } from './host-earnings.ts';
import type {
  AuthUser,
  BookedDateRange,
  BookingView,
  CancellationQuote,
  Car,
  CarDetail,
  HealthReport,
  Review,
  SavedBanking,
} from './models.ts';
import type { CarImageUploadTarget } from './photos.ts';

export interface ApiEndpoints {
  'GET /api/auth/user': AuthUser;
  'GET /api/health': HealthReport;
  'PUT /api/users/banking': { saved: true; banking: SavedBanking };

  /** The page of a search; the total and the page served are in `CAR_SEARCH_HEADERS`. */
  'GET /api/cars': Car[];
  'GET /api/cars/featured': Car[];
  'GET /api/cars/host/:hostId': Car[];
  'GET /api/cars/:id': CarDetail;
  'GET /api/cars/:id/booked-dates': BookedDateRange[];
  'GET /api/cars/:id/reviews': Review[];
  'POST /api/cars': Car;
  'PATCH /api/cars/:id': Car;
  'POST /api/car-images/upload': CarImageUploadTarget;
  'GET /api/host/:hostId/dashboard': HostDashboard;

  'POST /api/bookings': BookingView;
  'GET /api/bookings/renter/:userId': BookingView[];
  'GET /api/bookings/host/:userId': BookingView[];
  'GET /api/bookings/:id': BookingView;
  'GET /api/bookings/:id/events': BookingEventView[];
  'GET /api/bookings/:id/cancellation': CancellationQuote;
  'POST /api/bookings/:id/payment': BookingView;
  'POST /api/bookings/:id/status': BookingView;

  'GET /api/admin/dashboard': AdminDashboardSummary;
  /** Pages like GET /api/cars: the total and the page served are in `CAR_SEARCH_HEADERS`. */
  'GET /api/admin/users': AdminUserRow[];
  'GET /api/admin/cars': AdminCarRow[];
  'GET /api/admin/bookings': AdminBookingRow[];
}

export type ApiEndpoint = keyof ApiEndpoints;
export type ApiGetEndpoint = Extract<ApiEndpoint, `GET ${string}`>;
export type ApiResponse<E extends ApiEndpoint> = ApiEndpoints[E];

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of an endpoint: `{ id: string }` for 'GET /api/cars/:id', `{}` for none. */
export type ApiParams<E extends ApiEndpoint> = { [Name in ParamNames<E>]: string };

/** The params argument of a call: required when the path has parameters, absent otherwise. */
export type ApiParamsArg<E extends ApiEndpoint> = [ParamNames<E>] extends [never] ? [] : [params: ApiParams<E>];

/** The method of an endpoint: 'GET' for 'GET /api/cars'. */
export const apiMethod = (endpoint: ApiEndpoint) => endpoint.slice(0, endpoint.indexOf(' '));

/** The path of an endpoint with its parameters filled in (URI-encoded): '/api/cars/abc' for ('GET /api/cars/:id', { id: 'abc' }). */
export function apiPath<E extends ApiEndpoint>(endpoint: E, ...[params]: ApiParamsArg<E>): string {
  const template = endpoint.slice(endpoint.indexOf(' ') + 1);
  const values: Record<string, string> = params ?? {};
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
