/**
 * Every JSON body the API sends, as valibot schemas: the response types elsewhere in contracts are
 * `v.InferOutput` of these, and the OpenAPI document (`GET /api/openapi.json`) is generated from them,
 * so the type the apps compile against and the published contract cannot drift apart. Objects are
 * strict: a field the API starts sending without declaring it here fails the contract tests.
 */
import * as v from 'valibot';
import { BOOKING_EVENT_ROLES } from './booking-events.ts';
import { BOOKING_DOCUMENT_KINDS } from './booking-photos.ts';
import { REVIEW_AUTHOR_ROLES } from './booking-reviews.ts';
import { CALENDAR_IMPORT_SOURCES } from './calendar-sync.ts';
import {
  BOOKING_STATUSES,
  CAR_BLOCK_SOURCES,
  CAR_CATEGORIES,
  CAR_FEATURES,
  FUEL_TYPES,
  RELEASE_SWITCH_KINDS,
  TRANSMISSIONS,
} from './enums.ts';
import { LANGUAGES } from './language.ts';
import { MessageSchema } from './message-response.ts';
import { MONEY_PATTERN } from './money.ts';
import {
  ADVANCE_NOTICE_HOURS_CHOICES,
  HOST_RESPONSE_HOURS,
  MAX_DISCOUNT_PERCENT,
  MONTHLY_DISCOUNT_MIN_DAYS,
  PLATFORM_COMMISSION_PERCENT,
  WEEKLY_DISCOUNT_MIN_DAYS,
} from './policy.ts';
import { id, timestamp } from './response-fields.ts';
import { FUEL_EIGHTHS_FULL, TRIP_PHOTO_ANGLES, TRIP_RECORD_KINDS, TRIP_RECORD_SIDES } from './trip-records.ts';

const money = v.pipe(v.string(), v.regex(MONEY_PATTERN), v.description('A dollar amount such as "49.99"'));
const isoDate = v.pipe(v.string(), v.isoDate(), v.description('A calendar date, YYYY-MM-DD (Los Angeles)'));
const rating = v.pipe(v.string(), v.description('Mean rating with two decimals, "0.00" without reviews'));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const bookingStatus = v.picklist(BOOKING_STATUSES);
const discountPercent = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_DISCOUNT_PERCENT));
/** A person's display name; null for a nameless one, whom each page names in its own language (decision 0044). */
const personName = v.pipe(
  v.nullable(v.string()),
  v.description('"First Last", trimmed; null when both are empty (the apps show "Usuario" / "User")'),
);

// ── Errors ────────────────────────────────────────────────────────────────────
export const ApiIssueSchema = v.strictObject({ path: v.string(), message: v.string() });

/** Every 4xx/5xx body of the API: a sentence a person can act on, plus per-field issues for 400s. */
export const ApiErrorBodySchema = v.strictObject({
  message: v.string(),
  issues: v.optional(v.array(ApiIssueSchema)),
  /** On a 401 whose message does not say it: the word the apps' client recognises a 401 by. */
  error: v.optional(v.literal('Unauthorized')),
});

// ── Users ─────────────────────────────────────────────────────────────────────
/** Saved bank details as every response shows them: never the routing number, only the account's last 4 digits. */
export const SavedBankingSchema = v.strictObject({
  bankName: v.string(),
  bankAccountName: v.string(),
  bankAccountLast4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
});

