/**
 * Trips that end by themselves: the platform completes a confirmed trip TRIP_AUTO_COMPLETE_HOURS after its return
 * time (a job on the queue, run here with `jobs.runNow` on a clock the test moves), recorded as the system's act; the
 * car's trip count and the host's completed trips follow every completion, whoever makes it.
 */
import {
  autoCompletionAt,
  type BookingEventView,
  type BookingStatus,
  type HostDashboard,
  type HostProfile,
  returnInstant,
  TRIP_AUTO_COMPLETE_HOURS,
} from '@ladrive/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { createParties, insertBooking, type TestParties } from '../../testing/fixtures.ts';
import { query, type TestDatabase, useTestApi } from '../../testing/helpers.ts';

let db: TestDatabase;
let api: RunningApi;
/** The job queue's clock (the routes read the real one): the tests move it through May 2021, where the trips end. */
let clock = new Date('2021-05-01T12:00:00Z');
useTestApi((started) => ({ db, api } = started), { now: () => clock });

let parties: TestParties;
const JOB = 'bookings.complete-returned-trips';

beforeAll(async () => {
  parties = await createParties(api, {
    domain: 'trip-end.test',
    people: [{ key: 'host', isHost: true }, { key: 'renter' }, { key: 'admin', isAdmin: true }],
    contract: sharedContractChecker(),
  });
});

const trip = (startDate: string, endDate: string, status: BookingStatus = 'confirmed') =>
  insertBooking(api, {
    car: parties.cars[0]!,
    renter: parties.users.renter!,
    startDate,
    endDate,
    status,
  });

const statusOf = async (id: string) =>
  (await query<{ status: string }>(db.url, 'select status from booking where id = $1', [id]))[0]!.status;

/** The car's trip count as stored, and as counted here from its bookings. */
async function tripCounts() {
  const [row] = await query<{ stored: number; counted: number }>(
    db.url,
    `select c.trip_count as stored,
            (select count(*)::int from booking b where b.car_id = c.id and b.status = 'completed') as counted
     from car c where c.id = $1`,
    [parties.cars[0]!.id],
  );
  return row!;
}

async function hostFigures() {
  const host = parties.users.host!;
  const dashboard = await parties.clients.host!.get(`/api/host/${host.id}/dashboard`);
  const profile = await parties.clients.renter!.get(`/api/hosts/${host.id}`);
  return {
    dashboard: dashboard.json<HostDashboard>().completedTrips,
    profile: profile.json<HostProfile>().tripsCompleted,
  };
}

describe(`the platform completes a trip ${TRIP_AUTO_COMPLETE_HOURS} hours after its return time`, () => {
  it('not a millisecond before; then as the system, in the history, the trip counts following', async () => {
    const due = await trip('2021-05-06', '2021-05-10');
    const later = await trip('2021-05-10', '2021-05-11');
    const unpaid = await trip('2021-05-02', '2021-05-04', 'pending');
    const cancelled = await trip('2021-05-04', '2021-05-06', 'cancelled');
    const before = { trips: await tripCounts(), host: await hostFigures() };

    clock = new Date(autoCompletionAt('2021-05-10').getTime() - 1);
    await api.jobs.runNow(JOB);
    expect(await statusOf(due)).toBe('confirmed');

    clock = autoCompletionAt('2021-05-10');
    expect(clock.getTime() - returnInstant('2021-05-10').getTime()).toBe(TRIP_AUTO_COMPLETE_HOURS * 3_600_000);
    await api.jobs.runNow(JOB);
    expect(await statusOf(due)).toBe('completed');
    expect(await statusOf(later)).toBe('confirmed');
    expect(await statusOf(unpaid)).toBe('pending');
    expect(await statusOf(cancelled)).toBe('cancelled');

    const events = await parties.clients.renter!.get(`/api/bookings/${due}/events`);
    expect(events.json<BookingEventView[]>()).toEqual([
      {
        id: expect.any(String),
        fromStatus: 'confirmed',
        toStatus: 'completed',
        actorRole: 'system',
        actor: null,
        createdAt: expect.any(String),
      },
    ]);
    const after = await tripCounts();
    expect(after).toEqual({ stored: before.trips.stored + 1, counted: before.trips.stored + 1 });
    expect(await hostFigures()).toEqual({
      dashboard: before.host.dashboard + 1,
      profile: before.host.profile + 1,
    });

    // done once: running again changes nothing
    await api.jobs.runNow(JOB);
    expect((await parties.clients.renter!.get(`/api/bookings/${due}/events`)).json<unknown[]>()).toHaveLength(1);
    expect(await tripCounts()).toEqual(after);
  });

  it('leaves a trip its host completed first alone, and counts it once', async () => {
    const id = await trip('2021-05-12', '2021-05-14');
    const before = await tripCounts();
    // the host marks it (its return time is long past on the real clock the routes read)
    const marked = await parties.clients.host!.postJson(`/api/bookings/${id}/status`, { status: 'completed' });
    expect(marked.status).toBe(200);
    expect(await tripCounts()).toEqual({ stored: before.stored + 1, counted: before.stored + 1 });
    clock = autoCompletionAt('2021-05-14');
    await api.jobs.runNow(JOB);
    const events = (await parties.clients.host!.get(`/api/bookings/${id}/events`)).json<BookingEventView[]>();
    expect(events.map((event) => event.actorRole)).toEqual(['host']);
    const after = await tripCounts();
    expect(after.stored).toBe(after.counted);
  });

  it('completes every trip due in one run, whatever the hour of its end date', async () => {
    const ids = [
      await trip('2021-05-15', '2021-05-16'),
      await trip('2021-05-16', '2021-05-17'),
      await trip('2021-05-17', '2021-05-18'),
    ];
    clock = new Date(autoCompletionAt('2021-05-18').getTime() - 1);
    await api.jobs.runNow(JOB);
    expect(await Promise.all(ids.map(statusOf))).toEqual(['completed', 'completed', 'confirmed']);
    clock = autoCompletionAt('2021-05-18');
    await api.jobs.runNow(JOB);
    expect(await statusOf(ids[2]!)).toBe('completed');
    const counts = await tripCounts();
    expect(counts.stored).toBe(counts.counted);
  });
});
