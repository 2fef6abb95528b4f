/**
 * The API's operations in one table, keyed "METHOD /path" (`:name` marks a path parameter): who may
 * call it, its parameters and body (the contracts' request schemas), its success response (a
 * valibot schema from responses.ts, or another media type) and the error statuses it answers with
 * `ApiErrorBody`. Two things come from it: `ApiEndpoints` (api.ts), the typed table the apps'
 * `api/` modules and the fetch double of `@ladrive/platform/testing` are built on, and the API's
 * OpenAPI document (`GET /api/openapi.json`, generated in services/api/src/modules/docs).
 *
 * Only the API loads this module (`@ladrive/contracts/operations`); the apps take its types alone,
 * so the table and the response schemas stay out of their bundles.
 */
import * as v from 'valibot';
import { AccountLanguageSchema } from './account.ts';
import { AdminBookingsQuerySchema, AdminCarsQuerySchema, AdminUsersQuerySchema } from './admin.ts';
import { LoginSchema, SignupSchema } from './auth-fields.ts';
import { BankingSchema } from './banking.ts';
import { BookingInsertSchema } from './booking-fields.ts';
import { BookingStatusChangeSchema } from './booking-lifecycle.ts';
import { BOOKING_DOCUMENT_KINDS } from './booking-photos.ts';
import {
  CALENDAR_FETCH_TIMEOUT_MS,
  CALENDAR_IMPORT_MAX_BYTES,
  CALENDAR_IMPORT_WINDOW_MONTHS,
  CalendarImportFileSchema,
  CalendarImportUrlSchema,
} from './calendar-sync.ts';
import { CarInsertSchema, CarUpdateSchema } from './car-fields.ts';
import {
  CAR_REVIEWS_PAGE_SIZE,
  CarReviewsQuerySchema,
  HostProfileSchema,
  RatingBreakdownSchema,
} from './car-reviews.ts';
import { AvailabilityUpdateSchema } from './car-rules.ts';
import { CarSearchQuerySchema } from './car-search-query.ts';
import { ContactMessageSchema } from './contact.ts';
import { MessageInsertSchema, MessagesQuerySchema } from './conversation-fields.ts';
import {
  CONVERSATION_STREAM_EVENTS,
  CONVERSATION_STREAM_HEARTBEAT_SECONDS,
  CONVERSATION_STREAM_MAX_MINUTES,
  ConversationStreamHeadersSchema,
  MessageEventSchema,
  ReadEventSchema,
  UnreadEventSchema,
} from './conversation-stream.ts';
import { EmailPreferencesSchema } from './email-preferences.ts';
import { VerifiedIdentitySchema } from './identity.ts';
import { PaymentSchema } from './payment.ts';
import {
  CAR_PHOTO_MAX_BYTES,
  CAR_PHOTO_UNUSED_UPLOADS_MAX,
  CAR_PHOTO_UPLOAD_TTL_SECONDS,
  CAR_PHOTO_UPLOAD_WINDOW_MINUTES,
  CAR_PHOTO_UPLOADS_PER_WINDOW,
  CarImageCheckSchema,
  CarImageUploadRequestSchema,
  PHOTO_WIDTHS,
} from './photos.ts';
import { PLACE_SUGGESTIONS_MAX, PlaceSuggestionSchema, PlacesQuerySchema } from './places.ts';
import {
  CONTACT_MESSAGES_PER_HOUR,
  CONVERSATION_EVENTS_KEPT_HOURS,
  HOST_CANCELLATION_NOTICE_HOURS,
  HOST_RESPONSE_HOURS,
  MAX_DISCOUNT_PERCENT,
  MESSAGES_PER_MINUTE,
  MONTHLY_DISCOUNT_MIN_DAYS,
  PICKUP_HOUR,
  REVIEW_WINDOW_DAYS,
  TRIP_AUTO_COMPLETE_HOURS,
  TRIP_RECORD_GRACE_HOURS,
  TRIP_RECORD_OPENS_HOURS,
  WEEKLY_DISCOUNT_MIN_DAYS,
} from './policy.ts';
import * as responses from './responses.ts';
import {
  AdminBookingRowSchema,
  AdminCarRowSchema,
  AdminDashboardSummarySchema,
  AdminReleasesSchema,
  AdminUserRowSchema,
  AuthUserSchema,
  BookedDateRangeSchema,
  BookingEventViewSchema,
  BookingReviewSchema,
  BookingReviewsSchema,
  BookingViewSchema,
  CalendarSyncSettingsSchema,
  CancellationQuoteSchema,
  CarAvailabilitySchema,
  CarDetailSchema,
  CarImageCheckedSchema,
  CarImageUploadTargetSchema,
  CarRemovalSchema,
  CarSchema,
  CarSearchResultSchema,
  ContactReceiptSchema,
  ConversationRefSchema,
  ConversationSummarySchema,
  FavouriteStateSchema,
  HealthReportSchema,
  HostDashboardSchema,
  LivenessReportSchema,
  MessageSchema,
  ReviewSchema,
  RumRollupSchema,
  SavedBankingResponseSchema,
  TripRecordSchema,
  TripRecordsSchema,
} from './responses.ts';
import { ReviewAnswerSchema, ReviewInsertSchema } from './review-fields.ts';
import {
  RUM_BODY_MAX_BYTES,
  RUM_EVENTS_MAX,
  RUM_EVENTS_PER_MINUTE,
  RumBeaconSchema,
  RumRollupQuerySchema,
} from './rum.ts';
import { TRIP_PHOTO_MAX_BYTES, TripRecordInsertSchema } from './trip-records.ts';

