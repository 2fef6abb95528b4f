/** Shapes the API returns (spec section 3). Money and ratings are decimal strings. */

import type * as v from 'valibot';
import type {
  AuthUserSchema,
  BookedDateRangeSchema,
  BookingEventViewSchema,
  BookingReviewSchema,
  BookingReviewsSchema,
  BookingSchema,
  BookingViewSchema,
  CalendarSyncSettingsSchema,
  CancellationQuoteSchema,
  CarDetailSchema,
  CarHostSchema,
  CarRemovalSchema,
  CarSchema,
  CarSearchResultSchema,
  ContactReceiptSchema,
  ConversationRefSchema,
  ConversationSummarySchema,
  FavouriteStateSchema,
  HealthReportSchema,
  MessageSchema,
  ReviewSchema,
  SavedBankingSchema,
  TripRecordSchema,
  TripRecordsSchema,
} from './responses.ts';

/** The signed-in user as `GET /api/auth/user` returns it: never the password hash or bank numbers. */
export type AuthUser = v.InferOutput<typeof AuthUserSchema>;

/** Saved bank details as every response shows them (`PUT /api/users/banking` answers `{ saved: true, banking }`). */
export type SavedBanking = v.InferOutput<typeof SavedBankingSchema>;

export type Car = v.InferOutput<typeof CarSchema>;

/** An item of GET /api/cars: a car, with `distanceMiles` when a place was searched. */
export type CarSearchResult = v.InferOutput<typeof CarSearchResultSchema>;

/** The host card of GET /api/cars/:id: public profile only (no email, phone or banking). */
export type CarHost = v.InferOutput<typeof CarHostSchema>;

/** GET /api/cars/:id: the car plus its host's public profile. */
export type CarDetail = v.InferOutput<typeof CarDetailSchema>;

/** DELETE /api/cars/:id. */
export type CarRemoval = v.InferOutput<typeof CarRemovalSchema>;

/**
 * One item of GET /api/cars/:id/booked-dates: a pending or confirmed booking's days,
 * [startDate, endDate) like every booking (endDate itself is free for a new pickup).
 */
export type BookedDateRange = v.InferOutput<typeof BookedDateRangeSchema>;

/**
 * Response headers of GET /api/cars (the body is the page: a JSON array of `Car`) and the other paged lists.
 * `X-Total-Exact: false` says the total is a bound: at least that many rows match (a search counts up to a limit).
 */
export const CAR_SEARCH_HEADERS = {
  totalCount: 'X-Total-Count',
  totalExact: 'X-Total-Exact',
  page: 'X-Page',
  pageSize: 'X-Page-Size',
} as const;

export type Booking = v.InferOutput<typeof BookingSchema>;

/** A published review of a car, as GET /api/cars/:id/reviews lists it. */
export type Review = v.InferOutput<typeof ReviewSchema>;

/** A review of a booking as its reader may see it (double-blind: see booking-reviews.ts). */
export type BookingReview = v.InferOutput<typeof BookingReviewSchema>;

/** GET /api/bookings/:id/reviews: whether the reader may review now, until when, and the reviews they may see. */
export type BookingReviews = v.InferOutput<typeof BookingReviewsSchema>;

/** PUT and DELETE /api/favourites/:carId: whether the car is now saved. */
export type FavouriteState = v.InferOutput<typeof FavouriteStateSchema>;

/** GET /api/cars/:id/calendar-sync: the feed URL and the import's source and status. */
export type CalendarSyncSettings = v.InferOutput<typeof CalendarSyncSettingsSchema>;

export type HealthReport = v.InferOutput<typeof HealthReportSchema>;

/** POST /api/contact: the message is stored and its emails queued. */
export type ContactReceipt = v.InferOutput<typeof ContactReceiptSchema>;

/** POST /api/cars/:id/conversation. */
export type ConversationRef = v.InferOutput<typeof ConversationRefSchema>;

/** A message as its reader sees it (GET and POST /api/conversations/:id/messages). */
export type Message = v.InferOutput<typeof MessageSchema>;

/** An item of GET /api/conversations. */
export type ConversationSummary = v.InferOutput<typeof ConversationSummarySchema>;

/**
 * A booking as every bookings route returns it: the `Booking` fields (never the identity photo
 * keys), the refund recorded at cancellation, and what lists show of the car and the renter.
 */
export type BookingView = v.InferOutput<typeof BookingViewSchema>;

/** GET /api/bookings/:id/cancellation: what cancelling now would refund and charge. */
export type CancellationQuote = v.InferOutput<typeof CancellationQuoteSchema>;

/** One event of GET /api/bookings/:id/events: a status change of the booking, who made it and when. */
export type BookingEventView = v.InferOutput<typeof BookingEventViewSchema>;

/** One record of the car by one side of a trip (check-in and check-out: see trip-records.ts). */
export type TripRecord = v.InferOutput<typeof TripRecordSchema>;

/** GET /api/bookings/:id/check-ins: both sides' records and what they show. */
export type TripRecords = v.InferOutput<typeof TripRecordsSchema>;
