import { BOOKING_STATUSES, holdExpiry, message, PLATFORM_COMMISSION_PERCENT } from '@ladrive/contracts';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { moneyColumn, timestampColumns, uuidPrimaryKey } from '../../db/columns.ts';
import { Car, dateClaimTriggerBody } from '../cars/index.ts';
import { User } from '../users/index.ts';
import { HOST_EARNINGS_TRIGGER, HOST_EARNINGS_TRIGGER_BODY } from './host-earnings-rollup.ts';
import { PLATFORM_REVENUE_TRIGGER, PLATFORM_REVENUE_TRIGGER_BODY } from './platform-revenue-rollup.ts';
import { CAR_TRIP_COUNT_TRIGGER, CAR_TRIP_COUNT_TRIGGER_BODY } from './trip-count-rollup.ts';

/** The overlap constraint (SQLSTATE 23P01) and what a request that runs into it is told (constraint-messages.ts). */
export const BOOKING_NO_OVERLAP = 'booking_no_overlap';
export const BOOKING_OVERLAP_MESSAGE = message('booking.overlap');
/** A booking in these statuses holds its car's dates: the overlap constraint and the date claims (blocked days). */
export const claimsItsDates = (row = '') => `${row}status in ('pending', 'confirmed')`;
/** Until when a claiming booking holds its dates: an unpaid one until its hold expires, a confirmed one for good. */
export const claimHeldUntil = (row = '') => `case when ${row}status = 'pending' then ${row}hold_expires_at end`;
export const BOOKING_DATE_CLAIM_TRIGGER = 'booking_date_claim';

/**
 * Spec section 3 Booking. Dates are calendar days ('YYYY-MM-DD'); a booking covers
 * [startDate, endDate): a booking that ends on the day another starts does not overlap it.
 * The EXCLUDE constraint lives here (so generated migrations keep it) and in the initial
 * migration, which also creates the btree_gist extension it needs for `car_id with =`.
 */