export * from './responses.ts';
/**
 * Who may call an operation: anyone; anyone, with more for a signed-in caller; a signed-in user (401
 * otherwise); an administrator (401 signed out, 403 for anyone else). Ownership rules come on top (403).
 */
export type ApiAccess = 'public' | 'optionalSession' | 'session' | 'admin';

/** A response that is not JSON (a page, a photo, a redirect). */
export interface ApiOtherResponse {
  description: string;
  /** e.g. 'text/html', 'image/*'; none for an empty body (a redirect). */
  mediaType?: string;
  /** A 'text/event-stream': its events by name, each with the schema of its `data` (JSON). */
  events?: Readonly<Record<string, v.GenericSchema>>;
}

export interface ApiOperation {
  summary: string;
  description?: string;
  access: ApiAccess;
  /** What each path parameter names. */
  params?: Readonly<Record<string, string>>;
  query?: v.GenericSchema;
  /** Request headers the operation reads (an object schema keyed by header name). */
  headers?: v.GenericSchema;
  body?: { schema: v.GenericSchema /** also accepted as an HTML form post */; form?: boolean };
  /** The success status and its JSON body schema (or another kind of body). */
  ok: { status: number; description: string; schema?: v.GenericSchema; other?: ApiOtherResponse };
  /** Further non-error answers, by status (a redirect, 304, 503). */
  alsoAnswers?: Readonly<Record<number, ApiOtherResponse & { schema?: v.GenericSchema }>>;
  /** The body is a page of a list: the total and the page served are in `CAR_SEARCH_HEADERS`. */
  paged?: boolean;
  /** False: answers without PostgreSQL or the object store (never their 503). Default true. */
  usesDependencies?: boolean;
  /** Error statuses beyond the ones `access` and the request schemas imply, each with when it happens. */
  errors?: Readonly<Record<number, string>>;
}

const op = <const O extends ApiOperation>(operation: O) => operation;

const CAR_ID = { id: "The car's id" };
const BOOKING_ID = { id: "The booking's id" };
const CONVERSATION_ID = { id: "The conversation's id" };
const REVIEW_ID = { id: "The review's id" };

const returnToQuery = v.object({ returnTo: v.optional(v.string()) });
const loginPageQuery = v.object({ ...returnToQuery.entries, mode: v.optional(v.picklist(['signin', 'signup'])) });
const photoQuery = v.object({ w: v.optional(v.picklist(PHOTO_WIDTHS.map(String) as [string, ...string[]])) });
/** The OpenAPI document itself; its full shape is the OpenAPI 3.1 specification's. */
const OpenApiDocumentSchema = v.looseObject({
  openapi: v.string(),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  paths: v.record(v.string(), v.unknown()),
});

