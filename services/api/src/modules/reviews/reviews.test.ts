/**
 * Reviews both ways against PostgreSQL: who may write and read a trip's reviews and when (the matrix of issue 23),
 * bad input writing nothing, double-blind publication — together when the second side writes, by the job when the
 * window closes (on a clock the test moves) —, the ratings recomputed exactly (against SQL written here) on every
 * screen that shows them, and a host's one answer.
 */
import {
  type AuthUser,
  addDays,
  type BookingReview,
  type BookingReviews,
  type BookingView,
  type CarDetail,
  calendarDateIn,
  type HostDashboard,
  type HostProfile,
  LIFECYCLE_MESSAGES,
  PLAIN_TEXT_MESSAGE,
  type RatingBreakdown,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX_LENGTH,
  REVIEW_WINDOW_DAYS,
  type Review,
  reviewWindowClosesAt,
} from '@ladrive/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { createParties, insertBooking, type TestParties } from '../../testing/fixtures.ts';
import { defaultText, query, TestClient, type TestDatabase, useTestApi } from '../../testing/helpers.ts';

let db: TestDatabase;
let api: RunningApi;
/** The job queue's clock (the routes read the real one): a test moves it to a window's end. */
let clock = new Date();
useTestApi((started) => ({ db, api } = started), { now: () => clock });

const contract = sharedContractChecker();
let parties: TestParties;
let clients: TestParties['clients'];
let users: TestParties['users'];
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const PUBLISH_JOB = 'reviews.publish-closed-windows';

beforeAll(async () => {
  parties = await createParties(api, {
    domain: 'reviews.test',
    people: [
      { key: 'host', isHost: true, firstName: 'Hana' },
      { key: 'renter', firstName: 'Rita' },
      { key: 'renter2', firstName: 'Rob' },
      { key: 'stranger', firstName: 'Sam' },
      { key: 'admin', isAdmin: true, firstName: 'Ada' },
    ],
    cars: 2,
    contract,
  });
  ({ clients, users } = parties);
});

// ── fixtures ──────────────────────────────────────────────────────────────────

const today = calendarDateIn(new Date());
let trips = 0;

/** A confirmed trip that ended days ago (each on its own dates), as the host of `car` would see it. */
async function endedTrip(renter: 'renter' | 'renter2' = 'renter', car = 0): Promise<string> {
  const start = addDays(today, -400 + 3 * trips++);
  return insertBooking(api, {
    car: parties.cars[car]!,
    renter: users[renter]!,
    startDate: start,
    endDate: addDays(start, 2),
    status: 'confirmed',
  });
}

/** A trip its host has just marked completed (through the API, so its history says when). */
async function completedTrip(renter: 'renter' | 'renter2' = 'renter', car = 0): Promise<string> {
  const id = await endedTrip(renter, car);
  const res = await clients.host!.postJson(`/api/bookings/${id}/status`, { status: 'completed' });
  expect(res.status).toBe(200);
  return id;
}

/** Moves the trip's completion in its history, as if it had been completed at `at`. */
const completedAt = (id: string, at: Date) =>
  query(db.url, `update booking_event set created_at = $2 where booking_id = $1 and to_status = 'completed'`, [id, at]);

const write = (client: TestClient, id: string, body: unknown) => client.postJson(`/api/bookings/${id}/reviews`, body);

async function review(client: TestClient, id: string, rating: number, comment?: string): Promise<BookingReview> {
  const res = await write(client, id, { rating, comment });
  expect(res.status).toBe(201);
  return res.json<BookingReview>();
}

async function readReviews(client: TestClient, id: string): Promise<BookingReviews> {
  const res = await client.get(`/api/bookings/${id}/reviews`);
  expect(res.status).toBe(200);
  return res.json<BookingReviews>();
}

const reviewCount = async () => (await query<{ n: number }>(db.url, 'select count(*)::int as n from review'))[0]!.n;