/** The signed-in user: never the password hash or bank numbers. */
export const AuthUserSchema = v.strictObject({
  id,
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  profileImageUrl: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  isHost: v.boolean(),
  isAdmin: v.boolean(),
  rating,
  reviewCount: count,
  /** Bank details on file (null = none saved yet). */
  banking: v.nullable(SavedBankingSchema),
  /** The language the account chose (the site and its emails), null until it chooses. */
  language: v.nullable(v.picklist(LANGUAGES)),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const SavedBankingResponseSchema = v.strictObject({ saved: v.literal(true), banking: SavedBankingSchema });

// ── Cars ──────────────────────────────────────────────────────────────────────
export const CarSchema = v.strictObject({
  id,
  hostId: id,
  make: v.string(),
  model: v.string(),
  year: v.pipe(v.number(), v.integer()),
  category: v.picklist(CAR_CATEGORIES),
  seats: v.pipe(v.number(), v.integer()),
  transmission: v.picklist(TRANSMISSIONS),
  fuelType: v.picklist(FUEL_TYPES),
  pricePerDay: money,
  location: v.string(),
  city: v.string(),
  state: v.string(),
  description: v.nullable(v.string()),
  features: v.array(v.picklist(CAR_FEATURES)),
  images: v.pipe(v.array(v.string()), v.description('Photo URLs (/api/photos/…), the first is the card photo')),
  isAvailable: v.boolean(),
  instantBook: v.pipe(
    v.boolean(),
    v.description("Paying confirms the booking; false: the booking waits for the host's approval"),
  ),
  weeklyDiscountPercent: v.pipe(
    discountPercent,
    v.description(`Percent off the base price of trips of ${WEEKLY_DISCOUNT_MIN_DAYS} days or more`),
  ),
  monthlyDiscountPercent: v.pipe(
    discountPercent,
    v.description(
      `Percent off the base price of trips of ${MONTHLY_DISCOUNT_MIN_DAYS} days or more (the weekly one when larger)`,
    ),
  ),
  rating,
  reviewCount: count,
  tripCount: count,
  createdAt: timestamp,
});

/** The host card of GET /api/cars/:id: public profile only (no email, phone or banking). */
export const CarHostSchema = v.strictObject({
  id,
  firstName: v.string(),
  lastName: v.string(),
  fullName: personName,
  profileImageUrl: v.nullable(v.string()),
  memberSince: timestamp,
  rating,
  reviewCount: count,
});

/** GET /api/cars/:id: the car plus its host's public profile. */
/** A car in search results: with its distance in miles from the place searched, when there is one. */
export const CarSearchResultSchema = v.strictObject({
  ...CarSchema.entries,
  distanceMiles: v.optional(v.pipe(v.number(), v.minValue(0))),
});

export const CarDetailSchema = v.strictObject({
  ...CarSchema.entries,
  instantBook: v.pipe(
    v.boolean(),
    v.description('Paying confirms a booking at once; false: the host accepts or declines each paid request'),
  ),
  host: CarHostSchema,
});

/** DELETE /api/cars/:id: the listing is removed (soft delete: its past trips, reviews and earnings keep it). */
export const CarRemovalSchema = v.strictObject({ id, removedAt: timestamp });

/** A pending or confirmed booking's days, [startDate, endDate) (endDate itself is free for a new pickup). */
export const BookedDateRangeSchema = v.strictObject({ startDate: isoDate, endDate: isoDate });

/**
 * A car's blocked days, [startDate, endDate): by its host or imported from another calendar. Where they came from
 * and the note are the host's (a source 'import' would tell anyone the car is listed elsewhere).
 */
export const BlockedDateRangeSchema = v.strictObject({
  startDate: isoDate,
  endDate: isoDate,
  source: v.optional(
    v.pipe(
      v.picklist(CAR_BLOCK_SOURCES),
      v.description("The host's own block or an imported one (only the car's host and admins see it)"),
    ),
  ),
  note: v.optional(v.pipe(v.string(), v.description("The host's note (only the car's host and admins see it)"))),
});

/** GET /api/cars/:id/availability: booked and blocked ranges from today on, and the car's trip rules (car-rules.ts). */
export const CarAvailabilitySchema = v.strictObject({
  booked: v.array(BookedDateRangeSchema),
  blocked: v.array(BlockedDateRangeSchema),
  rules: v.strictObject({
    advanceNoticeHours: v.picklist(ADVANCE_NOTICE_HOURS_CHOICES),
    minDays: count,
    maxDays: count,
    bookingWindowMonths: count,
  }),
});

const reviewFields = {
  id,
  bookingId: id,
  carId: id,
  reviewerId: id,
  revieweeId: id,
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  comment: v.nullable(v.string()),
  createdAt: timestamp,
  reviewer: v.strictObject({ fullName: personName, profileImageUrl: v.nullable(v.string()) }),
};
const answer = v.pipe(v.nullable(v.string()), v.description("The host's answer, null until they answer"));
const answeredAt = v.pipe(v.nullable(timestamp), v.description('When the host answered, null until then'));

/** A published review of a car (GET /api/cars/:id/reviews), with its host's answer. */
export const ReviewSchema = v.strictObject({ ...reviewFields, answer, answeredAt });

/** A review of a booking as its reader may see it (GET /api/bookings/:id/reviews): the side, and whether it shows. */
export const BookingReviewSchema = v.strictObject({
  ...reviewFields,
  authorRole: v.pipe(
    v.picklist(REVIEW_AUTHOR_ROLES),
    v.description("'renter': of the car and its host; 'host': of the renter"),
  ),
  publishedAt: v.pipe(
    v.nullable(timestamp),
    v.description('When both sides could read it; null while only its author (and admins) can'),
  ),
  answer,
  answeredAt,
});

/** GET /api/bookings/:id/reviews. */
export const BookingReviewsSchema = v.strictObject({
  canReview: v.pipe(v.boolean(), v.description('The reader is a party who may write their review now')),
  closesAt: v.pipe(
    v.nullable(timestamp),
    v.description('When the review window closes (and what was written is published); null until completed'),
  ),
  reviews: v.pipe(
    v.array(BookingReviewSchema),
    v.description("The reader's own review and the published ones (an admin: every one), oldest first"),
  ),
});

/** POST /api/car-images/upload: a presigned POST policy for one photo (the shape Uppy's `signRequest` returns). */
export const CarImageUploadTargetSchema = v.strictObject({
  method: v.literal('POST'),
  url: v.pipe(v.string(), v.url(), v.description('Where to POST the form (the upload bucket)')),
  fields: v.pipe(
    v.record(v.string(), v.string()),
    v.description('The form fields to send before the file (key, Content-Type, policy, signature)'),
  ),
  key: v.pipe(v.string(), v.description("The object's key in the user's upload area; images may name it")),
  uploadURL: v.pipe(v.string(), v.url(), v.description('Where the object is once posted; images may name it')),
  expiresAt: timestamp,
});

/** POST /api/car-images/check: the upload is a photo a listing accepts. */
export const CarImageCheckedSchema = v.strictObject({ key: v.string() });

/** PUT and DELETE /api/favourites/:carId: whether the car is now among the user's favourites. */
export const FavouriteStateSchema = v.strictObject({ carId: id, favourite: v.boolean() });

/**
 * GET /api/cars/:id/calendar-sync (the car's host or an admin): the private feed's URL (null while there is none),
 * where imported blocks come from, and how the last import went (decision 0043).
 */
export const CalendarSyncSettingsSchema = v.strictObject({
  carId: id,
  feedUrl: v.nullable(v.pipe(v.string(), v.url(), v.description('Secret: anyone with it reads the busy days'))),
  importSource: v.nullable(v.picklist(CALENDAR_IMPORT_SOURCES)),
  importUrl: v.nullable(v.string()),
  lastRefreshedAt: v.nullable(timestamp),
  lastError: v.nullable(v.string()),
  /** The days the last import blocks, [startDate, endDate), merged. */
  importedBlocks: v.array(BookedDateRangeSchema),
  /** Imported days left unblocked because a booking of ours holds them (never cancelled for an import). */
  skippedForBookings: v.array(BookedDateRangeSchema),
});

// ── Health ────────────────────────────────────────────────────────────────────
/** GET /api/health/live: the process serves requests (whatever its dependencies say). */
export const LivenessReportSchema = v.strictObject({ status: v.literal('ok') });

export const HealthReportSchema = v.strictObject({
  status: v.picklist(['ok', 'degraded']),
  database: v.picklist(['ok', 'down']),
  objectStore: v.picklist(['ok', 'down']),
});

// ── Bookings ──────────────────────────────────────────────────────────────────
export const BookingSchema = v.strictObject({
  id,
  carId: id,
  renterId: id,
  hostId: id,
  startDate: isoDate,
  endDate: isoDate,
  driverLicense: v.string(),
  fullName: v.string(),
  address: v.string(),
  phone: v.string(),
  emergencyContact: v.string(),
  emergencyPhone: v.string(),
  addInsurance: v.boolean(),
  totalPrice: money,
  serviceFee: money,
  insuranceFee: money,
  discountAmount: v.pipe(
    money,
    v.description('The car\'s weekly or monthly discount taken off the base price ("0.00" without one)'),
  ),
  paymentIntentId: v.nullable(v.string()),
  status: bookingStatus,
  createdAt: timestamp,
});

/** The host's share of a booking as made (contracts host-earnings.ts `hostPayout`). */
export const HostPayoutSchema = v.strictObject({
  basePrice: v.pipe(money, v.description('Days × the daily price, before any discount')),
  discount: money,
  discountedBasePrice: v.pipe(money, v.description('The base price after the discount')),
  commissionPercent: v.pipe(
    v.number(),
    v.integer(),
    v.description('The platform commission rate the booking was made under'),
  ),
  commission: money,
  payout: v.pipe(money, v.description('The base price after the discount, minus the commission')),
});

/**
 * A booking as every bookings route returns it: the booking's fields (never the identity photo keys),
 * the refund recorded at cancellation, and what lists show of the car and the renter.
 */
export const BookingViewSchema = v.strictObject({
  ...BookingSchema.entries,
  refundAmount: v.pipe(
    v.nullable(money),
    v.description('Set when the booking was cancelled ("0.00" for an unpaid one); null otherwise'),
  ),
  holdExpiresAt: v.pipe(
    timestamp,
    v.description("Until when the pending booking holds its dates: its checkout hold, or the host's response deadline"),
  ),
  requiresApproval: v.pipe(
    v.boolean(),
    v.description(
      'Booked from a car without instant book: paying authorises the card and the host accepts or declines',
    ),
  ),
  awaitingHost: v.pipe(
    v.boolean(),
    v.description("A paid request waiting for the host's answer (pending); false once answered, withdrawn or expired"),
  ),
  respondBy: v.pipe(
    v.nullable(timestamp),
    v.description(
      `While awaiting the host: when the request expires with a full refund (${HOST_RESPONSE_HOURS} hours after payment, or pickup if sooner); null otherwise`,
    ),
  ),
  car: v.strictObject({
    make: v.string(),
    model: v.string(),
    year: v.pipe(v.number(), v.integer()),
    location: v.string(),
    city: v.string(),
    state: v.string(),
    image: v.pipe(v.nullable(v.string()), v.description("The car's first photo, or null")),
  }),
  renter: v.strictObject({
    fullName: personName,
    rating: v.pipe(rating, v.description("The renter's rating from hosts' published reviews")),
    reviewCount: count,
    verified: v.pipe(v.boolean(), v.description('The renter has a verified identity on file (never the documents)')),
  }),
  hostPayout: v.pipe(
    v.nullable(HostPayoutSchema),
    v.description('What the host earns from the booking as made; null for a reader who is not its host or an admin'),
  ),
  conversationId: v.pipe(
    v.nullable(id),
    v.description(
      'The conversation of this renter and car (booking the car starts it; null only for rows made without one)',
    ),
  ),
  hostPhone: v.pipe(
    v.nullable(v.string()),
    v.description("The host's phone while the booking is confirmed; null otherwise, or if the host has none"),
  ),
});

/** GET /api/bookings/:id/cancellation: what cancelling now would refund and charge. */
export const CancellationQuoteSchema = v.strictObject({
  refund: money,
  charged: money,
  policy: v.picklist(['unpaid', 'full', 'half']),
  message: v.string(),
});

export const BookingEventViewSchema = v.strictObject({
  id,
  fromStatus: v.pipe(v.nullable(bookingStatus), v.description('null for the creation of the booking')),
  toStatus: bookingStatus,
  actorRole: v.picklist(BOOKING_EVENT_ROLES),
  actor: v.pipe(
    v.nullable(v.strictObject({ id, fullName: personName })),
    v.description('null for the system (or a deleted account)'),
  ),
  createdAt: timestamp,
});

// ── Host ──────────────────────────────────────────────────────────────────────
export const HostEarningsSchema = v.strictObject({
  thisMonth: money,
  monthlyAverage: money,
  total: money,
  grossIncome: v.pipe(money, v.description('Gross rental income earned (base prices kept)')),
  platformCommission: v.pipe(
    money,
    v.description(`The platform's commission on the gross income (${PLATFORM_COMMISSION_PERCENT}% on new bookings)`),
  ),
  netPayout: v.pipe(money, v.description('grossIncome − platformCommission (= total)')),
  upcomingPayouts: v.pipe(money, v.description('Payouts of confirmed trips, not yet earned')),
  months: v.pipe(
    v.array(v.strictObject({ month: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/)), netPayout: money })),
    v.description('Net payout earned per month, oldest first, through this month'),
  ),
});