export const API_OPERATIONS = {
  'GET /api/health': op({
    summary: 'Health of the API, its database and its object store',
    access: 'public',
    ok: { status: 200, description: 'Everything answers', schema: HealthReportSchema },
    alsoAnswers: { 503: { description: 'The database or the object store is down', schema: HealthReportSchema } },
  }),
  'GET /api/health/live': op({
    summary: 'Liveness: the API process serves requests',
    description:
      'Always 200 while the process answers, whatever PostgreSQL and the object store say: a failed liveness probe ' +
      'means restart the process, which would not bring a dependency back.',
    access: 'public',
    usesDependencies: false,
    ok: { status: 200, description: 'The process serves requests', schema: LivenessReportSchema },
  }),
  'GET /api/health/ready': op({
    summary: 'Readiness: the database and the object store answer',
    description:
      'What a load balancer asks before sending traffic (the same report as GET /api/health). 503 with Retry-After ' +
      'while a dependency is down; 200 again as soon as it is back, with no restart.',
    access: 'public',
    ok: { status: 200, description: 'Everything answers', schema: HealthReportSchema },
    alsoAnswers: { 503: { description: 'The database or the object store is down', schema: HealthReportSchema } },
  }),
  'GET /api/openapi.json': op({
    summary: 'This document: the OpenAPI 3.1 description of the API',
    access: 'public',
    ok: { status: 200, description: 'The document', schema: OpenApiDocumentSchema },
  }),
  'GET /api/docs': op({
    summary: 'The API reference as a page, rendered from this document',
    access: 'public',
    ok: { status: 200, description: 'The reference page', other: { description: 'HTML', mediaType: 'text/html' } },
  }),

  // ── Auth ──
  'GET /api/login': op({
    summary: 'The server-rendered sign-in / sign-up page (works without JavaScript)',
    description: '`mode=signup` (the Sign Up links) puts the sign-up form first.',
    access: 'optionalSession',
    query: loginPageQuery,
    ok: { status: 200, description: 'The page', other: { description: 'HTML', mediaType: 'text/html' } },
  }),
  'POST /api/login': op({
    summary: 'Sign in with email and password; starts a session (cookie)',
    description: 'A form post answers 303 to `returnTo` on success and the page again (with the errors) on failure.',
    access: 'public',
    body: { schema: LoginSchema, form: true },
    ok: { status: 200, description: 'Signed in (JSON request)', schema: AuthUserSchema },
    alsoAnswers: { 303: { description: 'Signed in (form post): redirect to returnTo' } },
    errors: { 401: 'Wrong email or password', 429: 'Too many failed attempts for this email from this address' },
  }),
  'POST /api/signup': op({
    summary: 'Create an account and sign in',
    description: 'A form post answers 303 to `returnTo` on success and the page again (with the errors) on failure.',
    access: 'public',
    body: { schema: SignupSchema, form: true },
    ok: { status: 201, description: 'Account created, signed in (JSON request)', schema: AuthUserSchema },
    alsoAnswers: { 303: { description: 'Account created (form post): redirect to returnTo' } },
    errors: { 409: 'An account with this email already exists' },
  }),
  'GET /api/logout': op({
    summary: 'End the session',
    access: 'public',
    ok: { status: 303, description: 'Signed out: redirect to /', other: { description: 'Redirect to /' } },
  }),
  'GET /api/auth/user': op({
    summary: 'The signed-in user',
    access: 'session',
    ok: { status: 200, description: 'The user (bank details masked)', schema: AuthUserSchema },
  }),

  // ── Users ──
  'GET /api/users/identity': op({
    summary: "The signed-in user's verified identity, to prefill the next booking",
    access: 'session',
    ok: {
      status: 200,
      description: 'The identity on file, or null before a first booking (the photos never leave the server)',
      schema: v.object({ identity: v.nullable(VerifiedIdentitySchema) }),
    },
  }),
  'GET /api/users/email-preferences': op({
    summary: 'Which emails the signed-in user receives (receipts and cancellations always go)',
    access: 'session',
    ok: { status: 200, description: 'The choices', schema: EmailPreferencesSchema },
  }),
  'PUT /api/users/email-preferences': op({
    summary: "Turn the signed-in user's message and reminder emails on or off",
    access: 'session',
    body: { schema: EmailPreferencesSchema },
    ok: { status: 200, description: 'The choices as saved', schema: EmailPreferencesSchema },
  }),
  'PUT /api/account/language': op({
    summary: "Save the signed-in user's language: the site and the account's emails speak it from now on",
    access: 'session',
    body: { schema: AccountLanguageSchema },
    ok: { status: 204, description: 'Saved', other: { description: 'No content' } },
  }),
  'PUT /api/users/banking': op({
    summary: "Save the signed-in user's bank details (encrypted; only the last 4 digits are ever shown)",
    access: 'session',
    body: { schema: BankingSchema },
    ok: { status: 200, description: 'Saved', schema: SavedBankingResponseSchema },
  }),

  // ── Cars ──
  'GET /api/cars': op({
    summary: 'Search available cars (24 a page by default)',
    access: 'public',
    description:
      'With a `location` (a city, "City, ST", a neighbourhood, a ZIP code or an airport code) only the cars within ' +
      'its radius, each with `distanceMiles`, nearest first unless `sort` says otherwise; an unknown place is a 400.',
    query: CarSearchQuerySchema,
    paged: true,
    ok: { status: 200, description: 'The page of cars', schema: v.array(CarSearchResultSchema) },
  }),
  'GET /api/places': op({
    summary: `Places matching what a renter types (at most ${PLACE_SUGGESTIONS_MAX}), for the search forms' suggestions`,
    access: 'public',
    query: PlacesQuerySchema,
    ok: { status: 200, description: 'The suggestions, best first', schema: v.array(PlaceSuggestionSchema) },
  }),
  'GET /api/cars/featured': op({
    summary: 'Featured cars for the home page',
    access: 'public',
    ok: { status: 200, description: 'The featured cars', schema: v.array(CarSchema) },
  }),
  'GET /api/cars/host/:hostId': op({
    summary: "A host's cars: the available ones; the host themself and admins also see paused ones",
    access: 'optionalSession',
    params: { hostId: "The host's user id (anything else lists nothing)" },
    ok: { status: 200, description: "The host's cars", schema: v.array(CarSchema) },
  }),
  'GET /api/cars/:id': op({
    summary: "A car with its host's public profile",
    access: 'public',
    params: CAR_ID,
    ok: { status: 200, description: 'The car', schema: CarDetailSchema },
    errors: { 404: 'No such car', 410: 'Its host removed the listing ("Este auto ya no está publicado")' },
  }),
  'GET /api/cars/:id/booked-dates': op({
    summary: "The car's pending and confirmed bookings' days, [startDate, endDate)",
    access: 'public',
    params: CAR_ID,
    ok: { status: 200, description: 'The booked ranges', schema: v.array(BookedDateRangeSchema) },
    errors: { 404: 'No such car', 410: 'Its host removed the listing' },
  }),
  'GET /api/cars/:id/availability': op({
    summary: "The car's booked and blocked days from today on, and its trip rules",
    description:
      'Ranges are [startDate, endDate). Blocked ranges come from the host or from an imported calendar; where ' +
      "each came from (`source`) and its note are shown to the car's host and admins only.",
    access: 'public',
    params: CAR_ID,
    ok: { status: 200, description: 'The availability', schema: CarAvailabilitySchema },
    errors: { 404: 'No such car', 410: 'Its host removed the listing' },
  }),
  'PUT /api/cars/:id/availability': op({
    summary: "Replace the host's blocked days and set the trip rules (its host or an admin)",
    description:
      "The host's own blocks are replaced as a whole; blocks imported from another calendar stay. A block over a " +
      'booked day is refused (409, naming the dates), and nothing is written.',
    access: 'session',
    params: CAR_ID,
    body: { schema: AvailabilityUpdateSchema },
    ok: { status: 200, description: 'The availability as saved', schema: CarAvailabilitySchema },
    errors: {
      403: "Not the car's host",
      404: 'No such car',
      409: 'A block covers booked days',
      410: 'Its host removed the listing',
    },
  }),
  'GET /api/cars/:id/cover': op({
    summary: "The car's first photo, or a WebP of it scaled to `w` pixels wide",
    description:
      'A URL the car id alone gives, so a page can ask for the photo before it has the car. It follows the ' +
      "car's photos: the redirect is asked for on each use (no-cache), unlike a photo's own.",
    access: 'public',
    params: CAR_ID,
    query: photoQuery,
    ok: {
      status: 302,
      description: 'Redirect to the photo in the object store (as `GET /api/photos/:key`)',
      other: { description: 'Redirect to the image' },
    },
    errors: { 404: 'No such car, or a car without photos' },
  }),
  'GET /api/cars/:id/reviews': op({
    summary: `The car's reviews, newest first, ${CAR_REVIEWS_PAGE_SIZE} a page`,
    access: 'public',
    params: CAR_ID,
    query: CarReviewsQuerySchema,
    paged: true,
    ok: { status: 200, description: 'The page of reviews', schema: v.array(ReviewSchema) },
    errors: { 404: 'No such car' },
  }),
  'GET /api/cars/:id/reviews/summary': op({
    summary: 'How many reviews the car has, their average and how many of each star (5★ to 1★)',
    access: 'public',
    params: CAR_ID,
    ok: { status: 200, description: 'The rating breakdown', schema: RatingBreakdownSchema },
    errors: { 404: 'No such car' },
  }),
  'POST /api/cars': op({
    summary: 'List a car; the host is the signed-in user (a hostId in the body is ignored)',
    access: 'session',
    body: { schema: CarInsertSchema },
    ok: { status: 201, description: "The new listing, with its host's public profile", schema: CarDetailSchema },
  }),
  'POST /api/cars/validate': op({
    summary: 'Check a listing without writing anything: what POST /api/cars would refuse, it refuses here',
    description:
      'The same checks as `POST /api/cars` (every field, and every photo by its bytes), so the listing wizard ' +
      "learns of a refusal before it saves the host's bank details.",
    access: 'session',
    body: { schema: CarInsertSchema },
    ok: { status: 204, description: 'POST /api/cars would list this car', other: { description: 'No content' } },
  }),
  'PATCH /api/cars/:id': op({
    summary: 'Edit, pause or resume a listing, or change how it is booked (its host or an admin)',
    description:
      'Any listing field, `isAvailable`, and the booking settings: `instantBook` (false: bookings wait for the ' +
      `host's approval), \`weeklyDiscountPercent\` (trips of ${WEEKLY_DISCOUNT_MIN_DAYS}+ days) and ` +
      `\`monthlyDiscountPercent\` (trips of ${MONTHLY_DISCOUNT_MIN_DAYS}+ days take the larger of the two), whole ` +
      `percents from 0 to ${MAX_DISCOUNT_PERCENT}. A value out of range is a 400 naming its field; nothing is written.`,
    access: 'session',
    params: CAR_ID,
    body: { schema: CarUpdateSchema },
    ok: { status: 200, description: "The listing as saved, with its host's public profile", schema: CarDetailSchema },
    errors: { 403: "Not the car's host", 404: 'No such car', 410: 'The listing was removed' },
  }),
  'DELETE /api/cars/:id': op({
    summary: 'Remove a listing (its host or an admin)',
    description:
      "A soft delete: the car leaves search, featured cars, favourites and its host's cars, and its page answers " +
      '410; its past trips, reviews, earnings and the admin panel keep it. Refused while the car has a trip to ' +
      'come or under way (a confirmed booking not yet completed, or a pending one holding its dates).',
    access: 'session',
    params: CAR_ID,
    ok: { status: 200, description: 'The listing is removed', schema: CarRemovalSchema },
    errors: {
      403: "Not the car's host",
      404: 'No such car',
      409: 'The car has upcoming or active trips (the message says so)',
      410: 'Already removed',
    },
  }),
  'POST /api/car-images/upload': op({
    summary: 'A presigned POST policy for one listing photo',
    description:
      `The policy allows one object, 1 byte to ${CAR_PHOTO_MAX_BYTES} bytes, of the content type asked for (any ` +
      `image/ type when the body names none), for ` +
      `${CAR_PHOTO_UPLOAD_TTL_SECONDS / 60} minutes (MinIO and S3 enforce it; the embedded s3rver does not, so the ` +
      'check and the listing check the bytes again).',
    access: 'session',
    body: { schema: CarImageUploadRequestSchema },
    ok: { status: 200, description: 'Where and how to POST the photo', schema: CarImageUploadTargetSchema },
    errors: {
      429:
        `${CAR_PHOTO_UPLOADS_PER_WINDOW} targets in the last ${CAR_PHOTO_UPLOAD_WINDOW_MINUTES} minutes, or ` +
        `${CAR_PHOTO_UNUSED_UPLOADS_MAX} uploads no listing uses yet (Retry-After says when)`,
    },
  }),
  'POST /api/car-images/check': op({
    summary: "Check an upload as soon as it landed: the caller's, a JPEG/PNG/WebP by its bytes, 10 MB at most",
    description: 'A refused upload that is not an image is deleted. The listing checks the same rules again.',
    access: 'session',
    body: { schema: CarImageCheckSchema },
    ok: { status: 200, description: 'The upload is a photo a listing accepts', schema: CarImageCheckedSchema },
    errors: { 400: 'Not an upload of the caller, missing, too large or not an image (the message says which)' },
  }),
  'GET /api/photos/:key': op({
    summary: 'A public car photo, or a WebP scaled to `w` pixels wide',
    description:
      'The key may span several path segments (`cars/<id>/<file>`). The bytes come from the object store: a ' +
      'presigned GET signed at the start of the UTC day (one URL all day, valid 7 days), answered immutable for a ' +
      'year; the redirect may be kept a day. The first request of a width makes that copy.',
    access: 'public',
    params: { key: "The photo's object key, as in a car's images" },
    query: photoQuery,
    ok: {
      status: 302,
      description: 'Redirect to the photo in the object store',
      other: { description: 'Redirect to the image' },
    },
    errors: { 404: 'No such photo' },
  }),

  // ── Host ──
  'GET /api/hosts/:id': op({
    summary: "A host's public profile: member since, rating, completed trips and the cars they list",
    access: 'public',
    params: { id: "The host's user id" },
    ok: { status: 200, description: 'The profile', schema: HostProfileSchema },
    errors: { 404: 'No such host (or a user who lists no car)' },
  }),
  'GET /api/host/:hostId/dashboard': op({
    summary: "A host's dashboard figures (that host or an admin)",
    access: 'session',
    params: { hostId: "The host's user id" },
    ok: { status: 200, description: 'The dashboard', schema: HostDashboardSchema },
    errors: { 403: 'Someone else’s dashboard', 404: 'Not a user id' },
  }),

  // ── Bookings ──
  'POST /api/bookings': op({
    summary: 'Book a car (prices and the host come from the server); holds the dates until paid',
    description: 'The identity photos travel as data URLs (JPEG, PNG or WebP, 5 MB each); the body may be 12 MB.',
    access: 'session',
    body: { schema: BookingInsertSchema },
    ok: { status: 201, description: 'The pending booking', schema: BookingViewSchema },
    errors: {
      404: 'No such car',
      409: 'The dates are taken, or the renter already holds the most unpaid bookings allowed',
      413: 'The body is larger than 12 MB',
    },
  }),
  'GET /api/bookings/renter/:userId': op({
    summary: "A renter's bookings (that user or an admin)",
    access: 'session',
    params: { userId: "The renter's user id" },
    ok: { status: 200, description: 'The bookings', schema: v.array(BookingViewSchema) },
    errors: { 403: 'Someone else’s bookings' },
  }),
  'GET /api/bookings/host/:userId': op({
    summary: "The bookings of a host's cars (that host or an admin)",
    access: 'session',
    params: { userId: "The host's user id" },
    ok: { status: 200, description: 'The bookings', schema: v.array(BookingViewSchema) },
    errors: { 403: 'Someone else’s bookings' },
  }),
  'GET /api/bookings/:id': op({
    summary: 'A booking (its renter, its host or an admin)',
    access: 'session',
    params: BOOKING_ID,
    ok: { status: 200, description: 'The booking', schema: BookingViewSchema },
    errors: { 403: 'Not a party of the booking', 404: 'No such booking' },
  }),
  'GET /api/bookings/:id/events': op({
    summary: "A booking's status changes, oldest first",
    access: 'session',
    params: BOOKING_ID,
    ok: { status: 200, description: 'The events', schema: v.array(BookingEventViewSchema) },
    errors: { 403: 'Not a party of the booking', 404: 'No such booking' },
  }),
  'GET /api/bookings/:id/cancellation': op({
    summary: 'What cancelling now would refund and charge',
    access: 'session',
    params: BOOKING_ID,
    ok: { status: 200, description: 'The quote', schema: CancellationQuoteSchema },
    errors: {
      403: 'Not a party of the booking',
      404: 'No such booking',
      409: `The caller cannot cancel it now (completed, after pickup, or a host within ${HOST_CANCELLATION_NOTICE_HOURS} hours of it)`,
    },
  }),
  'POST /api/bookings/:id/payment': op({
    summary: 'Pay a pending booking with a card (simulated); paying twice never charges twice',
    description:
      'A car with instant book: the card is charged and the booking confirmed. A car that needs its host’s approval ' +
      '(`requiresApproval`): the card is authorised and the booking stays pending, `awaitingHost` until `respondBy` ' +
      `(${HOST_RESPONSE_HOURS} hours later, or pickup if sooner), holding its dates; unanswered by then, the platform ` +
      'cancels it with a full refund.',
    access: 'session',
    params: BOOKING_ID,
    body: { schema: PaymentSchema },
    ok: {
      status: 200,
      description: 'The booking: confirmed, or still pending awaiting the host',
      schema: BookingViewSchema,
    },
    errors: {
      402: 'The card was declined',
      403: "Not the booking's renter",
      404: 'No such booking',
      409: 'The booking cannot be paid (its hold expired, or it is cancelled)',
    },
  }),
  'POST /api/bookings/:id/status': op({
    summary: 'Accept, decline, withdraw, cancel or complete a booking, as the lifecycle table allows',
    description:
      `The host or an admin completes a confirmed trip from its return time (${PICKUP_HOUR}:00 on its end date, Los ` +
      `Angeles time); the platform completes it ${TRIP_AUTO_COMPLETE_HOURS} hours after that if nobody did. ` +
      "A request awaiting the host (`awaitingHost`): the car's host or an admin accepts it with `confirmed` before " +
      '`respondBy`, or declines it with `cancelled`; its renter withdraws it with `cancelled`; either way the whole ' +
      'total paid is refunded.',
    access: 'session',
    params: BOOKING_ID,
    body: { schema: BookingStatusChangeSchema },
    ok: { status: 200, description: 'The booking after the change', schema: BookingViewSchema },
    errors: {
      403: 'The caller may not make this change (e.g. a renter accepting a request)',
      404: 'No such booking',
      409: 'Not now (e.g. completing before the return time, accepting a request that is unpaid or past its deadline)',
    },
  }),
  'GET /api/bookings/:id/reviews': op({
    summary: "A trip's reviews as the reader may see them (double-blind), and whether they may write theirs",
    description:
      'Each side sees its own review, and the other side’s once published: when both have written, or when the ' +
      `review window (${REVIEW_WINDOW_DAYS} days from the completion) closes. Admins see every review.`,
    access: 'session',
    params: BOOKING_ID,
    ok: { status: 200, description: 'The reviews', schema: BookingReviewsSchema },
    errors: { 403: 'Not a party of the booking', 404: 'No such booking' },
  }),
  'POST /api/bookings/:id/reviews': op({
    summary: 'Review a completed trip: the renter reviews the car and its host, the host reviews the renter',
    description:
      `Within ${REVIEW_WINDOW_DAYS} days of the completion, once per side. Hidden from the other side until it has ` +
      'written too (both publish at once) or the window closes; publishing updates the ratings.',
    access: 'session',
    params: BOOKING_ID,
    body: { schema: ReviewInsertSchema },
    ok: { status: 201, description: 'The review, as its author sees it', schema: BookingReviewSchema },
    errors: {
      403: "Not the booking's renter or host",
      404: 'No such booking',
      409: 'Not completed, the window has closed, or this side has already reviewed it',
    },
  }),
  'GET /api/bookings/:id/check-ins': op({
    summary: "The car as both sides recorded it at pickup and return, with miles driven and the fuel's change",
    description:
      "For the trip's renter, its host and admins (an admin's read is recorded). Photos are served by the route " +
      'below, never publicly.',
    access: 'session',
    params: BOOKING_ID,
    ok: { status: 200, description: 'The records', schema: TripRecordsSchema },
    errors: { 403: 'Not a party of the booking', 404: 'No such booking' },
  }),
  'POST /api/bookings/:id/check-ins': op({
    summary: 'Record the car at pickup or at return: the four sides (up to 12 photos), odometer and fuel',
    description:
      `From ${TRIP_RECORD_OPENS_HOURS} hours before pickup until ${TRIP_RECORD_GRACE_HOURS} hours after completion, ` +
      `once per kind and side; photos are data URLs of at most ${TRIP_PHOTO_MAX_BYTES / 1024 / 1024} MB each. ` +
      'Sending a record again with the same id answers 200 with the stored one (a retry after a dropped ' +
      'connection is never stored twice).',
    access: 'session',
    params: BOOKING_ID,
    body: { schema: TripRecordInsertSchema },
    ok: { status: 201, description: 'The record as stored', schema: TripRecordSchema },
    alsoAnswers: { 200: { description: 'This id was stored already: the stored record', schema: TripRecordSchema } },
    errors: {
      403: "Not the booking's renter or host",
      404: 'No such booking',
      409: 'Outside the window, not confirmed, this side already recorded this kind, or the id is used elsewhere',
      413: 'The body is too large',
    },
  }),
  'GET /api/bookings/:id/check-ins/:recordId/photos/:n': op({
    summary: "One photo of a record of the car (the trip's parties and admins; an admin's read is recorded)",
    access: 'session',
    params: { ...BOOKING_ID, recordId: "The record's id", n: "The photo's position in the record, from 0" },
    ok: { status: 200, description: 'The photo', other: { description: 'The image as sent', mediaType: 'image/*' } },
    errors: { 403: 'Not a party of the booking', 404: 'No such booking, record or photo' },
  }),
  'POST /api/reviews/:id/answer': op({
    summary: "Answer a published review of one of the caller's cars (once)",
    access: 'session',
    params: REVIEW_ID,
    body: { schema: ReviewAnswerSchema },
    ok: { status: 201, description: 'The review with its answer', schema: BookingReviewSchema },
    errors: {
      403: "Not the car's host",
      404: 'No such published review',
      409: "Already answered, or a host's review of a renter (only reviews of a car are answered)",
    },
  }),

  // ── Favourites ──
  'GET /api/favourites': op({
    summary: "The signed-in user's saved cars, most recently saved first",
    access: 'session',
    ok: { status: 200, description: 'The saved cars', schema: v.array(CarSchema) },
  }),
  'PUT /api/favourites/:carId': op({
    summary: 'Save a car to the favourites (saving it again changes nothing)',
    access: 'session',
    params: { carId: "The car's id" },
    ok: { status: 200, description: 'The car is saved', schema: FavouriteStateSchema },
    errors: { 404: 'No such car' },
  }),
  'DELETE /api/favourites/:carId': op({
    summary: 'Remove a car from the favourites (removing one not saved changes nothing)',
    access: 'session',
    params: { carId: "The car's id" },
    ok: { status: 200, description: 'The car is not saved', schema: FavouriteStateSchema },
    errors: { 404: 'No such car' },
  }),

  // ── Calendar sync (decision 0043) ──
  'GET /api/cars/:id/calendar-sync': op({
    summary: "A car's calendar sync: its private feed URL, its import source and how the last import went",
    access: 'session',
    params: CAR_ID,
    ok: { status: 200, description: 'The settings and status', schema: CalendarSyncSettingsSchema },
    errors: { 403: "Not the car's host or an admin", 404: 'No such car (or it was removed)' },
  }),
  'POST /api/cars/:id/calendar-sync/feed': op({
    summary: 'Make a new private feed URL for the car; the previous one stops working at once',
    access: 'session',
    params: CAR_ID,
    ok: { status: 200, description: 'The settings with the new feed URL', schema: CalendarSyncSettingsSchema },
    errors: { 403: "Not the car's host or an admin", 404: 'No such car (or it was removed)' },
  }),
  'DELETE /api/cars/:id/calendar-sync/feed': op({
    summary: "Revoke the car's feed URL: it answers 404 from now on",
    access: 'session',
    params: CAR_ID,
    ok: { status: 200, description: 'The settings, without a feed URL', schema: CalendarSyncSettingsSchema },
    errors: { 403: "Not the car's host or an admin", 404: 'No such car (or it was removed)' },
  }),
  'PUT /api/cars/:id/calendar-sync/import-url': op({
    summary: 'Import blocked days from an iCalendar URL, now and every hour',
    description:
      `The URL (http or https, to a public address) is fetched once now (at most ${CALENDAR_FETCH_TIMEOUT_MS / 1000} s ` +
      `and ${CALENDAR_IMPORT_MAX_BYTES / 1_000_000} MB); a URL that cannot be fetched or is not an iCalendar is a 400 ` +
      `naming \`url\`, with nothing written. Its events (recurring ones expanded ${CALENDAR_IMPORT_WINDOW_MONTHS} months ahead) ` +
      "replace the car's imported blocks; days a booking holds are skipped and reported.",
    access: 'session',
    params: CAR_ID,
    body: { schema: CalendarImportUrlSchema },
    ok: { status: 200, description: 'The settings after the import', schema: CalendarSyncSettingsSchema },
    errors: { 403: "Not the car's host or an admin", 404: 'No such car (or it was removed)' },
  }),
  'POST /api/cars/:id/calendar-sync/import-file': op({
    summary: 'Import blocked days from an iCalendar file (its text), once',
    description: `At most ${CALENDAR_IMPORT_MAX_BYTES / 1_000_000} MB. Replaces the car's imported blocks and stops refreshing an import URL.`,
    access: 'session',
    params: CAR_ID,
    body: { schema: CalendarImportFileSchema },
    ok: { status: 200, description: 'The settings after the import', schema: CalendarSyncSettingsSchema },
    errors: {
      403: "Not the car's host or an admin",
      404: 'No such car (or it was removed)',
      413: 'Larger than the limit',
    },
  }),
  'DELETE /api/cars/:id/calendar-sync/import': op({
    summary: "Stop importing: forget the import URL and remove the car's imported blocks (the host's own stay)",
    access: 'session',
    params: CAR_ID,
    ok: { status: 200, description: 'The settings, without an import', schema: CalendarSyncSettingsSchema },
    errors: { 403: "Not the car's host or an admin", 404: 'No such car (or it was removed)' },
  }),
  'GET /api/calendars/:token.ics': op({
    summary: "A car's private iCalendar feed: its booked and blocked days as all-day events, nothing personal",
    access: 'public',
    params: { token: 'The secret token of the feed URL' },
    ok: { status: 200, description: 'The calendar', other: { description: 'iCalendar', mediaType: 'text/calendar' } },
    errors: { 404: 'No such feed (revoked, replaced, or its car removed)' },
  }),

  // ── Conversations ──
  'POST /api/cars/:id/conversation': op({
    summary: 'Open the conversation of the signed-in renter and a car (the same one on every call)',
    description: 'One conversation per renter and car: it continues through every booking of that car.',
    access: 'session',
    params: CAR_ID,
    ok: { status: 201, description: 'The conversation, started now', schema: ConversationRefSchema },
    alsoAnswers: { 200: { description: 'The conversation, already started', schema: ConversationRefSchema } },
    errors: {
      400: "The caller is the car's host",
      404: 'No such car',
      410: 'Its host removed the listing (a conversation already started is answered as before)',
    },
  }),
  'GET /api/conversations': op({
    summary: "The signed-in user's conversations, as renter or host, newest activity first",
    access: 'session',
    ok: { status: 200, description: 'The conversations', schema: v.array(ConversationSummarySchema) },
  }),
  'GET /api/conversations/stream': op({
    summary: "The signed-in user's conversations as they happen: new messages and read receipts (server-sent events)",
    description:
      `An EventSource stream, one per tab. \`${CONVERSATION_STREAM_EVENTS.unread}\` comes first on every connection; ` +
      `\`${CONVERSATION_STREAM_EVENTS.message}\` and \`${CONVERSATION_STREAM_EVENTS.read}\` carry an id. A client that ` +
      `reconnects with Last-Event-ID first gets the events after it (kept ${CONVERSATION_EVENTS_KEPT_HOURS} hours). ` +
      `A comment line every ${CONVERSATION_STREAM_HEARTBEAT_SECONDS} s keeps it open; it ends after ` +
      `${CONVERSATION_STREAM_MAX_MINUTES} minutes (or when its API replica stops) and the browser reconnects by ` +
      'itself (`retry:`). Messages read as in GET /api/conversations/:id/messages.',
    access: 'session',
    headers: ConversationStreamHeadersSchema,
    ok: {
      status: 200,
      description: 'The stream (never compressed or cached)',
      other: {
        description: 'Server-sent events',
        mediaType: 'text/event-stream',
        events: {
          [CONVERSATION_STREAM_EVENTS.unread]: UnreadEventSchema,
          [CONVERSATION_STREAM_EVENTS.message]: MessageEventSchema,
          [CONVERSATION_STREAM_EVENTS.read]: ReadEventSchema,
        },
      },
    },
  }),
  'GET /api/conversations/:id': op({
    summary: 'One conversation: the other person, the car, the last message (null before the first) and unread',
    description:
      'For its two parties, or an administrator (who sees the renter as the other person, and messages as written). Reading it marks nothing read.',
    access: 'session',
    params: CONVERSATION_ID,
    ok: { status: 200, description: 'The conversation', schema: ConversationSummarySchema },
    errors: { 404: 'No such conversation, or the caller is not one of its parties' },
  }),
  'GET /api/conversations/:id/messages': op({
    summary: "A conversation's messages, oldest first, a page at a time; reading marks the other party's read",
    description:
      'Its two parties, or an administrator (whose every read is recorded and marks nothing read). Page 1 holds the oldest messages; the last page is the total (X-Total-Count) divided by the page size.',
    access: 'session',
    params: CONVERSATION_ID,
    query: MessagesQuerySchema,
    paged: true,
    ok: { status: 200, description: 'The page of messages', schema: v.array(MessageSchema) },
    errors: { 404: 'No such conversation, or the caller is not one of its parties' },
  }),
  'POST /api/conversations/:id/messages': op({
    summary: 'Send a message in a conversation (its renter or its host)',
    access: 'session',
    params: CONVERSATION_ID,
    body: { schema: MessageInsertSchema },
    ok: { status: 201, description: 'The message, as its sender sees it', schema: MessageSchema },
    errors: {
      403: 'An administrator (read only)',
      404: 'No such conversation, or the caller is not one of its parties',
      429: `The sender already sent ${MESSAGES_PER_MINUTE} messages in the last minute`,
    },
  }),

  // ── Contact ──
  'POST /api/contact': op({
    summary: 'Send the contact form: stored, emailed to support, and a copy emailed to the sender',
    description: 'Signed in or not; a signed-in sender is recorded with the message.',
    access: 'optionalSession',
    body: { schema: ContactMessageSchema },
    ok: { status: 201, description: 'The message is stored and its emails are queued', schema: ContactReceiptSchema },
    errors: { 429: `The address already sent ${CONTACT_MESSAGES_PER_HOUR} messages in the last hour` },
  }),

  // ── Observability ──
  'POST /api/rum': op({
    summary: "Browser reports: the shell's Web Vitals, uncaught errors and failed remote loads (sendBeacon)",
    description:
      `A batch of up to ${RUM_EVENTS_MAX} events of one page view, each tagged with its route pattern and remote ` +
      'version; no cookie or account is read. Stored for the rollup per remote version (GET /api/admin/rum).',
    access: 'public',
    body: { schema: RumBeaconSchema },
    ok: { status: 204, description: 'Stored', other: { description: 'No body' } },
    errors: {
      413: `The body is larger than ${RUM_BODY_MAX_BYTES} bytes`,
      429: `The address already sent ${RUM_EVENTS_PER_MINUTE} events in the last minute`,
    },
  }),
  'GET /api/metrics': op({
    summary: 'Prometheus metrics of this API process (requests, latency, errors by route, pool, job queue)',
    description: "The internal network's: the site origin (node and nginx) answers 404 for it.",
    access: 'public',
    usesDependencies: false,
    ok: {
      status: 200,
      description: 'The metrics',
      other: { description: 'Prometheus text exposition format', mediaType: 'text/plain' },
    },
  }),

  // ── Admin ──
  'GET /api/admin/rum': op({
    summary: 'Browser reports rolled up per remote version over the last hour or day',
    access: 'admin',
    query: RumRollupQuerySchema,
    ok: { status: 200, description: 'Sessions, error rate and p75 vitals per remote version', schema: RumRollupSchema },
  }),
  'GET /api/admin/dashboard': op({
    summary: 'The platform summary',
    access: 'admin',
    ok: { status: 200, description: 'The summary', schema: AdminDashboardSummarySchema },
  }),
  'GET /api/admin/releases': op({
    summary:
      "Each released app's version in use, its canary (version, percent, since), its switch history and the name " +
      'its browser reports carry',
    access: 'admin',
    ok: { status: 200, description: 'The releases of the environment', schema: AdminReleasesSchema },
    errors: { 503: 'The release origin is not configured or does not answer' },
  }),
  'GET /api/admin/users': op({
    summary: 'Every user, searched, sorted and paged',
    access: 'admin',
    query: AdminUsersQuerySchema,
    paged: true,
    ok: { status: 200, description: 'The page of users', schema: v.array(AdminUserRowSchema) },
  }),
  'GET /api/admin/cars': op({
    summary: 'Every car, searched, sorted and paged',
    access: 'admin',
    query: AdminCarsQuerySchema,
    paged: true,
    ok: { status: 200, description: 'The page of cars', schema: v.array(AdminCarRowSchema) },
  }),
  'GET /api/admin/bookings': op({
    summary: 'Every booking, searched, filtered by status, sorted and paged',
    access: 'admin',
    query: AdminBookingsQuerySchema,
    paged: true,
    ok: { status: 200, description: 'The page of bookings', schema: v.array(AdminBookingRowSchema) },
  }),
  'GET /api/admin/bookings/:id/documents/:kind': op({
    summary: "A booking's identity photo; every read is recorded",
    access: 'admin',
    params: { id: "The booking's id", kind: `One of: ${BOOKING_DOCUMENT_KINDS.join(', ')}` },
    ok: { status: 200, description: 'The photo', other: { description: 'The image', mediaType: 'image/*' } },
    errors: {
      404: 'No such booking or document',
      422: 'The stored file does not open (damaged): the attempt is recorded and logged',
    },
  }),
} as const satisfies Record<string, ApiOperation>;

export type ApiOperations = typeof API_OPERATIONS;

/**
 * The named response shapes (responses.ts, without the `Schema` suffix): the OpenAPI document's components.
 * A function, so the apps' bundles (which never call it) leave the schemas out.
 */
export function apiResponseSchemas(): Record<string, v.GenericSchema> {
  return Object.fromEntries(Object.entries(responses).map(([name, schema]) => [name.replace(/Schema$/, ''), schema]));
}
