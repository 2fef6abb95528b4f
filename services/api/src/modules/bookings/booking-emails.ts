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
import { carName, formatDay, formatMarketTime, formatPickup, formatTrip } from '../../mail/format.ts';
import type { Outbox } from '../../mail/outbox.ts';
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
  return {
    ...row,
    amounts,
    share,
    car: carName(row),
    trip: formatTrip(row.start_date, row.end_date),
    pickupAddress: `${row.location}, ${row.city}, ${row.state}`,
  };
}
type BookingFacts = Awaited<ReturnType<typeof bookingFacts>>;

const usd = (cents: number) => formatUSD(cents, 'cents');

/** The car's discount as its own line (after the rental it came off), when the booking had one. */
function discountFact(booking: BookingFacts) {
  const discount = storedDiscount({
    startDate: booking.start_date,
    endDate: booking.end_date,
    discountAmount: booking.discount_amount,
    baseCents: bookingBaseCents(booking.amounts) + toCents(booking.discount_amount),
  });
  return discount
    ? [{ label: discountLabel(discount.kind, discount.percent, 'es'), value: `−${formatUSD(booking.discount_amount)}` }]
    : [];
}

/** The renter's receipt: what each part of the total was, as charged. */
function receipt(booking: BookingFacts): EmailBlock {
  const insurance = toCents(booking.insurance_fee);
  return {
    facts: [
      { label: 'Alquiler', value: usd(bookingBaseCents(booking.amounts) + toCents(booking.discount_amount)) },
      ...discountFact(booking),
      ...(insurance > 0 ? [{ label: 'Seguro', value: usd(insurance) }] : []),
      { label: 'Tarifa de servicio', value: formatUSD(booking.service_fee) },
      { label: 'Total cobrado', value: formatUSD(booking.total_price), total: true },
    ],
  };
}

function pickup(booking: BookingFacts): EmailBlock {
  return {
    facts: [
      { label: 'Recogida', value: formatPickup(booking.start_date) },
      { label: 'Devolución', value: formatDay(booking.end_date) },
      { label: 'Dirección', value: booking.pickupAddress },
    ],
  };
}

/**
 * The host's side of a trip: the base price (and the discount it gave, when the host keeps the whole rental), the
 * platform's commission at the booking's rate, the payout.
 */
function hostEarnings(booking: BookingFacts, payoutLabel: string): EmailBlock {
  const wholeRental = booking.share.grossCents === bookingBaseCents(booking.amounts);
  const discount = wholeRental ? discountFact(booking) : [];
  return {
    facts: [
      {
        label: 'Precio del alquiler',
        value: usd(booking.share.grossCents + (discount.length ? toCents(booking.discount_amount) : 0)),
      },
      ...discount,
      {
        label: `Comisión de ${SITE_NAME} (${booking.platform_commission_percent}%)`,
        value: `−${usd(booking.share.commissionCents)}`,
      },
      { label: payoutLabel, value: usd(booking.share.payoutCents), total: true },
    ],
  };
}

type Recipient = Awaited<ReturnType<typeof emailRecipient>>;

/** The renter's receipt (after `intro`): what was charged, where and when to pick the car up, the payment's reference. */
function receiptEmail(booking: BookingFacts, intro: string, heading: string) {
  return {
    subject: `Reserva confirmada: ${booking.car}, ${booking.trip}`,
    heading,
    blocks: [
      { paragraph: intro },
      receipt(booking),
      { paragraph: 'Dónde y cuándo recoges el auto:' },
      pickup(booking),
      { paragraph: `Referencia del pago: ${booking.payment_intent_id}` },
    ],
    action: { label: 'Ver mi viaje', path: hrefs.trip(booking.id) },
    reason: `Te enviamos este recibo porque pagaste una reserva en ${SITE_NAME}.`,
  };
}

/** POST /api/bookings/:id/payment confirmed the booking: the renter's receipt and the host's new trip. */
export async function queueConfirmationEmails(tx: EntityManager, outbox: Outbox, bookingId: string): Promise<void> {
  const booking = await bookingFacts(tx, bookingId);
  const [renter, host] = await Promise.all([
    emailRecipient(tx, booking.renter_id),
    emailRecipient(tx, booking.host_id),
  ]);
  await outbox.queue(
    tx,
    renter,
    receiptEmail(
      booking,
      `Pagaste tu reserva del ${booking.car}. Este es tu recibo.`,
      `¡Tu viaje está confirmado, ${renter.firstName}!`,
    ),
  );
  await outbox.queue(tx, host, {
    subject: `Nuevo viaje: ${booking.car}, ${booking.trip}`,
    heading: `Tienes un nuevo viaje, ${host.firstName}`,
    blocks: [
      { paragraph: `${renter.name} reservó y pagó tu ${booking.car} del ${booking.trip}.` },
      pickup(booking),
      hostEarnings(booking, 'Recibirás'),
    ],
    action: { label: 'Ver mis reservas', path: paths.hostDashboard },
    reason: `Te avisamos porque alguien reservó uno de tus autos en ${SITE_NAME}.`,
  });
}

