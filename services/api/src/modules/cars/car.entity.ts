import {
  ADVANCE_NOTICE_HOURS_CHOICES,
  CAR_CATEGORIES,
  type CarFeature,
  FUEL_TYPES,
  MAX_BOOKING_WINDOW_MONTHS,
  MAX_DISCOUNT_PERCENT,
  MAX_TRIP_DAYS,
  MIN_TRIP_DAYS,
  SEAT_COUNTS,
  TRANSMISSIONS,
} from '@ladrive/contracts';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { moneyColumn, timestampColumns, uuidPrimaryKey } from '../../db/columns.ts';
import { User } from '../users/index.ts';

export const CAR_AVAILABLE_RANK_INDEX = 'car_available_rank_index';
export const CAR_POINT_INDEX = 'car_point_index';
/** The car's position as a point (x longitude, y latitude); cars.service.ts asks `point(c.longitude, c.latitude)`. */
export const CAR_POINT_INDEX_SQL = `create index "${CAR_POINT_INDEX}" on "car" using gist (point("longitude", "latitude")) where "is_available" and "latitude" is not null`;

/**
 * Spec section 3 Car. `images` holds same-origin URLs `/api/photos/<key>`. The search indexes are
 * raw expressions (matched by name in schema diffs); the pg_trgm extension comes from a migration.
 */
export const Car = defineEntity({
  name: 'Car',
  tableName: 'car',
  indexes: [
    { name: 'car_host_id_index', properties: ['host'] },
    { name: 'car_city_index', properties: ['city'] },
    // search and featured: the available cars in their display order (cars.service.ts CAR_ORDER)
    {
      name: CAR_AVAILABLE_RANK_INDEX,
      expression: `create index "${CAR_AVAILABLE_RANK_INDEX}" on "car" ("rating" desc, "review_count" desc, "created_at" desc, "id") where "is_available"`,
    },
    { name: 'car_price_per_day_index', properties: ['pricePerDay'] },
    { name: 'car_category_index', properties: ['category'] },
    // place search: the box around a small place's circle by latitude, then longitude; nearest first (KNN) in a
    // large one (cars.service.ts, decision 0051)
    {
      name: 'car_position_index',
      expression: `create index "car_position_index" on "car" ("latitude", "longitude") where "is_available" and "latitude" is not null`,
    },
    { name: CAR_POINT_INDEX, expression: CAR_POINT_INDEX_SQL },
    // case-insensitive substring match of the location filter: lower(col) like '%…%' (pg_trgm)
    ...(['city', 'state', 'location'] as const).map((column) => ({
      name: `car_${column}_trgm_index`,
      expression: `create index "car_${column}_trgm_index" on "car" using gin (lower("${column}") gin_trgm_ops)`,
    })),
    // the admin's car list and top cars: its sort orders and search by "make model" (pg_trgm)
    { name: 'car_created_at_index', properties: ['createdAt'] },
    {
      name: 'car_top_index',
      expression: `create index "car_top_index" on "car" ("rating" desc, "trip_count" desc, "id")`,
    },
    { name: 'car_trip_count_index', properties: ['tripCount'] },
    { name: 'car_vehicle_index', properties: ['make', 'model', 'year'] },
    {
      name: 'car_make_model_trgm_index',
      expression: `create index "car_make_model_trgm_index" on "car" using gin (lower("make" || ' ' || "model") gin_trgm_ops)`,
    },
  ],
  checks: [
    { name: 'car_seats_check', expression: `seats in (${SEAT_COUNTS.join(', ')})` },
    { name: 'car_price_per_day_check', expression: 'price_per_day > 0' },
    // the host's trip rules and discounts (contracts policy.ts): the API refuses other values with a 400 first
    {
      name: 'car_advance_notice_hours_check',
      expression: `advance_notice_hours in (${ADVANCE_NOTICE_HOURS_CHOICES.join(', ')})`,
    },
    {
      name: 'car_trip_days_check',
      expression: `min_trip_days >= ${MIN_TRIP_DAYS} and min_trip_days <= max_trip_days and max_trip_days <= ${MAX_TRIP_DAYS}`,
    },
    {
      name: 'car_booking_window_months_check',
      expression: `booking_window_months >= 1 and booking_window_months <= ${MAX_BOOKING_WINDOW_MONTHS}`,
    },
    {
      name: 'car_discounts_check',
      expression: `weekly_discount_percent >= 0 and weekly_discount_percent <= ${MAX_DISCOUNT_PERCENT} and monthly_discount_percent >= 0 and monthly_discount_percent <= ${MAX_DISCOUNT_PERCENT}`,
    },
  ],
  properties: {
    id: uuidPrimaryKey(),
    host: () => p.manyToOne(User).ref(),
    make: p.string().length(60),
    model: p.string().length(60),
    year: p.integer(),
    category: p.enum(CAR_CATEGORIES),
    seats: p.integer(),
    transmission: p.enum(TRANSMISSIONS),
    fuelType: p.enum(FUEL_TYPES),
    pricePerDay: moneyColumn(),
    location: p.string().length(200),
    city: p.string().length(100),
    state: p.string().length(50),
    description: p.text().nullable(),
    features: p.array<CarFeature>().default([]),
    images: p.array().default([]),
    isAvailable: p.boolean().default(true),
    /** Where the car is picked up (its ZIP code's or city's point in the gazetteer): place searches measure from here. */
    // double precision reads as a number (the builder's own type also allows a string)
    latitude: p.double().$type<number>().nullable(),
    longitude: p.double().$type<number>().nullable(),
    rating: p.decimal().precision(3).scale(2).default('0'),
    reviewCount: p.integer().default(0),
    tripCount: p.integer().default(0),
    /** Instant book (paying confirms) or the host's approval (paying asks; the host accepts or declines). */
    instantBook: p.boolean().default(true),
    /** Percent off the base price of trips of WEEKLY_DISCOUNT_MIN_DAYS and MONTHLY_DISCOUNT_MIN_DAYS days or more. */
    weeklyDiscountPercent: p.smallint().default(0),
    monthlyDiscountPercent: p.smallint().default(0),
    /** The host's trip rules: notice before pickup, trip length, how far ahead renters may book. */
    advanceNoticeHours: p.smallint().default(0),
    minTripDays: p.smallint().default(MIN_TRIP_DAYS),
    maxTripDays: p.smallint().default(MAX_TRIP_DAYS),
    bookingWindowMonths: p.smallint().default(MAX_BOOKING_WINDOW_MONTHS),
    /**
     * The car's claimed days (car_date_claim, kept by its triggers; nothing else writes them): the union of the days
     * its holding bookings and blocks claim, and the earliest end of an unpaid hold among them (null: all hold for
     * good). A search by dates tests them in the row (cars.service.ts `freeForDates`). Lazy: the ORM never reads them.
     */
    claimedDays: p.string().columnType('datemultirange').default('{}').lazy(),
    firstHoldExpiry: p.datetime().nullable().lazy(),
    /** When the host removed the listing (soft delete: past trips, reviews and earnings keep the car). */
    deletedAt: p.datetime().nullable(),
    ...timestampColumns(),
  },
});
export type Car = InferEntity<typeof Car>;
