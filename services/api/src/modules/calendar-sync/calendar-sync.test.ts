/**
 * Calendar sync on the real database: the private feed (rotated, revoked, nothing personal), the export
 * round-tripping through the import, imports that skip booked days and never touch the host's blocks, the refresh
 * job against a local calendar server on a test clock, and every refusal writing nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addDays,
  CALENDAR_FEED_SUMMARIES,
  CALENDAR_IMPORT_MAX_BYTES,
  CALENDAR_SYNC_MESSAGES,
  type CalendarSyncSettings,
  calendarHttpErrorMessage,
  calendarUnreadableEventMessage,
  marketToday,
} from '@ladrive/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../../index.ts';
import { sharedContractChecker } from '../../testing/contract.ts';
import { createParties, insertBooking, type TestParties } from '../../testing/fixtures.ts';
import { defaultText, query, TestClient, TestClock, useTestApi } from '../../testing/helpers.ts';

const clock = new TestClock();
let api: RunningApi;
let dbUrl = '';
// the calendar server below listens on 127.0.0.1: only tests may reach a private address
useTestApi(
  (started) => {
    api = started.api;
    dbUrl = started.db.url;
  },
  { now: clock.now, calendarFetch: { allowPrivateAddresses: true } },
);

let parties: TestParties;
let host: TestClient;
const today = () => marketToday(clock.now());
const day = (offset: number) => addDays(today(), offset);
const range = (from: number, to: number) => ({ startDate: day(from), endDate: day(to) });

/** A calendar server the test controls: what it answers next. */
const served = { status: 200, body: '' };
let calendarServer: Server;
let calendarUrl = '';

beforeAll(async () => {
  parties = await createParties(api, {
    domain: 'calendar-sync.test',
    people: [{ key: 'host', isHost: true }, { key: 'renter' }, { key: 'other' }, { key: 'admin', isAdmin: true }],
    cars: 6,
    contract: sharedContractChecker(),
  });
  host = parties.clients.host!;
  calendarServer = createServer((_req, res) => {
    res.writeHead(served.status, { 'content-type': 'text/calendar' });
    res.end(served.body);
  });
  await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
  calendarUrl = `http://127.0.0.1:${(calendarServer.address() as AddressInfo).port}/calendar.ics`;
});

afterAll(() => new Promise<void>((resolve) => calendarServer.close(() => resolve())));

const carId = (index: number) => parties.cars[index]!.id;
const syncPath = (index: number, rest = '') => `/api/cars/${carId(index)}/calendar-sync${rest}`;
const settingsOf = async (index: number) => (await host.get(syncPath(index))).json<CalendarSyncSettings>();
const pathOf = (feedUrl: string) => new URL(feedUrl).pathname;

async function blocksOf(index: number, source: 'host' | 'import') {
  return query<{ startDate: string; endDate: string }>(
    dbUrl,
    `select to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate"
       from car_block where car_id = $1 and source = $2 order by start_date`,
    [carId(index), source],
  );
}

async function hostBlock(index: number, from: number, to: number) {
  await query(
    dbUrl,
    `insert into car_block (car_id, start_date, end_date, note, source) values ($1, $2, $3, $4, 'host')`,
    [carId(index), day(from), day(to), 'Taller'],
  );
}

function book(index: number, from: number, to: number, status: 'pending' | 'confirmed' | 'cancelled' = 'confirmed') {
  return insertBooking(api, {
    car: parties.cars[index]!,
    renter: parties.users.renter!,
    startDate: day(from),
    endDate: day(to),
    status,
  });
}

/** `recorded` is the test clock's time, taken between `from` and now. */
function expectClockTime(recorded: string | null, from: Date) {
  const at = new Date(recorded!).getTime();
  expect(at).toBeGreaterThanOrEqual(from.getTime());
  expect(at).toBeLessThanOrEqual(clock.now().getTime());
}