/** Every row of the review table, to compare before and after a refused request. */
const reviewRows = () => query(db.url, 'select * from review order by id');

// ── the ratings, computed here another way than the API's SQL ──────────────────

interface Rated {
  rating: string;
  reviewCount: number;
}

/** A car's rating: the published renter reviews of it, summed and divided here (rounded half up, to cents). */
async function expectedCarRating(carId: string): Promise<Rated> {
  const rows = await query<{ rating: number }>(
    db.url,
    `select rating from review where car_id = $1 and author_role = 'renter' and published_at is not null`,
    [carId],
  );
  return ratedFrom(rows.map((row) => row.rating));
}

/** A user's rating: the published reviews of them, whichever side wrote them. */
async function expectedUserRating(userId: string): Promise<Rated> {
  const rows = await query<{ rating: number }>(
    db.url,
    'select rating from review where reviewee_id = $1 and published_at is not null',
    [userId],
  );
  return ratedFrom(rows.map((row) => row.rating));
}

function ratedFrom(ratings: number[]): Rated {
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  // integer arithmetic: hundredths of a star, rounded half up
  const hundredths = ratings.length === 0 ? 0 : Math.floor((200 * sum + ratings.length) / (2 * ratings.length));
  return { rating: (hundredths / 100).toFixed(2), reviewCount: ratings.length };
}

async function storedCarRating(carId: string): Promise<Rated> {
  const res = await new TestClient(api.url, { contract }).get(`/api/cars/${carId}`);
  const car = res.json<CarDetail>();
  return { rating: car.rating, reviewCount: car.reviewCount };
}

async function storedUserRating(client: TestClient): Promise<Rated> {
  const user = (await client.get('/api/auth/user')).json<AuthUser>();
  return { rating: user.rating, reviewCount: user.reviewCount };
}

// ── who, when ─────────────────────────────────────────────────────────────────

