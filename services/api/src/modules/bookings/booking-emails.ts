/**
 * What a booking's changes email (decision 0036), each queued in the transaction of the change: the receipt and the
 * host's new trip when it is paid, both sides when a paid booking is cancelled (with the refund recorded), a
 * reminder to the renter when an unpaid hold runs out, and both sides' review requests when a trip completes (with a
 * reminder before the review window closes). A request to a car that needs its host's approval (decision 0041): the
 * host is asked to answer when it is paid, and the renter gets the receipt when it is accepted, or the full refund
 * when it is declined or expires. Amounts are the booking's stored amounts, exactly as charged.
 */
import {
  type BookingEventRole,
  bookingBaseCents,
  CHECKOUT_HOLD_MINUTES,
  discountLabel,
  formatUSD,
  fromCents,
  HOST_RESPONSE_HOURS,
  hostShare,
  hrefs,
  type MessageId,
  paths,
  REVIEW_AUTHOR_ROLES,
  REVIEW_WINDOW_DAYS,
  type ReviewAuthorRole,
  reviewReminderAt,
  SITE_NAME,
  storedDiscount,
  TRIP_QUERY_KEYS,
  toCents,
} from '@ladrive/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { kyselyOf } from '../../db/kysely.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { EmailBlock } from '../../mail/email.ts';
import { carName } from '../../mail/format.ts';
import type { Outbox } from '../../mail/outbox.ts';
import { type EmailWriter, emailWriter } from '../../mail/writer.ts';
import { emailRecipient } from '../users/index.ts';

/** A booking as its emails tell it, read inside the change's transaction (after its flush). */
async function bookingFacts(tx: EntityManager, id: string) {
  const row = await kyselyOf(tx)
    .selectFrom('booking as b')
    .innerJoin('car as c', 'c.id', 'b.car_id')
    .select([
      'b.id',
      'b.car_id',
      'b.renter_id',
      'b.host_id',
      sql<string>`to_char(b.start_date, 'YYYY-MM-DD')`.as('start_date'),
      sql<string>`to_char(b.end_date, 'YYYY-MM-DD')`.as('end_date'),
      'b.status',
      'b.total_price',
      'b.service_fee',
      'b.insurance_fee',
      'b.discount_amount',
      'b.refund_amount',
      'b.payment_intent_id',
      'b.hold_expires_at',
      'b.platform_commission_percent',
      'c.make',
      'c.model',
      'c.year',
      'c.location',
      'c.city',
      'c.state',
    ])
    .where('b.id', '=', id)
    .executeTakeFirstOrThrow();
  const amounts = { totalPrice: row.total_price, serviceFee: row.service_fee, insuranceFee: row.insurance_fee };
  const share = hostShare({
    ...amounts,
    status: row.status,
    endDate: row.end_date,
    refundAmount: row.refund_amount,
    paid: row.payment_intent_id !== null,
    platformCommissionPercent: row.platform_commission_percent,
  });
  return { ...row, amounts, share, car: carName(row), pickupAddress: `${row.location}, ${row.city}, ${row.state}` };
}
type BookingFacts = Awaited<ReturnType<typeof bookingFacts>>;

const usd = (cents: number) => formatUSD(cents, 'cents');

/** The trip's days as `w` writes them. */
const tripOf = (w: EmailWriter, booking: BookingFacts) => w.trip(booking.start_date, booking.end_date);

/** The car's discount as its own line (after the rental it came off), when the booking had one. */
function discountFact(w: EmailWriter, booking: BookingFacts) {
  const discount = storedDiscount({
    startDate: booking.start_date,
    endDate: booking.end_date,
    discountAmount: booking.discount_amount,
    baseCents: bookingBaseCents(booking.amounts) + toCents(booking.discount_amount),
  });
  return discount
    ? [
        {
          label: discountLabel(discount.kind, discount.percent, w.language),
          value: `−${formatUSD(booking.discount_amount)}`,
        },
      ]
    : [];
}