/** GET /api/host/:hostId/dashboard (that host or an admin). */
export const HostDashboardSchema = v.strictObject({
  totalEarnings: v.pipe(money, v.description('Historical net payout (= earnings.total)')),
  completedTrips: count,
  avgRating: rating,
  occupancyRate: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  carCount: count,
  availableCarCount: count,
  earnings: HostEarningsSchema,
  recentBookings: v.pipe(
    v.array(BookingViewSchema),
    v.description("The five most recently created bookings of the host's cars"),
  ),
});

// ── Admin ─────────────────────────────────────────────────────────────────────
/** How the admin pages name a car: the car's own id, year, make, model, city and state. */
const adminCarName = v.pick(CarSchema, ['id', 'year', 'make', 'model', 'city', 'state']).entries;

export const AdminTopCarSchema = v.strictObject({ ...adminCarName, rating, tripCount: count });

/** GET /api/admin/dashboard (each figure is defined in platform-revenue.ts). */
export const AdminDashboardSummarySchema = v.strictObject({
  totalRevenue: money,
  platformCommission: money,
  monthlyRevenue: money,
  totalUsers: count,
  activeHosts: count,
  totalVehicles: count,
  availableVehicles: count,
  completedTrips: count,
  activeTrips: count,
  topCars: v.array(AdminTopCarSchema),
});