describe('POST /api/bookings/:id/reviews: who may review, and when', () => {
  it('the renter and the host of a completed trip: 201 each, once (a second by the same side is 409)', async () => {
    const id = await completedTrip();
    const mine = await review(clients.renter!, id, 5, '  Spotless car, easy pickup.  ');
    expect(mine).toEqual({
      id: expect.any(String),
      bookingId: id,
      carId: parties.cars[0]!.id,
      reviewerId: users.renter!.id,
      revieweeId: users.host!.id,
      authorRole: 'renter',
      rating: 5,
      comment: 'Spotless car, easy pickup.',
      createdAt: expect.any(String),
      publishedAt: null,
      answer: null,
      answeredAt: null,
      reviewer: { fullName: 'Rita Tester', profileImageUrl: null },
    });
    const again = await write(clients.renter!, id, { rating: 1 });
    expect(again.status).toBe(409);
    expect(again.json()).toEqual({ message: defaultText(REVIEW_MESSAGES.alreadyReviewed) });

    const theirs = await review(clients.host!, id, 4);
    expect(theirs).toMatchObject({
      authorRole: 'host',
      reviewerId: users.host!.id,
      revieweeId: users.renter!.id,
      comment: null,
    });
    const hostAgain = await write(clients.host!, id, { rating: 5, comment: 'Changed my mind' });
    expect(hostAgain.status).toBe(409);
    expect(await query(db.url, 'select 1 from review where booking_id = $1', [id])).toHaveLength(2);
  });

  it('anyone else: 403, an admin too; signed out: 401; an unknown or malformed id: 404', async () => {
    const id = await completedTrip();
    const before = await reviewCount();
    for (const client of [clients.stranger!, clients.admin!, clients.renter2!]) {
      const res = await write(client, id, { rating: 5 });
      expect(res.status).toBe(403);
      expect(res.json()).toEqual({ message: defaultText(REVIEW_MESSAGES.partiesOnly) });
    }
    const anonymous = new TestClient(api.url, { contract });
    const signedOut = await write(anonymous, id, { rating: 5 });
    expect(signedOut.status).toBe(401);
    expect(signedOut.text).toContain('Unauthorized');
    expect((await anonymous.get(`/api/bookings/${id}/reviews`)).status).toBe(401);
    for (const missing of [NO_SUCH_ID, 'nope']) {
      const res = await write(clients.renter!, missing, { rating: 5 });
      expect(res.status).toBe(404);
      expect(res.json()).toEqual({ message: 'Booking not found' });
    }
    // a stranger learns nothing from a bad body: refused before it is read
    expect((await write(clients.stranger!, id, { rating: 'lots' })).status).toBe(403);
    expect(await reviewCount()).toBe(before);
  });

  it('before completion, or after the window: 409 with the reason, nothing written', async () => {
    const before = await reviewCount();
    const confirmed = await endedTrip();
    const early = await write(clients.renter!, confirmed, { rating: 5 });
    expect(early.status).toBe(409);
    expect(early.json()).toEqual({ message: defaultText(REVIEW_MESSAGES.notCompleted) });
    const pending = await insertBooking(api, {
      car: parties.cars[1]!,
      renter: users.renter!,
      startDate: addDays(today, 30),
      endDate: addDays(today, 32),
      status: 'pending',
    });
    expect((await write(clients.host!, pending, { rating: 3 })).status).toBe(409);

    const id = await completedTrip();
    // completed REVIEW_WINDOW_DAYS days ago, to the millisecond: the window has just closed
    await completedAt(id, new Date(Date.now() - REVIEW_WINDOW_DAYS * 86_400_000));
    for (const client of [clients.renter!, clients.host!]) {
      const late = await write(client, id, { rating: 4 });
      expect(late.status).toBe(409);
      expect(late.json()).toEqual({ message: defaultText(REVIEW_MESSAGES.windowClosed) });
    }
    expect(await readReviews(clients.renter!, id)).toMatchObject({ canReview: false, reviews: [] });
    // a minute before the end it is still open
    await completedAt(id, new Date(Date.now() - REVIEW_WINDOW_DAYS * 86_400_000 + 60_000));
    expect((await write(clients.renter!, id, { rating: 4 })).status).toBe(201);
    expect(await reviewCount()).toBe(before + 1);
  });

  it('a bad rating or comment: 400 naming the field, nothing written', async () => {
    const id = await completedTrip();
    const before = await reviewRows();
    const cases: [unknown, string, string][] = [
      [{}, 'rating', 'Rating must be a whole number of stars from 1 to 5'],
      [{ rating: 0 }, 'rating', 'Rating must be a whole number of stars from 1 to 5'],
      [{ rating: 6 }, 'rating', 'Rating must be a whole number of stars from 1 to 5'],
      [{ rating: 4.5 }, 'rating', 'Rating must be a whole number of stars from 1 to 5'],
      [{ rating: '5' }, 'rating', 'Rating must be a whole number of stars from 1 to 5'],
      [
        { rating: 5, comment: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) },
        'comment',
        `Comment must be at most ${REVIEW_TEXT_MAX_LENGTH} characters`,
      ],
      [{ rating: 5, comment: 'Nice\u202Eraf' }, 'comment', PLAIN_TEXT_MESSAGE],
      [{ rating: 5, comment: ['a'] }, 'comment', 'Comment must be text'],
    ];
    for (const [body, path, refusal] of cases) {
      const res = await write(clients.renter!, id, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      const message = defaultText(refusal);
      expect(res.json()).toMatchObject({ message, issues: [{ path, message }] });
    }
    expect(await reviewRows()).toEqual(before);
    // the longest comment allowed, over several lines, is taken as written
    const longest = `${'x'.repeat(REVIEW_TEXT_MAX_LENGTH - 3)}\r\ny`;
    expect((await review(clients.renter!, id, 3, longest)).comment).toBe(longest);
  });
});

// ── double-blind ──────────────────────────────────────────────────────────────

