/**
 * The admin API (`/api/admin/*`): the rows of spec sections 2 and 3, the summary, and the list
 * queries. Lists are paged like GET /api/cars: the body is the page (a JSON array), the total is in
 * `X-Total-Count`. Every query parameter is checked; a bad or unknown one is a 400 naming it.
 */
import * as v from 'valibot';
import type { BookingDocumentKind } from './booking-photos.ts';
import { BOOKING_STATUSES } from './enums.ts';
import { message } from './i18n/messages.ts';
import type {
  AdminBookingRowSchema,
  AdminCarRowSchema,
  AdminDashboardSummarySchema,
  AdminReleasesSchema,
  AdminTopCarSchema,
  AdminUserRowSchema,
  DocumentViewRecordSchema,
} from './responses.ts';
import { oneOf, pageMessage, pageSizeMessage } from './text-fields.ts';

/** Spec section 6: what a signed-in user who is not an admin is told (the toast, and the API's 403). */
export const ADMIN_ACCESS_DENIED = {
  title: message('admin.accessDeniedTitle'),
  description: message('admin.accessDenied'),
};
export const ADMIN_ONLY_MESSAGE = ADMIN_ACCESS_DENIED.description;

export type AdminTopCar = v.InferOutput<typeof AdminTopCarSchema>;

/** GET /api/admin/releases: each released app's version in use, its canary and its switches. */
export type AdminReleases = v.InferOutput<typeof AdminReleasesSchema>;

/** GET /api/admin/dashboard (spec section 3; each figure is defined in platform-revenue.ts). Money as decimal strings. */
export type AdminDashboardSummary = v.InferOutput<typeof AdminDashboardSummarySchema>;

/** GET /api/admin/users: never a password hash or bank details. */
export type AdminUserRow = v.InferOutput<typeof AdminUserRowSchema>;

export type AdminCarRow = v.InferOutput<typeof AdminCarRowSchema>;

/** The last time an admin opened one of the booking's identity documents. */
export type DocumentViewRecord = v.InferOutput<typeof DocumentViewRecordSchema>;

export type AdminBookingRow = v.InferOutput<typeof AdminBookingRowSchema>;

export const ADMIN_DEFAULT_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_MAX_PAGE = 100_000;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

export const ADMIN_USER_SORTS = ['name', 'email', 'createdAt'] as const;
export const ADMIN_CAR_SORTS = ['vehicle', 'pricePerDay', 'rating', 'tripCount', 'createdAt'] as const;
export const ADMIN_BOOKING_SORTS = ['startDate', 'totalPrice', 'createdAt'] as const;

/** `field` ascending, `-field` descending. */
export type SortOf<F extends string> = F | `-${F}`;
export interface ParsedSort<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

export function parseSort<F extends string>(sort: SortOf<F>): ParsedSort<F> {
  return sort.startsWith('-')
    ? { field: sort.slice(1) as F, direction: 'desc' }
    : { field: sort as F, direction: 'asc' };
}

const wholeNumber = /* @__NO_SIDE_EFFECTS__ */ (refusal: string, min: number, max: number) =>
  v.pipe(
    v.string(refusal),
    v.regex(/^\d{1,9}$/, refusal),
    v.transform(Number),
    v.minValue(min, refusal),
    v.maxValue(max, refusal),
  );

const sortOf = /* @__NO_SIDE_EFFECTS__ */ <const F extends readonly string[]>(
  fields: F,
  fallback: SortOf<F[number]>,
) => {
  const allowed = fields.flatMap((field) => [field, `-${field}`]) as SortOf<F[number]>[];
  return v.optional(v.picklist(allowed, oneOf('admin.sortOneOf', allowed)), fallback);
};

const pagingEntries = {
  page: v.optional(wholeNumber(pageMessage(ADMIN_MAX_PAGE), 1, ADMIN_MAX_PAGE), '1'),
  pageSize: v.optional(
    wholeNumber(pageSizeMessage(ADMIN_MAX_PAGE_SIZE), 1, ADMIN_MAX_PAGE_SIZE),
    String(ADMIN_DEFAULT_PAGE_SIZE),
  ),
  q: v.optional(
    v.pipe(
      v.string(message('admin.searchNotText')),
      v.trim(),
      v.maxLength(ADMIN_SEARCH_MAX_LENGTH, message('admin.searchTooLong', { max: ADMIN_SEARCH_MAX_LENGTH })),
    ),
  ),
};

/** Empty values (`?q=`) count as absent, as in the car search. */
const dropEmpty = (input: unknown) =>
  input && typeof input === 'object' && !Array.isArray(input)
    ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '' && value !== undefined))
    : input;

const listQuery = /* @__NO_SIDE_EFFECTS__ */ <const E extends v.ObjectEntries>(entries: E) =>
  v.pipe(v.unknown(), v.transform(dropEmpty), v.strictObject(entries, message('query.unknownParameter')));

export const AdminUsersQuerySchema = listQuery({ ...pagingEntries, sort: sortOf(ADMIN_USER_SORTS, '-createdAt') });
export const AdminCarsQuerySchema = listQuery({ ...pagingEntries, sort: sortOf(ADMIN_CAR_SORTS, '-createdAt') });
export const AdminBookingsQuerySchema = listQuery({
  ...pagingEntries,
  sort: sortOf(ADMIN_BOOKING_SORTS, '-createdAt'),
  status: v.optional(v.picklist(BOOKING_STATUSES, oneOf('admin.statusUnknown', BOOKING_STATUSES))),
});

export type AdminUsersQuery = v.InferOutput<typeof AdminUsersQuerySchema>;
export type AdminCarsQuery = v.InferOutput<typeof AdminCarsQuerySchema>;
export type AdminBookingsQuery = v.InferOutput<typeof AdminBookingsQuerySchema>;

/** The path of a booking's identity document (admins only; every read is recorded). */
export const adminDocumentPath = (bookingId: string, kind: BookingDocumentKind) =>
  `/api/admin/bookings/${bookingId}/documents/${kind}`;