export const ReleaseSwitchSchema = v.strictObject({
  at: timestamp,
  /** null: the app's first release in the environment. */
  from: v.nullable(v.string()),
  to: v.string(),
  kind: v.picklist(RELEASE_SWITCH_KINDS),
  /** A person's name (RELEASED_BY, else their user) or a job's. */
  by: v.string(),
  reason: v.optional(v.string()),
  /** `canary` only: the percent of visitors sent to it. */
  percent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99))),
});

/** GET /api/admin/releases: per released app, its version in use, its canary and its switches, oldest first. */
export const AdminReleasesSchema = v.strictObject({
  apps: v.array(
    v.strictObject({
      /** The app's folder: `shell` or `mfe-<x>`. */
      app: v.string(),
      /**
       * The name its browser reports carry (GET /api/admin/rum's `remote`): a remote's federation name (`mfe_static`),
       * `shell` for the shell; null when the release does not say.
       */
      remote: v.nullable(v.string()),
      inUse: v.nullable(v.string()),
      canary: v.nullable(
        v.strictObject({
          version: v.string(),
          percent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
          since: timestamp,
        }),
      ),
      switches: v.array(ReleaseSwitchSchema),
    }),
  ),
});

/** GET /api/admin/users: never a password hash or bank details. */
export const AdminUserRowSchema = v.strictObject({
  id,
  firstName: v.string(),
  lastName: v.string(),
  fullName: personName,
  email: v.string(),
  isHost: v.boolean(),
  isAdmin: v.boolean(),
  createdAt: timestamp,
});