/** A request was paid (the card authorised): the host is asked to accept or decline it before its deadline. */
export async function queueRequestEmail(tx: EntityManager, outbox: Outbox, bookingId: string): Promise<void> {
  const booking = await bookingFacts(tx, bookingId);
  const [renter, host] = await Promise.all([
    emailRecipient(tx, booking.renter_id),
    emailRecipient(tx, booking.host_id),
  ]);
  const respondBy = formatMarketTime(new Date(booking.hold_expires_at));
  await outbox.queue(tx, host, {
    subject: `Nueva solicitud: ${booking.car}, ${booking.trip} — responde en ${HOST_RESPONSE_HOURS} h`,
    heading: `${renter.name} quiere reservar tu ${booking.car}`,
    blocks: [
      { paragraph: `${renter.name} pidió tu ${booking.car} del ${booking.trip} y ya pagó.` },
      pickup(booking),
      {
        paragraph: `Acepta o rechaza la solicitud antes del ${respondBy} (hora de Los Ángeles). Si no respondes, la solicitud expira y se le reembolsa todo al viajero.`,
      },
    ],
    action: { label: 'Aceptar o rechazar', path: paths.hostDashboard },
    reason: `Te avisamos porque alguien pidió reservar uno de tus autos en ${SITE_NAME}.`,
  });
}

/** The host accepted a request: the renter's receipt. */
export async function queueRequestAcceptedEmail(tx: EntityManager, outbox: Outbox, bookingId: string): Promise<void> {
  const booking = await bookingFacts(tx, bookingId);
  const renter = await emailRecipient(tx, booking.renter_id);
  await outbox.queue(
    tx,
    renter,
    receiptEmail(
      booking,
      `El anfitrión aceptó tu solicitud del ${booking.car}. Este es tu recibo.`,
      `¡Tu viaje está confirmado, ${renter.firstName}!`,
    ),
  );
}