/** The renter's receipt: what each part of the total was, as charged. */
function receipt(w: EmailWriter, booking: BookingFacts): EmailBlock {
  const insurance = toCents(booking.insurance_fee);
  return {
    facts: [
      { label: w.t('email.rental'), value: usd(bookingBaseCents(booking.amounts) + toCents(booking.discount_amount)) },
      ...discountFact(w, booking),
      ...(insurance > 0 ? [{ label: w.t('email.insurance'), value: usd(insurance) }] : []),
      { label: w.t('email.serviceFee'), value: formatUSD(booking.service_fee) },
      { label: w.t('email.totalCharged'), value: formatUSD(booking.total_price), total: true },
    ],
  };
}

function pickup(w: EmailWriter, booking: BookingFacts): EmailBlock {
  return {
    facts: [
      { label: w.t('email.pickup'), value: w.pickup(booking.start_date) },
      { label: w.t('email.return'), value: w.day(booking.end_date) },
      { label: w.t('email.address'), value: booking.pickupAddress },
    ],
  };
}

/**
 * The host's side of a trip: the base price (and the discount it gave, when the host keeps the whole rental), the
 * platform's commission at the booking's rate, the payout.
 */
function hostEarnings(w: EmailWriter, booking: BookingFacts, payoutLabel: string): EmailBlock {
  const wholeRental = booking.share.grossCents === bookingBaseCents(booking.amounts);
  const discount = wholeRental ? discountFact(w, booking) : [];
  return {
    facts: [
      {
        label: w.t('email.rentalPrice'),
        value: usd(booking.share.grossCents + (discount.length ? toCents(booking.discount_amount) : 0)),
      },
      ...discount,
      {
        label: w.t('email.commission', { site: SITE_NAME, percent: booking.platform_commission_percent }),
        value: `−${usd(booking.share.commissionCents)}`,
      },
      { label: payoutLabel, value: usd(booking.share.payoutCents), total: true },
    ],
  };
}

type Recipient = Awaited<ReturnType<typeof emailRecipient>>;

/** The renter's receipt (after `intro`): what was charged, where and when to pick the car up, the payment's reference. */
function receiptEmail(w: EmailWriter, booking: BookingFacts, intro: string, heading: string) {
  return {
    subject: w.t('email.receiptSubject', { car: booking.car, trip: tripOf(w, booking) }),
    heading,
    blocks: [
      { paragraph: intro },
      receipt(w, booking),
      { paragraph: w.t('email.whereAndWhen') },
      pickup(w, booking),
      { paragraph: w.t('email.paymentReference', { reference: booking.payment_intent_id ?? '' }) },
    ],
    action: { label: w.t('email.seeMyTrip'), path: hrefs.trip(booking.id) },
    reason: w.t('email.receiptReason', { site: SITE_NAME }),
  };
}

/** POST /api/bookings/:id/payment confirmed the booking: the renter's receipt and the host's new trip. */
export async function queueConfirmationEmails(tx: EntityManager, outbox: Outbox, bookingId: string): Promise<void> {
  const booking = await bookingFacts(tx, bookingId);
  const [renter, host] = await Promise.all([
    emailRecipient(tx, booking.renter_id),
    emailRecipient(tx, booking.host_id),
  ]);
  const toRenter = emailWriter(renter);
  await outbox.queue(
    tx,
    renter,
    receiptEmail(
      toRenter,
      booking,
      toRenter.t('email.paidIntro', { car: booking.car }),
      toRenter.t('email.confirmedHeading', { name: toRenter.name(renter.firstName) }),
    ),
  );
  const toHost = emailWriter(host);
  const trip = tripOf(toHost, booking);
  await outbox.queue(tx, host, {
    subject: toHost.t('email.newTripSubject', { car: booking.car, trip }),
    heading: toHost.t('email.newTripHeading', { name: toHost.name(host.firstName) }),
    blocks: [
      { paragraph: toHost.t('email.newTripIntro', { renter: toHost.name(renter.name), car: booking.car, trip }) },
      pickup(toHost, booking),
      hostEarnings(toHost, booking, toHost.t('email.youWillReceive')),
    ],
    action: { label: toHost.t('email.seeMyBookings'), path: paths.hostDashboard },
    reason: toHost.t('email.newTripReason', { site: SITE_NAME }),
  });
}

