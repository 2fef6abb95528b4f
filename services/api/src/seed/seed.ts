/**
 * Demo data (decision 0039), written whole into a database without users; on every later start with seeding on, the
 * seed's own bookings are moved back into place relative to today (idempotent; an advisory lock keeps two replicas
 * from doing it at once). Photos are drawn, rasterized (cached on disk) and stored in the
 * car-photos bucket; bookings cover every status with past and future dates, amounts come from
 * `quoteBooking`; car and host ratings and review counts come from the reviews through the reviews module's one
 * definition (`refreshRatings`), and trip counts from the completed bookings through the booking trigger.
 */
import {
  addDays,
  type BookingStatus,
  calendarDateIn,
  fromCents,
  holdExpiry,
  quoteAmounts,
  quoteBooking,
  reviewWindowClosesAt,
  toCents,
  toE164,
} from '@ladrive/contracts';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { kyselyOf } from '../db/kysely.ts';
import { encryptField } from '../lib/encryption.ts';
import type { Logger } from '../lib/logger.ts';
import { hashPassword } from '../lib/password.ts';
import { DEMO_PASSWORD } from '../modules/auth/index.ts';
import { startConversation } from '../modules/conversations/index.ts';
import { Booking, BookingEvent, Car, CarBlock, Review, TripRecord, User } from '../modules/entities.ts';
import { positionOfAddress } from '../modules/places/index.ts';
import { refreshRatings } from '../modules/reviews/index.ts';
import { photoUrl, type StorageService } from '../modules/storage/index.ts';
import { type PhotoView, renderCarPhoto } from './car-photos.ts';
import { EMERGENCY_CONTACTS, RENTER_ADDRESSES, REVIEW_COMMENTS, SEED_CARS, SEED_USERS } from './seed-data.ts';

export interface SeedOptions {
  /** Where rendered photos are cached between runs (optional). */
  photoCacheDir?: string;
  logger?: Logger;
  /** The instant the demo's dates are relative to (tests move it); default the current time. */
  now?: Date;
  /** The API's bank-number key: with it the demo host has saved banking details (encrypted like any). */
  encryptionKey?: Buffer;
}

/** The demo host's bank details (a valid ABA routing number; the account shows as •••• 9876). */
export const DEMO_HOST_BANKING = {
  bankName: 'Bank of California',
  bankRoutingNumber: '122000661',
  bankAccountNumber: '004512349876',
} as const;

/** What a start did: `seeded` on an empty database; otherwise the demo's bookings and reviews it moved to today. */
export interface SeedResult {
  seeded: boolean;
  users: number;
  cars: number;
  bookings: number;
  reviews: number;
  photos: number;
}

interface PlannedBooking {
  renter: string;
  car: string;
  from: number;
  to: number;
  status: BookingStatus;
  insurance?: boolean;
  review?: 3 | 4 | 5;
  /** Paid, then cancelled by the renter less than 24 h before pickup: half the rental refunded. */
  lateCancellation?: boolean;
}

/**
 * Days are relative to today (Los Angeles) at every start; [from, to) like the booking constraint. At most one
 * unpaid hold (the demo renter's): it is live for CHECKOUT_HOLD_MINUTES after each start, then the sweep releases it.
 */
