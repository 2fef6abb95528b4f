/**
 * Review emails, through a real SMTP server (MailDev), on the job queue's clock (moved by the test, never waited
 * for): when a trip completes, by its host or by itself, both sides are asked for their review; REVIEW_REMINDER_DAYS_BEFORE_CLOSE
 * days before the window closes only the sides that have not written are reminded; a user who turned reminders off
 * gets neither.
 */
import { addDays, marketToday, REVIEW_REMINDER_DAYS_BEFORE_CLOSE, REVIEW_WINDOW_DAYS } from '@ladrive/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { createParties, insertBooking, type TestParties } from '../../testing/fixtures.ts';
import { SITE_ORIGIN, type TestClient, TestClock, type TestDatabase } from '../../testing/helpers.ts';
import { type Inbox, queuedEmailsTo, useTestApiWithInbox } from '../../testing/inbox.ts';

const clock = new TestClock();
let db: TestDatabase;
let api: RunningApi;
let inbox: Inbox;
useTestApiWithInbox((started) => ({ db, api, inbox } = started), { now: clock.now });

const DOMAIN = 'review-emails.test';
const address = (key: string) => `${key}@${DOMAIN}`;
const REMINDER = 'reviews.review-reminder-email';
const MINUTES_TO_REMINDER = (REVIEW_WINDOW_DAYS - REVIEW_REMINDER_DAYS_BEFORE_CLOSE) * 24 * 60;

let parties: TestParties;
let daysBack = 0;

beforeAll(async () => {
  parties = await createParties(api, {
    domain: DOMAIN,
    people: [
      { key: 'host', firstName: 'Hana', isHost: true },
      { key: 'rita', firstName: 'Rita' },
      { key: 'raul', firstName: 'Raúl' },
      { key: 'rosa', firstName: 'Rosa' },
      { key: 'rene', firstName: 'René' },
      { key: 'ruth', firstName: 'Ruth' },
    ],
  });
});

/** A confirmed trip of `renter` that ended two days ago or earlier, on days no other test of the file takes. */
async function endedTrip(renter: string): Promise<string> {
  daysBack += 3;
  const endDate = addDays(marketToday(), -daysBack);
  return insertBooking(api, {
    car: parties.cars[0]!,
    renter: parties.users[renter]!,
    startDate: addDays(endDate, -2),
    endDate,
    status: 'confirmed',
  });
}

async function hostCompletes(id: string): Promise<void> {
  const res = await parties.clients.host!.postJson(`/api/bookings/${id}/status`, { status: 'completed' });
  expect(res.status).toBe(200);
}

async function review(client: TestClient, id: string): Promise<void> {
  expect((await client.postJson(`/api/bookings/${id}/reviews`, { rating: 5, comment: null })).status).toBe(201);
}

describe('a trip that completes', () => {
  it('when its host marks it: asks the renter about the car and the host about the renter, with the trip', async () => {
    const id = await endedTrip('rita');
    await hostCompletes(id);
    const renterEmail = await inbox.waitFor(address('rita'), '¿Qué tal tu viaje con el 2024 Test Car 0?');
    expect(renterEmail.text).toContain(`Escribir mi reseña: ${SITE_ORIGIN}/dashboard/trips/${id}`);
    expect(renterEmail.text).toContain(`Tienes ${REVIEW_WINDOW_DAYS} días para escribirla`);
    const hostEmail = await inbox.waitFor(address('host'), 'Reseña a Rita Tester');
    expect(hostEmail.text).toContain(`Reseñar al viajero: ${SITE_ORIGIN}/dashboard/trips/${id}`);
  });

  it('by itself a day after the return: the same requests', async () => {
    await endedTrip('raul');
    await api.jobs.runNow('bookings.complete-returned-trips');
    await inbox.waitFor(address('raul'), '¿Qué tal tu viaje con el 2024 Test Car 0?');
    await inbox.waitFor(address('host'), 'Reseña a Raúl Tester');
  });

  it('sends no request to a side that turned reminders off', async () => {
    const rosa = parties.clients.rosa!;
    expect((await rosa.putJson('/api/users/email-preferences', { messages: true, reminders: false })).status).toBe(200);
    await hostCompletes(await endedTrip('rosa'));
    await inbox.waitFor(address('host'), 'Reseña a Rosa Tester');
    expect(await queuedEmailsTo(db.url, address('rosa'))).toEqual([]);
  });
});

describe(`${REVIEW_REMINDER_DAYS_BEFORE_CLOSE} days before the review window closes`, () => {
  it('reminds only the sides that have not reviewed, not a moment before', async () => {
    const renterWrote = await endedTrip('rene');
    const bothWrote = await endedTrip('ruth');
    await hostCompletes(renterWrote);
    await hostCompletes(bothWrote);
    await review(parties.clients.rene!, renterWrote);
    await review(parties.clients.ruth!, bothWrote);
    await review(parties.clients.host!, bothWrote);
    // the earlier tests' trips are reminded at the same time: these two trips' parties only
    const reminded = async () =>
      [
        ...(await queuedEmailsTo(db.url, address('host'))).filter((subject) => /René|Ruth/.test(subject)),
        ...(await queuedEmailsTo(db.url, address('rene'))),
        ...(await queuedEmailsTo(db.url, address('ruth'))),
      ].filter((subject) => subject.startsWith('Recordatorio'));

    clock.advance(MINUTES_TO_REMINDER - 10);
    await api.jobs.runDue(REMINDER);
    expect(await reminded()).toEqual([]);

    clock.advance(10);
    expect(await api.jobs.runDue(REMINDER)).toBe(5);
    const email = await inbox.waitFor(address('host'), 'Recordatorio: Reseña a René Tester');
    expect(email.text).toContain('Puedes escribirla hasta el');
    // the renter who wrote gets none, nor anyone of the trip both sides reviewed
    expect(await reminded()).toEqual(['Recordatorio: Reseña a René Tester']);
    // Rosa turned reminders off: still none for her
    expect(await queuedEmailsTo(db.url, address('rosa'))).toEqual([]);
  });
});