/** A request was paid (the card authorised): the host is asked to accept or decline it before its deadline. */
export async function queueRequestEmail(tx: EntityManager, outbox: Outbox, bookingId: string): Promise<void> {
  const booking = await bookingFacts(tx, bookingId);
  const [renter, host] = await Promise.all([
    emailRecipient(tx, booking.renter_id),
    emailRecipient(tx, booking.host_id),
  ]);
  const w = emailWriter(host);
  const trip = tripOf(w, booking);
  await outbox.queue(tx, host, {
    subject: w.t('email.requestSubject', { car: booking.car, trip, hours: HOST_RESPONSE_HOURS }),
    heading: w.t('email.requestHeading', { renter: w.name(renter.name), car: booking.car }),
    blocks: [
      { paragraph: w.t('email.requestIntro', { renter: w.name(renter.name), car: booking.car, trip }) },
      pickup(w, booking),
      { paragraph: w.t('email.requestDeadline', { respondBy: w.time(new Date(booking.hold_expires_at)) }) },
    ],
    action: { label: w.t('email.acceptOrDecline'), path: paths.hostDashboard },
    reason: w.t('email.requestReason', { site: SITE_NAME }),
  });
}

/** The host accepted a request: the renter's receipt. */
export async function queueRequestAcceptedEmail(tx: EntityManager, outbox: Outbox, bookingId: string): Promise<void> {
  const booking = await bookingFacts(tx, bookingId);
  const renter = await emailRecipient(tx, booking.renter_id);
  const w = emailWriter(renter);
  await outbox.queue(
    tx,
    renter,
    receiptEmail(
      w,
      booking,
      w.t('email.acceptedIntro', { car: booking.car }),
      w.t('email.confirmedHeading', { name: w.name(renter.firstName) }),
    ),
  );
}

/** A request that ended without a trip (declined, expired): what was paid and its full refund. */
function fullRefund(w: EmailWriter, booking: BookingFacts): EmailBlock[] {
  return [
    {
      facts: [
        { label: w.t('email.totalPaid'), value: formatUSD(booking.total_price) },
        { label: w.t('email.refund'), value: formatUSD(booking.refund_amount ?? '0.00'), total: true },
      ],
    },
    { paragraph: w.t('email.refundToCard') },
  ];
}

function bookAgain(booking: BookingFacts) {
  const dates = new URLSearchParams({
    [TRIP_QUERY_KEYS.startDate]: booking.start_date,
    [TRIP_QUERY_KEYS.endDate]: booking.end_date,
  });
  return hrefs.car(booking.car_id, dates.toString());
}

/** The host declined a request: the renter's full refund. */
export async function queueRequestDeclinedEmail(tx: EntityManager, outbox: Outbox, bookingId: string): Promise<void> {
  const booking = await bookingFacts(tx, bookingId);
  const renter = await emailRecipient(tx, booking.renter_id);
  await outbox.queue(tx, renter, requestEndedEmail(booking, renter, 'declined'));
}

/** A request its host did not answer in time, cancelled by the platform: the renter's full refund. */
export async function queueRequestExpiredEmail(tx: EntityManager, outbox: Outbox, bookingId: string): Promise<void> {
  const booking = await bookingFacts(tx, bookingId);
  const renter = await emailRecipient(tx, booking.renter_id);
  await outbox.queue(tx, renter, requestEndedEmail(booking, renter, 'expired'));
}

function requestEndedEmail(booking: BookingFacts, renter: Recipient, how: 'declined' | 'expired') {
  const w = emailWriter(renter);
  const said = {
    car: booking.car,
    trip: tripOf(w, booking),
    name: w.name(renter.firstName),
    hours: HOST_RESPONSE_HOURS,
  };
  const told =
    how === 'declined'
      ? {
          subject: w.t('email.declinedSubject', said),
          heading: w.t('email.declinedHeading', said),
          paragraph: w.t('email.declinedIntro', said),
        }
      : {
          subject: w.t('email.expiredSubject', said),
          heading: w.t('email.expiredHeading', said),
          paragraph: w.t('email.expiredIntro', said),
        };
  return {
    subject: told.subject,
    heading: told.heading,
    blocks: [{ paragraph: told.paragraph }, ...fullRefund(w, booking)],
    action: { label: w.t('email.findOtherDates'), path: bookAgain(booking) },
    reason: w.t('email.requestEndedReason', { site: SITE_NAME }),
  };
}