const allDayEvent = (uid: string, from: number, to: number) =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${day(from).replaceAll('-', '')}`,
    `DTEND;VALUE=DATE:${day(to).replaceAll('-', '')}`,
    'SUMMARY:Reserved',
    'END:VEVENT',
  ].join('\r\n');
const ics = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Elsewhere//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');

describe('the private feed', () => {
  it('has no URL until the host makes one; the feed lists booked and blocked days as all-day events, nothing personal', async () => {
    expect(await settingsOf(0)).toMatchObject({ carId: carId(0), feedUrl: null, importSource: null });
    const bookingId = await book(0, 3, 6);
    await book(0, 10, 12, 'pending'); // its checkout hold still runs: it holds its dates
    await book(0, 20, 22, 'cancelled');
    await book(0, -10, -5); // over
    await hostBlock(0, 30, 33);

    const made = await host.postJson(syncPath(0, '/feed'), undefined);
    expect(made.status).toBe(200);
    const { feedUrl } = made.json<CalendarSyncSettings>();
    expect(feedUrl).toMatch(/^http:\/\/localhost:3000\/api\/calendars\/[\w-]{43}\.ics$/);

    const feed = await new TestClient(api.url).get(pathOf(feedUrl!));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(feed.headers.get('cache-control')).toBe('private, no-store');
    const compact = feed.text.replaceAll('-', '');
    expect(feed.text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    for (const [from, to] of [
      [3, 6],
      [10, 12],
      [30, 33],
    ] as const) {
      expect(compact).toContain(`DTSTART;VALUE=DATE:${day(from).replaceAll('-', '')}`);
      expect(compact).toContain(`DTEND;VALUE=DATE:${day(to).replaceAll('-', '')}`);
    }
    expect(feed.text.match(new RegExp(defaultText(CALENDAR_FEED_SUMMARIES.booked), 'g'))).toHaveLength(2);
    expect(feed.text).toContain(`SUMMARY:${defaultText(CALENDAR_FEED_SUMMARIES.blocked)}`);
    // no renter, no note, no money, no booking id
    expect(feed.text).not.toMatch(/renter|Tester|Taller|110/);
    expect(feed.text).not.toContain(bookingId);
    // the same event keeps its UID on the next refresh, so a subscriber updates it instead of adding another
    const uids = (text: string) => text.match(/^UID:.*$/gm);
    expect(uids(feed.text)).toHaveLength(3);
    expect(uids((await new TestClient(api.url).get(pathOf(feedUrl!))).text)).toEqual(uids(feed.text));
  });

  it('rotating makes the old URL 404 at once; revoking leaves none; an unknown token is 404', async () => {
    const first = (await host.postJson(syncPath(1, '/feed'), undefined)).json<CalendarSyncSettings>().feedUrl!;
    const visitor = new TestClient(api.url);
    expect((await visitor.get(pathOf(first))).status).toBe(200);
    const second = (await host.postJson(syncPath(1, '/feed'), undefined)).json<CalendarSyncSettings>().feedUrl!;
    expect(second).not.toBe(first);
    expect((await visitor.get(pathOf(first))).status).toBe(404);
    expect((await visitor.get(pathOf(second))).status).toBe(200);

    const revoked = await host.request('DELETE', syncPath(1, '/feed'));
    expect(revoked.status).toBe(200);
    expect(revoked.json<CalendarSyncSettings>().feedUrl).toBeNull();
    expect((await visitor.get(pathOf(second))).status).toBe(404);
    expect((await visitor.get('/api/calendars/not-a-token.ics')).status).toBe(404);
  });
});

describe('import', () => {
  it("round-trips: car A's feed imported into car B blocks exactly A's booked and blocked days", async () => {
    const feedUrl = (await settingsOf(0)).feedUrl!;
    const exported = (await new TestClient(api.url).get(pathOf(feedUrl))).text;
    const before = clock.now();
    const imported = await host.postJson(syncPath(2, '/import-file'), { ics: exported });
    expect(imported.status).toBe(200);
    const expected = [range(3, 6), range(10, 12), range(30, 33)];
    expect(imported.json<CalendarSyncSettings>()).toMatchObject({
      importSource: 'file',
      importUrl: null,
      lastError: null,
      importedBlocks: expected,
      skippedForBookings: [],
    });
    expectClockTime(imported.json<CalendarSyncSettings>().lastRefreshedAt, before);
    expect(await blocksOf(2, 'import')).toEqual(expected);
  });

  it("leaves out imported blocks from a feed, so two platforms syncing both ways don't echo", async () => {
    const feedUrl = (await host.postJson(syncPath(2, '/feed'), undefined)).json<CalendarSyncSettings>().feedUrl!;
    const feed = (await new TestClient(api.url).get(pathOf(feedUrl))).text;
    expect(feed).not.toContain('BEGIN:VEVENT');
  });

  it("skips and reports days a booking holds, replaces the previous import whole and never touches the host's blocks", async () => {
    await book(3, 5, 8);
    await hostBlock(3, 40, 42);
    const first = await host.postJson(syncPath(3, '/import-file'), {
      ics: ics(allDayEvent('x', 1, 10), allDayEvent('y', 39, 45)),
    });
    expect(first.status).toBe(200);
    expect(first.json<CalendarSyncSettings>()).toMatchObject({
      importedBlocks: [range(1, 5), range(8, 10), range(39, 40), range(42, 45)],
      skippedForBookings: [range(5, 8)],
    });
    const bookings = await query(dbUrl, `select status from booking where car_id = $1`, [carId(3)]);
    expect(bookings).toEqual([{ status: 'confirmed' }]);

    const second = await host.postJson(syncPath(3, '/import-file'), { ics: ics(allDayEvent('z', 50, 52)) });
    expect(second.json<CalendarSyncSettings>()).toMatchObject({
      importedBlocks: [range(50, 52)],
      skippedForBookings: [],
    });
    expect(await blocksOf(3, 'host')).toEqual([range(40, 42)]);

    const stopped = await host.request('DELETE', syncPath(3, '/import'));
    expect(stopped.json<CalendarSyncSettings>()).toMatchObject({ importSource: null, importedBlocks: [] });
    expect(await blocksOf(3, 'host')).toEqual([range(40, 42)]);
  });

  it('imports a URL when it is set, then the hourly job refreshes it on the queue clock and records failures', async () => {
    served.status = 200;
    served.body = ics(allDayEvent('a', 2, 4));
    const set = await host.putJson(syncPath(4, '/import-url'), { url: calendarUrl });
    expect(set.status).toBe(200);
    expect(set.json<CalendarSyncSettings>()).toMatchObject({
      importSource: 'url',
      importUrl: calendarUrl,
      importedBlocks: [range(2, 4)],
    });

    served.body = ics(allDayEvent('b', 6, 9));
    // the event's dates as written now: the clock's two hours below may cross midnight in Los Angeles
    const served69 = range(6, 9);
    clock.advance(60);
    const jobStarted = clock.now();
    await api.jobs.runNow('calendar-sync.refresh-imports');
    const refreshed = await settingsOf(4);
    expect(refreshed).toMatchObject({ importedBlocks: [served69], lastError: null });
    // an hour on by the queue's clock: the job's time, not the machine's
    expectClockTime(refreshed.lastRefreshedAt, jobStarted);

    const lastSuccess = refreshed.lastRefreshedAt;
    served.status = 503;
    clock.advance(60);
    await api.jobs.runNow('calendar-sync.refresh-imports');
    const failed = await settingsOf(4);
    // the previous blocks stay; the host reads why the refresh failed
    expect(failed).toMatchObject({
      importedBlocks: [served69],
      lastError: defaultText(calendarHttpErrorMessage(503)),
      lastRefreshedAt: lastSuccess,
    });

    // an unexpected failure (here the database refusing the rows) is recorded too, and the job still completes
    served.status = 200;
    served.body = ics(allDayEvent('f', 12, 14));
    await query(dbUrl, `alter table car_block add constraint test_refuse_imports check (source <> 'import') not valid`);
    try {
      await api.jobs.runNow('calendar-sync.refresh-imports');
    } finally {
      await query(dbUrl, 'alter table car_block drop constraint test_refuse_imports');
    }
    expect(await settingsOf(4)).toMatchObject({
      importedBlocks: [served69],
      lastError: defaultText(CALENDAR_SYNC_MESSAGES.importFailed),
    });
  });

  it('neither serves nor refreshes the calendar of a removed car', async () => {
    served.status = 200;
    served.body = ics(allDayEvent('c', 1, 2));
    expect((await host.putJson(syncPath(5, '/import-url'), { url: calendarUrl })).status).toBe(200);
    const feedUrl = (await host.postJson(syncPath(5, '/feed'), undefined)).json<CalendarSyncSettings>().feedUrl!;
    await query(dbUrl, 'update car set deleted_at = now() where id = $1', [carId(5)]);

    expect((await new TestClient(api.url).get(pathOf(feedUrl))).status).toBe(404);
    expect((await host.get(syncPath(5))).status).toBe(404);
    served.body = ics(allDayEvent('d', 20, 22));
    await api.jobs.runNow('calendar-sync.refresh-imports');
    expect(await blocksOf(5, 'import')).toEqual([range(1, 2)]);
  });
});

describe('refusals', () => {
  const snapshot = () =>
    Promise.all([
      query(dbUrl, 'select * from car_calendar_sync order by id'),
      query(dbUrl, 'select * from car_block order by id'),
    ]);

  it('anonymous 401, another user 403, an admin may; an unknown car 404 — nothing written', async () => {
    const before = await snapshot();
    const routes = [
      ['GET', syncPath(1)],
      ['POST', syncPath(1, '/feed')],
      ['DELETE', syncPath(1, '/feed')],
      ['PUT', syncPath(1, '/import-url')],
      ['POST', syncPath(1, '/import-file')],
      ['DELETE', syncPath(1, '/import')],
    ] as const;
    const bodies = { PUT: { url: calendarUrl }, POST: { ics: ics(allDayEvent('e', 1, 2)) } } as Record<string, unknown>;
    for (const [method, path] of routes) {
      const json = path.endsWith('/feed') ? undefined : bodies[method];
      expect((await new TestClient(api.url).request(method, path, { json })).status).toBe(401);
      const other = await parties.clients.other!.request(method, path, { json });
      expect(other.status).toBe(403);
      expect(other.json()).toHaveProperty('message');
      const unknownCar = path.replace(carId(1), '00000000-0000-4000-8000-000000000000');
      expect((await host.request(method, unknownCar, { json })).status).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
    expect((await parties.clients.admin!.get(syncPath(1))).status).toBe(200);
  });

  it('a bad URL or file is a 400 naming the field, with nothing written', async () => {
    const before = await snapshot();
    const refusals: [string, unknown, string, string][] = [
      ['/import-url', { url: 'ftp://example.com/cal.ics' }, 'url', CALENDAR_SYNC_MESSAGES.urlScheme],
      ['/import-url', {}, 'url', CALENDAR_SYNC_MESSAGES.urlRequired],
      ['/import-url', { url: `${calendarUrl}?missing` }, 'url', calendarHttpErrorMessage(404)],
      ['/import-file', { ics: 'not a calendar' }, 'ics', CALENDAR_SYNC_MESSAGES.notICalendar],
      ['/import-file', { ics: '' }, 'ics', CALENDAR_SYNC_MESSAGES.icsRequired],
      [
        '/import-file',
        { ics: `BEGIN:VCALENDAR\r\n${'X'.repeat(CALENDAR_IMPORT_MAX_BYTES)}` },
        'ics',
        CALENDAR_SYNC_MESSAGES.tooLarge,
      ],
      [
        '/import-file',
        {
          ics: ics(
            allDayEvent('good', 1, 2),
            allDayEvent('bad', 3, 4).replace(/DTSTART;VALUE=DATE:(\d+)/, 'DTSTART:$199'),
          ),
        },
        'ics',
        calendarUnreadableEventMessage('bad'),
      ],
      // every second since 1990, ten times over: refused within the file's expansion limits
      [
        '/import-file',
        {
          ics: ics(
            ...Array.from({ length: 10 }, (_, i) =>
              ['BEGIN:VEVENT', `UID:s${i}`, 'DTSTART:19900101T000000Z', 'RRULE:FREQ=SECONDLY', 'END:VEVENT'].join(
                '\r\n',
              ),
            ),
          ),
        },
        'ics',
        CALENDAR_SYNC_MESSAGES.tooRepetitive,
      ],
    ];
    served.status = 404;
    for (const [rest, json, field, refusal] of refusals) {
      const res = await host.request(rest === '/import-url' ? 'PUT' : 'POST', syncPath(1, rest), { json });
      expect(res.status).toBe(400);
      const message = defaultText(refusal);
      expect(res.json()).toMatchObject({ message, issues: [{ path: field, message }] });
    }
    served.status = 200;
    served.body = '<html>not a calendar</html>';
    const html = await host.putJson(syncPath(1, '/import-url'), { url: calendarUrl });
    expect(html.json()).toMatchObject({
      issues: [{ path: 'url', message: defaultText(CALENDAR_SYNC_MESSAGES.notICalendar) }],
    });
    served.body = ics(allDayEvent('bad', 3, 4).replace(/DTSTART;VALUE=DATE:(\d+)/, 'DTSTART;VALUE=TEXT:$1'));
    const unreadable = await host.putJson(syncPath(1, '/import-url'), { url: calendarUrl });
    expect(unreadable.status).toBe(400);
    expect(unreadable.json()).toMatchObject({
      issues: [{ path: 'url', message: defaultText(calendarUnreadableEventMessage('bad')) }],
    });
    expect(await snapshot()).toEqual(before);
  });
});