describe('GET /api/bookings/:id/reviews: double-blind', () => {
  it('each side sees its own review; the other side’s, and the car page, only once both have written', async () => {
    const id = await completedTrip('renter2', 1);
    const carId = parties.cars[1]!.id;
    const publicList = async () =>
      (await new TestClient(api.url, { contract }).get(`/api/cars/${carId}/reviews`)).json<Review[]>();
    const closesAt = (await readReviews(clients.host!, id)).closesAt;
    const [completion] = await query<{ created_at: Date }>(
      db.url,
      `select created_at from booking_event where booking_id = $1 and to_status = 'completed'`,
      [id],
    );
    expect(closesAt).toBe(reviewWindowClosesAt(completion!.created_at).toISOString());
    expect(await readReviews(clients.renter2!, id)).toEqual({ canReview: true, closesAt, reviews: [] });

    const first = await review(clients.renter2!, id, 2, 'The car smelled of smoke.');
    expect(first.publishedAt).toBeNull();
    expect(await readReviews(clients.renter2!, id)).toEqual({ canReview: false, closesAt, reviews: [first] });
    // the host cannot read it before writing theirs
    expect(await readReviews(clients.host!, id)).toEqual({ canReview: true, closesAt, reviews: [] });
    expect(await publicList()).toEqual([]);
    expect(await storedCarRating(carId)).toEqual({ rating: '0.00', reviewCount: 0 });
    // an admin sees everything, and may not write
    expect((await readReviews(clients.admin!, id)).reviews).toEqual([first]);
    expect((await readReviews(clients.admin!, id)).canReview).toBe(false);
    // nobody else reads them
    const stranger = await clients.stranger!.get(`/api/bookings/${id}/reviews`);
    expect(stranger.status).toBe(403);
    expect(stranger.json()).toEqual({ message: 'You can only see your own bookings' });
    expect((await clients.stranger!.get(`/api/bookings/${NO_SUCH_ID}/reviews`)).status).toBe(404);

    const second = await review(clients.host!, id, 5, 'A careful renter.');
    expect(second.publishedAt).not.toBeNull();
    const both = await readReviews(clients.renter2!, id);
    expect(both.reviews.map((r) => [r.authorRole, r.publishedAt])).toEqual([
      ['renter', second.publishedAt],
      ['host', second.publishedAt],
    ]);
    expect(await readReviews(clients.host!, id)).toEqual(both);
    expect(both.canReview).toBe(false);
    // the car page lists the renter's review only; the host's is about the renter
    expect((await publicList()).map((r) => [r.id, r.comment])).toEqual([[first.id, 'The car smelled of smoke.']]);
    expect(await storedCarRating(carId)).toEqual({ rating: '2.00', reviewCount: 1 });
    expect(await storedUserRating(clients.renter2!)).toEqual({ rating: '5.00', reviewCount: 1 });
  });

  it('two sides writing at the same moment both publish', async () => {
    const id = await completedTrip();
    const [renter, host] = await Promise.all([
      write(clients.renter!, id, { rating: 4 }),
      write(clients.host!, id, { rating: 5 }),
    ]);
    expect([renter.status, host.status]).toEqual([201, 201]);
    const { reviews } = await readReviews(clients.admin!, id);
    expect(reviews).toHaveLength(2);
    expect(reviews.every((r) => r.publishedAt !== null)).toBe(true);
  });

  it('the job publishes a lone review when its window closes, not a millisecond before, with the ratings', async () => {
    const id = await completedTrip('renter', 1);
    const carId = parties.cars[1]!.id;
    const lone = await review(clients.renter!, id, 1, 'Late and dirty.');
    const before = await storedCarRating(carId);
    // completed at a fixed time long ago (the routes read the real clock; the job reads `clock`)
    const completion = new Date('2020-02-01T18:30:00Z');
    await completedAt(id, completion);
    const closes = reviewWindowClosesAt(completion);

    clock = new Date(closes.getTime() - 1);
    await api.jobs.runNow(PUBLISH_JOB);
    expect((await readReviews(clients.host!, id)).reviews).toEqual([]);
    expect(await storedCarRating(carId)).toEqual(before);

    clock = closes;
    await api.jobs.runNow(PUBLISH_JOB);
    const seen = await readReviews(clients.host!, id);
    expect(seen.reviews).toEqual([{ ...lone, publishedAt: closes.toISOString() }]);
    expect(seen.canReview).toBe(false);
    expect(await storedCarRating(carId)).toEqual(await expectedCarRating(carId));
    expect((await storedCarRating(carId)).reviewCount).toBe(before.reviewCount + 1);
    // done once: a second run changes nothing
    await api.jobs.runNow(PUBLISH_JOB);
    expect((await readReviews(clients.host!, id)).reviews).toEqual(seen.reviews);
  });
});