const BOOKINGS: PlannedBooking[] = [
  // the demo renter: every status, past and future
  { renter: 'renter', car: 'civic', from: -40, to: -36, status: 'completed', review: 5 },
  { renter: 'renter', car: 'bmw5', from: -21, to: -18, status: 'completed', insurance: true, review: 4 },
  { renter: 'renter', car: 'telluride', from: -90, to: -85, status: 'completed', review: 5 },
  { renter: 'renter', car: 'porsche', from: -12, to: -10, status: 'cancelled', insurance: true },
  { renter: 'renter', car: 'rav4', from: 5, to: 9, status: 'confirmed', insurance: true },
  // in progress (picked up yesterday at 10:00, back in two days), and two trips with the demo host that ended this
  // week with no review from either side, so a newcomer can try check-out and reviews at once
  { renter: 'renter', car: 'civic', from: -1, to: 2, status: 'confirmed', insurance: true },
  { renter: 'renter', car: 'camry', from: -6, to: -3, status: 'completed' },
  { renter: 'renter', car: 'bmw5', from: -4, to: -2, status: 'completed' },
  { renter: 'renter', car: 'model3', from: 14, to: 17, status: 'pending' },
  { renter: 'renter', car: 'lexus', from: 30, to: 33, status: 'cancelled' },
  // the demo host's cars: every status too
  { renter: 'luis', car: 'camry', from: -30, to: -27, status: 'completed', review: 5 },
  { renter: 'olivia', car: 'mustang', from: -15, to: -13, status: 'completed', insurance: true, review: 5 },
  { renter: 'noah', car: 'pilot', from: -60, to: -55, status: 'completed', review: 4 },
  { renter: 'valeria', car: 'versa', from: -9, to: -6, status: 'completed', review: 4 },
  { renter: 'luis', car: 'versa', from: 2, to: 6, status: 'confirmed' },
  { renter: 'olivia', car: 'camry', from: 10, to: 12, status: 'confirmed', insurance: true },
  { renter: 'valeria', car: 'ram', from: -1, to: 3, status: 'confirmed', insurance: true },
  { renter: 'noah', car: 'pilot', from: 7, to: 10, status: 'cancelled' },
  { renter: 'valeria', car: 'mustang', from: 20, to: 23, status: 'cancelled' },
  // ...and months of earlier trips, so that every month of the earnings tab has figures
  { renter: 'olivia', car: 'civic', from: -150, to: -146, status: 'completed', review: 5 },
  { renter: 'noah', car: 'bmw5', from: -125, to: -122, status: 'completed', insurance: true, review: 4 },
  { renter: 'luis', car: 'camry', from: -100, to: -96, status: 'completed', review: 5 },
  {
    renter: 'valeria',
    car: 'mustang',
    from: -70,
    to: -67,
    status: 'cancelled',
    insurance: true,
    lateCancellation: true,
  },
  { renter: 'olivia', car: 'versa', from: -45, to: -42, status: 'completed', review: 4 },
  // everyone else
  { renter: 'noah', car: 'wrangler', from: -25, to: -22, status: 'completed', insurance: true, review: 5 },
  { renter: 'valeria', car: 'eclass', from: -35, to: -33, status: 'completed', review: 4 },
  { renter: 'luis', car: 'f150', from: -50, to: -48, status: 'completed', review: 3 },
  { renter: 'olivia', car: 'corolla', from: -45, to: -41, status: 'completed', review: 5 },
  { renter: 'valeria', car: 'ioniq5', from: -70, to: -66, status: 'completed', review: 4 },
  { renter: 'luis', car: 'leaf', from: -80, to: -78, status: 'completed', review: 5 },
  { renter: 'noah', car: 'accord', from: -100, to: -97, status: 'completed', review: 4 },
  { renter: 'olivia', car: 'tacoma', from: -110, to: -107, status: 'completed', insurance: true, review: 5 },
  { renter: 'valeria', car: 'sonata', from: -120, to: -116, status: 'completed' },
  { renter: 'luis', car: 'r1t', from: -18, to: -16, status: 'completed', review: 5 },
  { renter: 'olivia', car: 'mirage', from: -33, to: -30, status: 'completed', review: 4 },
  { renter: 'noah', car: 'modely', from: 3, to: 5, status: 'confirmed' },
  { renter: 'olivia', car: 'bolt', from: 8, to: 10, status: 'confirmed' },
  { renter: 'luis', car: 'a6', from: -5, to: -3, status: 'cancelled' },
  { renter: 'noah', car: 'impreza', from: 12, to: 15, status: 'confirmed', insurance: true },
];

const VIEWS: PhotoView[] = ['side', 'front', 'night', 'studio'];