/** Who cancelled, as each side reads it. */
const CANCELLED_BY: Record<BookingEventRole, { renter: MessageId; host: MessageId }> = {
  renter: { renter: 'email.cancelledByRenterToRenter', host: 'email.cancelledByRenterToHost' },
  host: { renter: 'email.cancelledByHostToRenter', host: 'email.cancelledByHostToHost' },
  admin: { renter: 'email.cancelledBySiteToRenter', host: 'email.cancelledBySiteToHost' },
  system: { renter: 'email.cancelledBySiteToRenter', host: 'email.cancelledBySiteToHost' },
};

/** A paid booking was cancelled (`by` whom): both sides, with the refund the cancellation recorded. */
export async function queueCancellationEmails(
  tx: EntityManager,
  outbox: Outbox,
  bookingId: string,
  by: BookingEventRole,
): Promise<void> {
  const booking = await bookingFacts(tx, bookingId);
  const [renter, host] = await Promise.all([
    emailRecipient(tx, booking.renter_id),
    emailRecipient(tx, booking.host_id),
  ]);
  const refund = booking.refund_amount ?? '0.00';
  const kept = fromCents(toCents(booking.total_price) - toCents(refund));
  const toRenter = emailWriter(renter);
  const renterTrip = tripOf(toRenter, booking);
  await outbox.queue(tx, renter, {
    subject: toRenter.t('email.cancelledSubject', { car: booking.car, trip: renterTrip }),
    heading: toRenter.t('email.cancelledHeading'),
    blocks: [
      {
        paragraph: toRenter.t('email.cancelledToRenter', {
          who: toRenter.t(CANCELLED_BY[by].renter, { site: SITE_NAME }),
          car: booking.car,
          trip: renterTrip,
        }),
      },
      {
        facts: [
          { label: toRenter.t('email.totalPaid'), value: formatUSD(booking.total_price) },
          { label: toRenter.t('email.cancellationFee'), value: formatUSD(kept) },
          { label: toRenter.t('email.refund'), value: formatUSD(refund), total: true },
        ],
      },
      { paragraph: toRenter.t('email.refundToCard') },
    ],
    action: { label: toRenter.t('email.seeMyTrip'), path: hrefs.trip(booking.id) },
    reason: toRenter.t('email.cancelledRenterReason', { site: SITE_NAME }),
  });
  const toHost = emailWriter(host);
  const hostTrip = tripOf(toHost, booking);
  await outbox.queue(tx, host, {
    subject: toHost.t('email.cancelledSubject', { car: booking.car, trip: hostTrip }),
    heading: toHost.t('email.tripCancelledHeading'),
    blocks: [
      {
        paragraph: toHost.t('email.cancelledToHost', {
          who: toHost.t(CANCELLED_BY[by].host, { site: SITE_NAME }),
          car: booking.car,
          trip: hostTrip,
          renter: toHost.name(renter.name),
        }),
      },
      { facts: [{ label: toHost.t('email.refundToRenter'), value: formatUSD(refund) }] },
      hostEarnings(toHost, booking, toHost.t('email.youWillReceiveForTrip')),
    ],
    action: { label: toHost.t('email.seeMyBookings'), path: paths.hostDashboard },
    reason: toHost.t('email.cancelledHostReason', { site: SITE_NAME }),
  });
}

/** An unpaid hold ran out and the platform released it: a reminder to the renter, with the way back to the car. */
export async function queueHoldExpiredEmail(tx: EntityManager, outbox: Outbox, bookingId: string): Promise<void> {
  const booking = await bookingFacts(tx, bookingId);
  const renter = await emailRecipient(tx, booking.renter_id);
  const w = emailWriter(renter);
  await outbox.queue(tx, renter, {
    subject: w.t('email.holdExpiredSubject', { car: booking.car }),
    heading: w.t('email.holdExpiredHeading', { name: w.name(renter.firstName) }),
    blocks: [
      {
        paragraph: w.t('email.holdExpiredIntro', {
          car: booking.car,
          trip: tripOf(w, booking),
          minutes: CHECKOUT_HOLD_MINUTES,
        }),
      },
      { paragraph: w.t('email.holdExpiredAgain') },
    ],
    action: { label: w.t('email.bookAgain'), path: bookAgain(booking) },
    reason: w.t('email.holdExpiredReason', { site: SITE_NAME }),
    preference: 'reminders',
  });
}