// ── the ratings ───────────────────────────────────────────────────────────────

describe('ratings follow publication, exactly', () => {
  it('the car, its host and the renter, on every screen that shows them', async () => {
    const car = parties.cars[0]!;
    // several trips of both renters, with ratings whose mean needs rounding (e.g. 14 / 3 = 4.666…)
    const plan: ['renter' | 'renter2', number, number][] = [
      ['renter', 5, 4],
      ['renter2', 4, 5],
      ['renter', 5, 3],
      ['renter2', 3, 5],
    ];
    for (const [renter, byRenter, byHost] of plan) {
      const id = await completedTrip(renter);
      await review(clients[renter]!, id, byRenter);
      await review(clients.host!, id, byHost);
    }
    const carRating = await expectedCarRating(car.id);
    expect(await storedCarRating(car.id)).toEqual(carRating);
    const [row] = await query<{ rating: string; review_count: number }>(
      db.url,
      'select rating, review_count from car where id = $1',
      [car.id],
    );
    expect({ rating: row!.rating, reviewCount: row!.review_count }).toEqual(carRating);

    const anonymous = new TestClient(api.url, { contract });
    const summary = (await anonymous.get(`/api/cars/${car.id}/reviews/summary`)).json<RatingBreakdown>();
    expect({ rating: summary.average, reviewCount: summary.total }).toEqual(carRating);
    const listed = await anonymous.get(`/api/cars/${car.id}/reviews`);
    expect(Number(listed.headers.get('x-total-count'))).toBe(carRating.reviewCount);

    const hostRating = await expectedUserRating(users.host!.id);
    expect(await storedUserRating(clients.host!)).toEqual(hostRating);
    const profile = (await anonymous.get(`/api/hosts/${users.host!.id}`)).json<HostProfile>();
    expect({ rating: profile.rating, reviewCount: profile.reviewCount }).toEqual(hostRating);
    const detail = (await anonymous.get(`/api/cars/${car.id}`)).json<CarDetail>();
    expect({ rating: detail.host.rating, reviewCount: detail.host.reviewCount }).toEqual(hostRating);
    // the dashboard's average is over the reviews of the host's cars (renters' reviews only)
    const [cars] = await query<{ ratings: number[] }>(
      db.url,
      `select array_agg(r.rating) as ratings from review r join car c on c.id = r.car_id
       where c.host_id = $1 and r.author_role = 'renter' and r.published_at is not null`,
      [users.host!.id],
    );
    const dashboard = (await clients.host!.get(`/api/host/${users.host!.id}/dashboard`)).json<HostDashboard>();
    expect(dashboard.avgRating).toBe(ratedFrom(cars!.ratings).rating);

    for (const renter of ['renter', 'renter2'] as const) {
      const expected = await expectedUserRating(users[renter]!.id);
      expect(await storedUserRating(clients[renter]!)).toEqual(expected);
      // hosts see it on each booking row
      const rows = (await clients.host!.get(`/api/bookings/host/${users.host!.id}`)).json<BookingView[]>();
      const row = rows.find((booking) => booking.renterId === users[renter]!.id)!;
      expect({ rating: row.renter.rating, reviewCount: row.renter.reviewCount }).toEqual(expected);
    }
  });
});