export const Booking = defineEntity({
  name: 'Booking',
  tableName: 'booking',
  indexes: [
    { name: 'booking_car_id_index', properties: ['car'] },
    { name: 'booking_renter_id_index', properties: ['renter'] },
    { name: 'booking_host_id_index', properties: ['host'] },
    // the host dashboard: the five most recent bookings, and the booked days of the occupancy window
    { name: 'booking_host_created_at_index', properties: ['host', 'createdAt'] },
    {
      name: 'booking_host_booked_end_date_index',
      expression: `create index "booking_host_booked_end_date_index" on "booking" ("host_id", "end_date") include ("start_date") where status in ('confirmed', 'completed')`,
    },
    // the bookings that hold a car (booked-dates, search by dates); the overlap itself can also use the EXCLUDE gist index
    {
      name: 'booking_car_active_dates_index',
      expression: `create index "booking_car_active_dates_index" on "booking" ("car_id", "start_date", "end_date") where status in ('pending', 'confirmed')`,
    },
    // the admin's booking list: its sort orders, and the status filter with the default order
    // (… , id): the page is an index-only scan in the list's order, id breaking ties
    { name: 'booking_created_at_index', properties: ['createdAt', 'id'] },
    { name: 'booking_start_date_index', properties: ['startDate', 'id'] },
    { name: 'booking_total_price_index', properties: ['totalPrice', 'id'] },
    { name: 'booking_status_created_at_index', properties: ['status', 'createdAt', 'id'] },
    { name: 'booking_status_start_date_index', properties: ['status', 'startDate', 'id'] },
    // the admin summary's trips under way (its revenue comes from platform_revenue_month, kept by a trigger)
    // the checkout-hold sweep: unpaid bookings by the end of their hold
    {
      name: 'booking_pending_hold_index',
      expression: `create index "booking_pending_hold_index" on "booking" ("hold_expires_at") where status = 'pending'`,
    },
    {
      name: 'booking_active_trip_index',
      expression: `create index "booking_active_trip_index" on "booking" ("start_date", "end_date") where status = 'confirmed'`,
    },
  ],
  // the admin summary's revenue, rolled up by month in platform_revenue_month (modules/admin)
  triggers: [
    {
      name: PLATFORM_REVENUE_TRIGGER,
      timing: 'after',
      events: ['insert', 'update', 'delete'],
      forEach: 'row',
      body: PLATFORM_REVENUE_TRIGGER_BODY,
    },
    // the host dashboard's earnings, rolled up by host and month in host_earnings_month (modules/host)
    {
      name: HOST_EARNINGS_TRIGGER,
      timing: 'after',
      events: ['insert', 'update', 'delete'],
      forEach: 'row',
      body: HOST_EARNINGS_TRIGGER_BODY,
    },
    // a holding booking claims its days against the car's blocked days (cars' car-date-claim.entity.ts)
    {
      name: BOOKING_DATE_CLAIM_TRIGGER,
      timing: 'after',
      events: ['insert', 'update', 'delete'],
      forEach: 'row',
      body: dateClaimTriggerBody(
        'booking',
        (row) => claimsItsDates(`${row}.`),
        (row) => claimHeldUntil(`${row}.`),
      ),
    },
    // the car's trip count: its completed bookings (trip-count-rollup.ts)
    {
      name: CAR_TRIP_COUNT_TRIGGER,
      timing: 'after',
      events: ['insert', 'update', 'delete'],
      forEach: 'row',
      body: CAR_TRIP_COUNT_TRIGGER_BODY,
    },
  ],
  checks: [
    { name: 'booking_dates_check', expression: 'end_date > start_date' },
    {
      name: BOOKING_NO_OVERLAP,
      expression: `exclude using gist (car_id with =, daterange(start_date, end_date, '[)') with &&) where (${claimsItsDates()})`,
    },
  ],
  properties: {
    id: uuidPrimaryKey(),
    car: () => p.manyToOne(Car).ref(),
    renter: () => p.manyToOne(User).ref(),
    host: () => p.manyToOne(User).ref(),
    startDate: p.date(),
    endDate: p.date(),
    driverLicense: p.string().length(40),
    fullName: p.string().length(120),
    address: p.string().length(200),
    phone: p.string().length(40),
    emergencyContact: p.string().length(120),
    emergencyPhone: p.string().length(40),
    addInsurance: p.boolean().default(false),
    totalPrice: moneyColumn(),
    serviceFee: moneyColumn(),
    insuranceFee: moneyColumn(),
    paymentIntentId: p.string().length(255).nullable(),
    /** What was refunded when the booking was cancelled (set with the cancellation); null otherwise. */
    refundAmount: moneyColumn().nullable(),
    /**
     * The platform's commission rate the booking was made under (contracts policy.ts). The column's default is
     * the constant, so every insert (the API, the seed, raw SQL) stores the rate of the day, a new rate (a
     * generated migration of the default) leaves earlier bookings as they were, and the rollup triggers read
     * each booking's own rate instead of writing one.
     */
    platformCommissionPercent: p.smallint().default(PLATFORM_COMMISSION_PERCENT),
    /** The car's weekly or monthly discount taken off the base price when booked (pricing.ts); 0 without one. */
    discountAmount: moneyColumn().default('0'),
    /** Booked from a car that needs its host's approval: paying asks the host instead of confirming. */
    requiresApproval: p.boolean().default(false),
    status: p.enum(BOOKING_STATUSES).default('pending'),
    licensePhotoKey: p.string().length(255).nullable(),
    selfiePhotoKey: p.string().length(255).nullable(),
    /** Until when an unpaid booking holds its dates (contracts booking-rules); past it, the dates are free. */
    holdExpiresAt: p.datetime().onCreate(() => holdExpiry(new Date())),
    ...timestampColumns(),
  },
});
export type Booking = InferEntity<typeof Booking>;