/** The on-demand job that reminds the sides of a completed trip that have not reviewed it (the reviews module's). */
export const REVIEW_REMINDER_JOB = 'reviews.review-reminder-email';
export interface ReviewReminder {
  bookingId: string;
}

/**
 * Asks the given sides of a completed trip for their review: when it completes (`request`), and again
 * REVIEW_REMINDER_DAYS_BEFORE_CLOSE days before the window closes at `closesAt` (`reminder`). A reminder kind, so a
 * user who turned reminders off gets neither.
 */
export async function queueReviewEmails(
  tx: EntityManager,
  outbox: Outbox,
  bookingId: string,
  sides: readonly ReviewAuthorRole[],
  kind: { request: true } | { reminder: true; closesAt: Date },
): Promise<void> {
  const booking = await bookingFacts(tx, bookingId);
  const [renter, host] = await Promise.all([
    emailRecipient(tx, booking.renter_id),
    emailRecipient(tx, booking.host_id),
  ]);
  const reminder = 'reminder' in kind;
  /** When the window closes, and why the review stays hidden until then, as `w` writes it. */
  const blind = (w: EmailWriter, other: 'host' | 'renter') =>
    w.t('email.reviewBlind', {
      when:
        'reminder' in kind
          ? w.t('email.reviewUntil', { closesAt: w.time(kind.closesAt) })
          : w.t('email.reviewWithin', { days: REVIEW_WINDOW_DAYS }),
      other,
    });
  const toRenter = emailWriter(renter);
  const toHost = emailWriter(host);
  const emails = {
    renter: () =>
      outbox.queue(tx, renter, {
        subject: toRenter.t('email.reviewRenterSubject', { reminder: String(reminder), car: booking.car }),
        heading: toRenter.t('email.reviewRenterHeading', { name: toRenter.name(renter.firstName) }),
        blocks: [
          {
            paragraph: toRenter.t('email.reviewRenterIntro', {
              trip: tripOf(toRenter, booking),
              car: booking.car,
              host: toRenter.name(host.name),
            }),
          },
          { paragraph: toRenter.t('email.reviewRenterWhy', { blind: blind(toRenter, 'host') }) },
        ],
        action: { label: toRenter.t('email.writeMyReview'), path: hrefs.trip(booking.id) },
        reason: toRenter.t('email.reviewRenterReason', { site: SITE_NAME }),
        preference: 'reminders',
      }),
    host: () =>
      outbox.queue(tx, host, {
        subject: toHost.t('email.reviewHostSubject', { reminder: String(reminder), renter: toHost.name(renter.name) }),
        heading: toHost.t('email.reviewHostHeading', { name: toHost.name(renter.firstName) }),
        blocks: [
          {
            paragraph: toHost.t('email.reviewHostIntro', {
              renter: toHost.name(renter.name),
              car: booking.car,
              trip: tripOf(toHost, booking),
            }),
          },
          { paragraph: toHost.t('email.reviewHostWhy', { blind: blind(toHost, 'renter') }) },
        ],
        action: { label: toHost.t('email.reviewTheRenter'), path: hrefs.trip(booking.id) },
        reason: toHost.t('email.reviewHostReason', { site: SITE_NAME }),
        preference: 'reminders',
      }),
  } satisfies Record<ReviewAuthorRole, () => Promise<unknown>>;
  for (const side of sides) await emails[side]();
}

/** What completing a trip sends with: the outbox for the review requests, the queue for the reminder. */
export interface CompletionMail {
  outbox: Outbox;
  jobs: JobQueue;
}

/**
 * In the transaction that completes a trip (at `now`): both sides' review requests, and the reminder job for
 * REVIEW_REMINDER_DAYS_BEFORE_CLOSE days before the window closes.
 */
export async function queueCompletionEmails(
  tx: EntityManager,
  mail: CompletionMail,
  bookingId: string,
  now: Date,
): Promise<void> {
  await queueReviewEmails(tx, mail.outbox, bookingId, REVIEW_AUTHOR_ROLES, { request: true });
  const reminder: ReviewReminder = { bookingId };
  await mail.jobs.send(REVIEW_REMINDER_JOB, reminder, { in: tx, startAfter: reviewReminderAt(now) });
}