/** Tiny deterministic PRNG so the seed is the same on every machine. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  });
  await Promise.all(workers);
  return results;
}

const SEED_LOCK = 0x1ad7_5eed;

/**
 * A plausible history for a seeded booking: the renter asks and pays within minutes; the host completes it
 * the evening it ends; cancelled ones were never paid and the renter withdrew them a day later, except
 * a late cancellation: paid, then withdrawn the evening before pickup.
 */
function seededHistory(status: BookingStatus, createdAt: Date, endDate: string, lateCancelledAt?: Date) {
  const later = (ms: number) => new Date(createdAt.getTime() + ms);
  const events: { from: BookingStatus | null; to: BookingStatus; by: 'renter' | 'host'; at: Date }[] = [
    { from: null, to: 'pending', by: 'renter', at: createdAt },
  ];
  if (status === 'confirmed' || status === 'completed' || lateCancelledAt) {
    events.push({ from: 'pending', to: 'confirmed', by: 'renter', at: later(12 * 60_000) });
  }
  if (status === 'completed') {
    const evening = new Date(Date.parse(`${endDate}T03:00:00Z`) + 86_400_000); // 19:00 or 20:00 in LA
    events.push({ from: 'confirmed', to: 'completed', by: 'host', at: evening });
  }
  if (lateCancelledAt) events.push({ from: 'confirmed', to: 'cancelled', by: 'renter', at: lateCancelledAt });
  else if (status === 'cancelled') {
    events.push({ from: 'pending', to: 'cancelled', by: 'renter', at: later(86_400_000) });
  }
  return events;
}

/** Ids the seed gives its own cars and bookings, so that every later start finds them (and only them). */
const demoId = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const demoCarId = (index: number) => demoId('5eedca00', index);
export const demoBookingId = (index: number) => demoId('5eedb000', index);
const DEMO_BOOKING_IDS = BOOKINGS.map((_, index) => demoBookingId(index));

const ACTIVE_STATUSES: BookingStatus[] = ['pending', 'confirmed'];

/** Whether [startDate, endDate) overlaps any of these trips (calendar days, like the booking constraint). */
const overlapsAny = (startDate: string, endDate: string, others: { startDate: string; endDate: string }[]) =>
  others.some((other) => startDate < other.endDate && other.startDate < endDate);

/**
 * Writes the seed's bookings (ids `demoBookingId`) as BOOKINGS places them relative to `now`: created on the first
 * start, moved back into place on every later one (dates, status, amounts, history and the seed's reviews), so the
 * demo renter always has a trip in progress, a live hold and unreviewed trips of this week. Nothing else moves: a
 * planned active trip that would overlap a booking somebody made on that car, or days its host blocked, is written
 * cancelled instead.
 * The rollups follow through the booking triggers, the ratings through `refreshRatings`. Returns what it wrote.
 */