export const AdminCarRowSchema = v.strictObject({
  ...adminCarName,
  hostId: id,
  hostName: personName,
  hostEmail: v.string(),
  ...v.pick(CarSchema, ['isAvailable', 'category', 'pricePerDay', 'rating', 'tripCount', 'createdAt']).entries,
});

/** The last time an admin opened one of the booking's identity documents. */
export const DocumentViewRecordSchema = v.strictObject({
  document: v.picklist(BOOKING_DOCUMENT_KINDS),
  viewedAt: timestamp,
  adminName: personName,
  adminEmail: v.string(),
});

export const AdminBookingRowSchema = v.strictObject({
  id,
  carId: id,
  carYear: v.pipe(v.number(), v.integer()),
  carMake: v.string(),
  carModel: v.string(),
  renterId: id,
  renterName: personName,
  renterEmail: v.string(),
  startDate: isoDate,
  endDate: isoDate,
  status: bookingStatus,
  totalPrice: money,
  serviceFee: money,
  createdAt: timestamp,
  documents: v.pipe(
    v.array(v.picklist(BOOKING_DOCUMENT_KINDS)),
    v.description('The identity documents the booking holds (older bookings may have none)'),
  ),
  lastDocumentView: v.nullable(DocumentViewRecordSchema),
});