// ── answers ───────────────────────────────────────────────────────────────────

describe("POST /api/reviews/:id/answer: the host's one answer", () => {
  const answer = (client: TestClient, id: string, body: unknown) => client.postJson(`/api/reviews/${id}/answer`, body);

  it('to a published review of their car, once; shown on the car page', async () => {
    const id = await completedTrip();
    const renters = await review(clients.renter!, id, 3, 'Fine, but late.');
    const hosts = await review(clients.host!, id, 4);
    const before = await reviewRows();

    for (const client of [clients.renter!, clients.stranger!, clients.admin!]) {
      const res = await answer(client, renters.id, { answer: 'Sorry!' });
      expect(res.status).toBe(403);
      expect(res.json()).toEqual({ message: defaultText(REVIEW_MESSAGES.answerHostOnly) });
    }
    const own = await answer(clients.host!, hosts.id, { answer: 'Thanks' });
    expect(own.status).toBe(409);
    expect(own.json()).toEqual({ message: defaultText(REVIEW_MESSAGES.answerCarReviewsOnly) });
    for (const body of [{}, { answer: '   ' }, { answer: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) }, { answer: 7 }]) {
      expect((await answer(clients.host!, renters.id, body)).status).toBe(400);
    }
    expect((await answer(new TestClient(api.url, { contract }), renters.id, { answer: 'Hi' })).status).toBe(401);
    expect((await answer(clients.host!, NO_SUCH_ID, { answer: 'Hi' })).status).toBe(404);
    expect((await answer(clients.host!, 'nope', { answer: 'Hi' })).status).toBe(404);
    expect(await reviewRows()).toEqual(before);

    const res = await answer(clients.host!, renters.id, { answer: ' We are sorry — it will not happen again. ' });
    expect(res.status).toBe(201);
    const answered = res.json<BookingReview>();
    expect(answered).toEqual({
      ...renters,
      publishedAt: hosts.publishedAt,
      answer: 'We are sorry — it will not happen again.',
      answeredAt: expect.any(String),
    });
    const twice = await answer(clients.host!, renters.id, { answer: 'And again' });
    expect(twice.status).toBe(409);
    expect(twice.json()).toEqual({ message: defaultText(REVIEW_MESSAGES.alreadyAnswered) });

    const listed = (await new TestClient(api.url, { contract }).get(`/api/cars/${parties.cars[0]!.id}/reviews`)).json<
      Review[]
    >();
    expect(listed.find((r) => r.id === renters.id)).toMatchObject({
      answer: answered.answer,
      answeredAt: answered.answeredAt,
    });
  });

  it('not to a review still hidden: 404, as for one that does not exist', async () => {
    const id = await completedTrip();
    const hidden = await review(clients.renter!, id, 2);
    const res = await answer(clients.host!, hidden.id, { answer: 'Let me explain' });
    expect(res.status).toBe(404);
    expect(res.json()).toEqual({ message: defaultText(REVIEW_MESSAGES.notFound) });
  });
});

describe('trips end before they are reviewed', () => {
  it('a host cannot complete a trip before its return time, so it cannot be reviewed early', async () => {
    const id = await insertBooking(api, {
      car: parties.cars[1]!,
      renter: users.renter2!,
      startDate: addDays(today, -1),
      endDate: addDays(today, 1),
      status: 'confirmed',
    });
    const res = await clients.host!.postJson(`/api/bookings/${id}/status`, { status: 'completed' });
    expect(res.status).toBe(409);
    expect(res.json()).toEqual({ message: defaultText(LIFECYCLE_MESSAGES.completeBeforeReturn) });
    expect((await write(clients.renter2!, id, { rating: 5 })).status).toBe(409);
  });
});