async function placeDemoBookings(
  tx: EntityManager,
  now: Date,
  users: Map<string, User>,
  cars: Map<string, Car>,
): Promise<{ bookings: number; reviews: number }> {
  const random = mulberry32(2025);
  const today = calendarDateIn(now);
  const carIds = [...cars.values()].map((car) => car.id);
  const taken = await tx.find(
    Booking,
    {
      car: { $in: carIds },
      status: { $in: ACTIVE_STATUSES },
      id: { $nin: DEMO_BOOKING_IDS },
    },
    { fields: ['car', 'startDate', 'endDate'] },
  );
  // blocked days refuse a booking like a booking does (car_date_claim)
  const blocked = await tx.find(CarBlock, { car: { $in: carIds } }, { fields: ['car', 'startDate', 'endDate'] });
  // out of the overlap constraint while they move, so that two of them may swap dates; the triggers follow
  await tx.nativeUpdate(
    Booking,
    { id: { $in: DEMO_BOOKING_IDS }, status: { $in: ACTIVE_STATUSES } },
    { status: 'cancelled' },
  );
  await tx.nativeDelete(BookingEvent, { booking: { $in: DEMO_BOOKING_IDS } });
  await tx.nativeDelete(Review, { booking: { $in: DEMO_BOOKING_IDS } });
  // a demo trip starts over: its pickup and return are recorded again (the photos' objects stay, unread)
  await tx.nativeDelete(TripRecord, { booking: { $in: DEMO_BOOKING_IDS } });

  // loaded after that, so that every field assigned below is compared with what the row now holds
  const existing = new Map(
    (await tx.find(Booking, { id: { $in: DEMO_BOOKING_IDS } })).map((booking) => [booking.id, booking]),
  );
  let bookings = 0;
  let reviews = 0;
  for (const [index, plan] of BOOKINGS.entries()) {
    const seedCar = SEED_CARS.find((c) => c.key === plan.car)!;
    const car = cars.get(plan.car);
    const renter = users.get(plan.renter);
    const host = users.get(seedCar.host);
    const driverLicense = `D${String(1_000_000 + Math.floor(random() * 8_999_999)).padStart(7, '0')}`;
    const reviewDraw = random();
    if (!car || !renter || !host) continue; // removed since the first start: that demo trip is gone with it
    const id = demoBookingId(index);
    const startDate = addDays(today, plan.from);
    const endDate = addDays(today, plan.to);
    const clashes =
      ACTIVE_STATUSES.includes(plan.status) &&
      overlapsAny(
        startDate,
        endDate,
        [...taken, ...blocked].filter((row) => row.car.id === car.id),
      );
    const status: BookingStatus = clashes ? 'cancelled' : plan.status;
    const lateCancellation = !clashes && plan.lateCancellation === true;
    const addInsurance = plan.insurance ?? false;
    const amounts = quoteAmounts(
      quoteBooking({
        pricePerDay: seedCar.pricePerDay,
        weeklyDiscountPercent: car.weeklyDiscountPercent,
        monthlyDiscountPercent: car.monthlyDiscountPercent,
        startDate,
        endDate,
        addInsurance,
      }),
    );
    const contact = EMERGENCY_CONTACTS[index % EMERGENCY_CONTACTS.length]!;
    const paid = status === 'confirmed' || status === 'completed' || lateCancellation;
    // the renter's policy for 24 h or less before pickup: half of (total − service fee) back
    const lateRefund = lateCancellation
      ? fromCents(Math.round((toCents(amounts.totalPrice) - toCents(amounts.serviceFee)) / 2))
      : null;
    // 22:00 UTC the day before: 14:00 or 15:00 in Los Angeles, less than 24 h before the 10:00 pickup
    const lateCancelledAt = lateCancellation ? new Date(Date.parse(`${addDays(startDate, -1)}T22:00:00Z`)) : undefined;
    // a hold was asked for just now (so it is live); the others at least two days ago, so that their history
    // (paid, withdrawn a day later) lies in the past too
    const createdAt =
      status === 'pending'
        ? now
        : new Date(
            Math.min(now.getTime() - 2 * 86_400_000, Date.parse(`${addDays(startDate, -7 - (index % 5))}T16:00:00Z`)),
          );
    const fields = {
      car,
      renter,
      host,
      startDate,
      endDate,
      driverLicense,
      fullName: `${renter.firstName} ${renter.lastName}`,
      address: RENTER_ADDRESSES[plan.renter] ?? '123 Main St, Los Angeles, CA 90012',
      phone: renter.phone ?? toE164('(213) 555-0100'),
      emergencyContact: contact.name,
      emergencyPhone: toE164(contact.phone),
      addInsurance,
      ...amounts,
      paymentIntentId: paid ? `pi_sim_${id.replaceAll('-', '').slice(-24)}` : null,
      status,
      refundAmount: lateRefund,
      holdExpiresAt: holdExpiry(createdAt),
      createdAt,
    };
    const booking = existing.get(id) ?? tx.create(Booking, { id, ...fields });
    tx.assign(booking, fields);
    bookings++;

    const history = seededHistory(status, createdAt, endDate, lateCancelledAt);
    for (const event of history) {
      tx.create(BookingEvent, {
        booking,
        fromStatus: event.from,
        toStatus: event.to,
        actor: event.by === 'host' ? host : renter,
        actorRole: event.by,
        createdAt: event.at,
      });
    }
    if (plan.review && status === 'completed') {
      const comments = REVIEW_COMMENTS[plan.review]!;
      // the renter's, written the day after the trip; the host never wrote theirs, so it was published when the
      // window closed, and one still open waits for the host (double-blind)
      const completedAt = history.find((event) => event.to === 'completed')!.at;
      const closesAt = reviewWindowClosesAt(completedAt);
      tx.create(Review, {
        booking,
        car,
        reviewer: renter,
        reviewee: host,
        authorRole: 'renter',
        rating: plan.review,
        comment: comments[Math.floor(reviewDraw * comments.length)]!,
        createdAt: new Date(Date.parse(`${addDays(endDate, 1)}T20:00:00Z`)),
        publishedAt: closesAt.getTime() <= now.getTime() ? closesAt : null,
      });
      reviews++;
    }
  }
  await tx.flush();
  await refreshRatings(tx, {
    carIds,
    userIds: [...users.values()].map((user) => user.id),
  });
  // booking a car starts the conversation of its renter and the car, as the API does (those missing: a later start
  // finds them all and asks once)
  const started = new Set(
    (
      await kyselyOf(tx)
        .selectFrom('conversation')
        .select(['renter_id', 'car_id'])
        .where('car_id', 'in', carIds)
        .execute()
    ).map((row) => `${row.renter_id}/${row.car_id}`),
  );
  for (const plan of BOOKINGS) {
    const renter = users.get(plan.renter);
    const car = cars.get(plan.car);
    if (renter && car && !started.has(`${renter.id}/${car.id}`)) {
      await startConversation(tx, renter.id, car.id);
      started.add(`${renter.id}/${car.id}`);
    }
  }
  return { bookings, reviews };
}