// ── Conversations ─────────────────────────────────────────────────────────────
/** POST /api/cars/:id/conversation: the conversation of the signed-in renter and the car. */
export const ConversationRefSchema = v.strictObject({ id });

// ── Contact ───────────────────────────────────────────────────────────────────
/** A contact message as stored: support has it, and a copy is on its way to the sender. */
export const ContactReceiptSchema = v.strictObject({ id, receivedAt: timestamp });

// in a module of its own (the shell's conversation stream reads it on every signed-in page); one of the responses
export { MessageSchema };

/** GET /api/conversations: one of the reader's conversations. */
export const ConversationSummarySchema = v.strictObject({
  id,
  car: v.strictObject({
    id,
    make: v.string(),
    model: v.string(),
    year: v.pipe(v.number(), v.integer()),
    image: v.pipe(v.nullable(v.string()), v.description("The car's first photo, or null")),
  }),
  otherParty: v.strictObject({
    firstName: v.string(),
    photo: v.pipe(v.nullable(v.string()), v.description('Their profile photo, or null')),
  }),
  lastMessage: v.nullable(v.pick(MessageSchema, ['body', 'sentAt', 'mine'])),
  unread: v.pipe(count, v.description('Messages from the other party the reader has not read')),
});

// ── Check-in and check-out (trip-records.ts) ──────────────────────────────────
const tripRecordKind = v.picklist(TRIP_RECORD_KINDS);
const eighths = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(FUEL_EIGHTHS_FULL));

/** One record of the car by one side of a trip, its photos served by the API to the parties and admins. */
export const TripRecordSchema = v.strictObject({
  id: v.pipe(id, v.description('The id the app made for it (a retry with it returns this record)')),
  kind: tripRecordKind,
  side: v.pipe(v.picklist(TRIP_RECORD_SIDES), v.description('Who took it: the renter or the host')),
  odometerMiles: count,
  fuelEighths: v.pipe(eighths, v.description(`The fuel or charge gauge in eighths (${FUEL_EIGHTHS_FULL}: full)`)),
  takenAt: v.pipe(timestamp, v.description('When the photos were taken (the phone’s clock)')),
  receivedAt: v.pipe(timestamp, v.description('When the API stored it')),
  photos: v.array(
    v.strictObject({
      angle: v.picklist(TRIP_PHOTO_ANGLES),
      url: v.pipe(v.string(), v.description('GET it as a party or an admin')),
      sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/), v.description('SHA-256 of the bytes sent, in hex')),
    }),
  ),
});

const tripDifference = v.pipe(
  v.nullable(v.strictObject({ milesDriven: v.number(), fuelDifferenceEighths: v.number() })),
  v.description("This side's return compared with its pickup; null until both are recorded"),
);

/** GET /api/bookings/:id/check-ins: both sides' records, oldest first, and what they show. */
export const TripRecordsSchema = v.strictObject({
  opensAt: v.pipe(timestamp, v.description('When recording opens (before pickup)')),
  canRecord: v.pipe(
    v.array(tripRecordKind),
    v.description('What the reader may record now (empty for an admin, outside the window, or when both are done)'),
  ),
  records: v.array(TripRecordSchema),
  difference: v.strictObject({ renter: tripDifference, host: tripDifference }),
});

// browser reports rolled up per remote version (GET /api/admin/rum)
export { RumRollupSchema, VersionHealthSchema } from './rum.ts';