/** A request that ended without a trip (declined, expired): what was paid and its full refund. */
function fullRefund(booking: BookingFacts): EmailBlock[] {
  return [
    {
      facts: [
        { label: 'Total pagado', value: formatUSD(booking.total_price) },
        { label: 'Reembolso', value: formatUSD(booking.refund_amount ?? '0.00'), total: true },
      ],
    },
    { paragraph: 'El reembolso vuelve a la tarjeta con la que pagaste.' },
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
  const told =
    how === 'declined'
      ? {
          subject: `Solicitud rechazada: ${booking.car}, ${booking.trip}`,
          heading: `El anfitrión no aceptó tu solicitud, ${renter.firstName}`,
          paragraph: `El anfitrión del ${booking.car} no puede aceptar tu solicitud del ${booking.trip}. Te reembolsamos todo lo que pagaste.`,
        }
      : {
          subject: `Tu solicitud del ${booking.car} expiró`,
          heading: `El anfitrión no respondió a tiempo, ${renter.firstName}`,
          paragraph: `El anfitrión del ${booking.car} no respondió a tu solicitud del ${booking.trip} en ${HOST_RESPONSE_HOURS} horas (o antes de la recogida), así que la cancelamos y te reembolsamos todo lo que pagaste.`,
        };
  return {
    subject: told.subject,
    heading: told.heading,
    blocks: [{ paragraph: told.paragraph }, ...fullRefund(booking)],
    action: { label: 'Buscar otras fechas', path: bookAgain(booking) },
    reason: `Te enviamos este correo porque pediste reservar un auto en ${SITE_NAME}.`,
  };
}

/** Who cancelled, as each side reads it. */
const CANCELLED_BY: Record<BookingEventRole, { renter: string; host: string }> = {
  renter: { renter: 'Cancelaste tu reserva', host: 'El viajero canceló la reserva' },
  host: { renter: 'El anfitrión canceló tu reserva', host: 'Cancelaste la reserva' },
  admin: { renter: `${SITE_NAME} canceló tu reserva`, host: `${SITE_NAME} canceló la reserva` },
  system: { renter: `${SITE_NAME} canceló tu reserva`, host: `${SITE_NAME} canceló la reserva` },
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
  const subject = `Reserva cancelada: ${booking.car}, ${booking.trip}`;
  await outbox.queue(tx, renter, {
    subject,
    heading: 'Tu reserva fue cancelada',
    blocks: [
      { paragraph: `${CANCELLED_BY[by].renter} del ${booking.car} (${booking.trip}).` },
      {
        facts: [
          { label: 'Total pagado', value: formatUSD(booking.total_price) },
          { label: 'Cargo por cancelar', value: formatUSD(kept) },
          { label: 'Reembolso', value: formatUSD(refund), total: true },
        ],
      },
      { paragraph: 'El reembolso vuelve a la tarjeta con la que pagaste.' },
    ],
    action: { label: 'Ver mi viaje', path: hrefs.trip(booking.id) },
    reason: `Te enviamos este correo porque se canceló una reserva que pagaste en ${SITE_NAME}.`,
  });
  await outbox.queue(tx, host, {
    subject,
    heading: 'Se canceló un viaje',
    blocks: [
      { paragraph: `${CANCELLED_BY[by].host} de tu ${booking.car} (${booking.trip}) de ${renter.name}.` },
      { facts: [{ label: 'Reembolso al viajero', value: formatUSD(refund) }] },
      hostEarnings(booking, 'Recibirás por este viaje'),
    ],
    action: { label: 'Ver mis reservas', path: paths.hostDashboard },
    reason: `Te avisamos porque se canceló un viaje de uno de tus autos en ${SITE_NAME}.`,
  });
}

/** An unpaid hold ran out and the platform released it: a reminder to the renter, with the way back to the car. */
export async function queueHoldExpiredEmail(tx: EntityManager, outbox: Outbox, bookingId: string): Promise<void> {
  const booking = await bookingFacts(tx, bookingId);
  const renter = await emailRecipient(tx, booking.renter_id);
  await outbox.queue(tx, renter, {
    subject: `Tu reserva del ${booking.car} no se completó`,
    heading: `Se acabó el tiempo para pagar, ${renter.firstName}`,
    blocks: [
      {
        paragraph: `Guardamos el ${booking.car} del ${booking.trip} durante ${CHECKOUT_HOLD_MINUTES} minutos para que pagaras, y el tiempo se acabó. No se te cobró nada.`,
      },
      { paragraph: 'Si aún lo quieres, puedes reservarlo de nuevo mientras siga disponible.' },
    ],
    action: { label: 'Reservar de nuevo', path: bookAgain(booking) },
    reason: `Te enviamos este recordatorio porque empezaste una reserva en ${SITE_NAME} que no se pagó.`,
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
  const when =
    'reminder' in kind
      ? `Puedes escribirla hasta el ${formatMarketTime(kind.closesAt)}.`
      : `Tienes ${REVIEW_WINDOW_DAYS} días para escribirla.`;
  const blind = (other: string) =>
    `${when} Se publica cuando ${other} escriba la suya o cuando termine ese plazo, así ninguno escribe en respuesta al otro.`;
  const reminderPrefix = 'reminder' in kind ? 'Recordatorio: ' : '';
  const emails = {
    renter: () =>
      outbox.queue(tx, renter, {
        subject: `${reminderPrefix}¿Qué tal tu viaje con el ${booking.car}?`,
        heading: `¿Qué tal tu viaje, ${renter.firstName}?`,
        blocks: [
          { paragraph: `Tu viaje del ${booking.trip} con el ${booking.car} de ${host.name} terminó.` },
          { paragraph: `Tu reseña ayuda a otros viajeros a elegir. ${blind('el anfitrión')}` },
        ],
        action: { label: 'Escribir mi reseña', path: hrefs.trip(booking.id) },
        reason: `Te lo pedimos porque terminó un viaje tuyo en ${SITE_NAME}.`,
        preference: 'reminders',
      }),
    host: () =>
      outbox.queue(tx, host, {
        subject: `${reminderPrefix}Reseña a ${renter.name}`,
        heading: `¿Qué tal fue ${renter.firstName} como viajero?`,
        blocks: [
          { paragraph: `El viaje de ${renter.name} en tu ${booking.car} del ${booking.trip} terminó.` },
          { paragraph: `Tu reseña ayuda a otros anfitriones. ${blind('el viajero')}` },
        ],
        action: { label: 'Reseñar al viajero', path: hrefs.trip(booking.id) },
        reason: `Te lo pedimos porque terminó un viaje de uno de tus autos en ${SITE_NAME}.`,
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