/**
 * The demo on a start with seeding on: an empty database gets the whole seed; one that has it already gets the
 * seed's own bookings moved back into place relative to `now` (`placeDemoBookings`), in one transaction under the
 * seed's advisory lock, so that replicas starting together do it once after the other.
 */
export async function seedDemo(orm: MikroORM, storage: StorageService, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const em = orm.em.fork();
  const result = (await em.count(User)) > 0 ? await realignDemo(em, now) : await seedEmpty(em, storage, now, options);
  options.logger?.info(result.seeded ? 'seeded demo data' : 'moved the demo to today', {
    ...result,
    ms: Math.round(performance.now() - started),
  });
  return result;
}

async function realignDemo(em: EntityManager, now: Date): Promise<SeedResult> {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK]);
    const seedUsers = await tx.find(User, { email: { $in: SEED_USERS.map((user) => user.email) } });
    const users = new Map(
      SEED_USERS.flatMap((seedUser) => {
        const user = seedUsers.find((u) => u.email === seedUser.email);
        return user ? [[seedUser.key, user] as const] : [];
      }),
    );
    const seedCars = await tx.find(Car, { id: { $in: SEED_CARS.map((_, index) => demoCarId(index)) } });
    const cars = new Map(
      SEED_CARS.flatMap((seedCar, index) => {
        const car = seedCars.find((c) => c.id === demoCarId(index));
        return car ? [[seedCar.key, car] as const] : [];
      }),
    );
    // a database seeded before the seed's ids were fixed has none of its cars: its demo stays as it was
    const placed = cars.size > 0 ? await placeDemoBookings(tx, now, users, cars) : { bookings: 0, reviews: 0 };
    return { seeded: false, users: 0, cars: 0, photos: 0, ...placed };
  });
}

async function seedEmpty(
  em: EntityManager,
  storage: StorageService,
  now: Date,
  options: SeedOptions,
): Promise<SeedResult> {
  const today = calendarDateIn(now);

  // Photos first (outside the transaction): car ids are fixed, so keys can name them.
  const carIds = new Map(SEED_CARS.map((car, index) => [car.key, demoCarId(index)]));
  const photoJobs = SEED_CARS.flatMap((car, index) => {
    const count = 2 + (index % 3); // 2–4 photos per car
    return VIEWS.slice(0, count).map((view, n) => ({ car, view, key: `cars/${carIds.get(car.key)}/${n + 1}.webp` }));
  });
  await mapLimit(photoJobs, 8, async (job) => {
    const photo = await renderCarPhoto(
      {
        make: job.car.make,
        model: job.car.model,
        year: job.car.year,
        color: job.car.color,
        body: job.car.body,
        view: job.view,
      },
      options.photoCacheDir,
    );
    await storage.put(storage.buckets.carPhotos, job.key, photo.data, photo.contentType);
  });
  const imagesByCar = new Map<string, string[]>();
  for (const job of photoJobs)
    imagesByCar.set(job.car.key, [...(imagesByCar.get(job.car.key) ?? []), photoUrl(job.key)]);

  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return em.transactional(async (tx: EntityManager) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK]);
    // another replica seeded while this one drew the photos
    if ((await tx.count(User)) > 0) return { seeded: false, users: 0, cars: 0, bookings: 0, reviews: 0, photos: 0 };

    const users = new Map<string, User>();
    SEED_USERS.forEach((seedUser, index) => {
      const user = tx.create(User, {
        email: seedUser.email,
        passwordHash,
        firstName: seedUser.firstName,
        lastName: seedUser.lastName,
        phone: toE164(seedUser.phone),
        isHost: seedUser.isHost ?? false,
        isAdmin: seedUser.isAdmin ?? false,
        createdAt: new Date(Date.parse(`${addDays(today, -400 + index * 17)}T17:00:00Z`)),
      });
      users.set(seedUser.key, user);
    });
    const demoHost = users.get('host');
    if (demoHost && options.encryptionKey) {
      demoHost.bankName = DEMO_HOST_BANKING.bankName;
      demoHost.bankAccountName = `${demoHost.firstName} ${demoHost.lastName}`;
      demoHost.bankRoutingNumber = encryptField(DEMO_HOST_BANKING.bankRoutingNumber, options.encryptionKey);
      demoHost.bankAccountNumber = encryptField(DEMO_HOST_BANKING.bankAccountNumber, options.encryptionKey);
    }

    const cars = new Map<string, Car>();
    SEED_CARS.forEach((seedCar, index) => {
      const car = tx.create(Car, {
        id: carIds.get(seedCar.key)!,
        host: users.get(seedCar.host)!,
        make: seedCar.make,
        model: seedCar.model,
        year: seedCar.year,
        category: seedCar.category,
        seats: seedCar.seats,
        transmission: seedCar.transmission,
        fuelType: seedCar.fuelType,
        pricePerDay: seedCar.pricePerDay,
        location: seedCar.location,
        city: seedCar.city,
        state: 'CA',
        description: seedCar.description,
        features: seedCar.features,
        images: imagesByCar.get(seedCar.key) ?? [],
        ...positionOfAddress({ ...seedCar, state: 'CA' }),
        isAvailable: seedCar.isAvailable ?? true,
        weeklyDiscountPercent: seedCar.discounts?.weekly ?? 0,
        monthlyDiscountPercent: seedCar.discounts?.monthly ?? 0,
        createdAt: new Date(Date.parse(`${addDays(today, -300 + index * 5)}T18:30:00Z`)),
      });
      cars.set(seedCar.key, car);
    });

    const placed = await placeDemoBookings(tx, now, users, cars);
    return { seeded: true, users: users.size, cars: cars.size, photos: photoJobs.length, ...placed };
  });
}
