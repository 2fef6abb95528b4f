/** Reading another platform's calendar into Los Angeles days: all-day, timed, recurring, cancelled, refused. */
import { CALENDAR_SYNC_MESSAGES, calendarUnreadableEventMessage } from '@ladrive/contracts';
import { describe, expect, it } from 'vitest';
import { intersectRanges, mergeRanges, subtractRanges } from './day-ranges.ts';
import { CalendarRefusedError, daysTakenByCalendar, EXPANSION_LIMITS } from './ics-import.ts';

const window = { today: '2027-01-01', windowEnd: '2028-01-01' };
const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20261201T000000Z', ...lines, 'END:VEVENT'].join('\r\n');

describe('daysTakenByCalendar', () => {
  it('takes an all-day event as written, its end exclusive, and a one-day event without an end', () => {
    const ics = calendar(
      event('UID:a', 'DTSTART;VALUE=DATE:20270310', 'DTEND;VALUE=DATE:20270313'),
      event('UID:b', 'DTSTART;VALUE=DATE:20270401'),
    );
    expect(daysTakenByCalendar(ics, window)).toEqual([
      { startDate: '2027-03-10', endDate: '2027-03-13' },
      { startDate: '2027-04-01', endDate: '2027-04-02' },
    ]);
  });

  it('takes every Los Angeles day a timed event touches, whatever zone it is written in', () => {
    const ics = calendar(
      // 23:00–01:00 in New York is 20:00–22:00 in Los Angeles: one day
      event('UID:ny', 'DTSTART;TZID=America/New_York:20270201T230000', 'DTEND;TZID=America/New_York:20270202T010000'),
      // 06:00–09:00 UTC is 22:00–01:00 in Los Angeles (PST): two days
      event('UID:utc', 'DTSTART:20270305T060000Z', 'DTEND:20270305T090000Z'),
      // floating time is Los Angeles time; ending at midnight does not take the next day
      event('UID:float', 'DTSTART:20270601T100000', 'DTEND:20270602T000000'),
    );
    expect(daysTakenByCalendar(ics, window)).toEqual([
      { startDate: '2027-02-01', endDate: '2027-02-02' },
      { startDate: '2027-03-04', endDate: '2027-03-06' },
      { startDate: '2027-06-01', endDate: '2027-06-02' },
    ]);
  });

  it('counts Los Angeles days by the offset of each instant, across the March and November DST changes', () => {
    const ics = calendar(
      // 07:30–08:30 UTC on 14 March 2027 is 23:30 PST on the 13th to 00:30 PST on the 14th (DST starts at 02:00)
      event('UID:march', 'DTSTART:20270314T073000Z', 'DTEND:20270314T083000Z'),
      // 01:30–03:30 Los Angeles time on the morning the clocks go forward: one day
      event(
        'UID:spring',
        'DTSTART;TZID=America/Los_Angeles:20270314T013000',
        'DTEND;TZID=America/Los_Angeles:20270314T033000',
      ),
      // 06:30–07:30 UTC on 7 November 2027 is 23:30 PDT on the 6th to 00:30 PDT on the 7th (DST ends at 02:00)
      event('UID:november', 'DTSTART:20271107T063000Z', 'DTEND:20271107T073000Z'),
      // the same UTC hour a week later is 22:30–23:30 PST on the 13th: one day
      event('UID:after', 'DTSTART:20271114T063000Z', 'DTEND:20271114T073000Z'),
    );
    expect(daysTakenByCalendar(ics, window)).toEqual([
      { startDate: '2027-03-13', endDate: '2027-03-15' },
      { startDate: '2027-11-06', endDate: '2027-11-08' },
      { startDate: '2027-11-13', endDate: '2027-11-14' },
    ]);
  });

  it("reads a zone from the file's own VTIMEZONE (a Windows name)", () => {
    const ics = calendar(
      [
        'BEGIN:VTIMEZONE',
        'TZID:Tokyo Standard Time',
        'BEGIN:STANDARD',
        'DTSTART:16010101T000000',
        'TZOFFSETFROM:+0900',
        'TZOFFSETTO:+0900',
        'END:STANDARD',
        'END:VTIMEZONE',
      ].join('\r\n'),
      // 10:00–12:00 in Tokyo on the 10th is 17:00–19:00 on the 9th in Los Angeles
      event(
        'UID:tokyo',
        'DTSTART;TZID=Tokyo Standard Time:20270510T100000',
        'DTEND;TZID=Tokyo Standard Time:20270510T120000',
      ),
    );
    expect(daysTakenByCalendar(ics, window)).toEqual([{ startDate: '2027-05-09', endDate: '2027-05-10' }]);
  });

  it('expands a recurring event inside the window, without its excluded, cancelled or moved-away dates', () => {
    const ics = calendar(
      event(
        'UID:weekly',
        'DTSTART;VALUE=DATE:20270104',
        'DTEND;VALUE=DATE:20270105',
        'RRULE:FREQ=WEEKLY;COUNT=5',
        'EXDATE;VALUE=DATE:20270111',
      ),
      // the third Monday moves to Wednesday; the fourth is cancelled
      event(
        'UID:weekly',
        'RECURRENCE-ID;VALUE=DATE:20270118',
        'DTSTART;VALUE=DATE:20270120',
        'DTEND;VALUE=DATE:20270121',
      ),
      event('UID:weekly', 'RECURRENCE-ID;VALUE=DATE:20270125', 'DTSTART;VALUE=DATE:20270125', 'STATUS:CANCELLED'),
    );
    expect(daysTakenByCalendar(ics, window)).toEqual([
      { startDate: '2027-01-04', endDate: '2027-01-05' },
      { startDate: '2027-01-20', endDate: '2027-01-21' },
      { startDate: '2027-02-01', endDate: '2027-02-02' },
    ]);
  });

  it('stops an endless rule at the end of the window and clips what started before today', () => {
    const ics = calendar(
      event('UID:daily', 'DTSTART;VALUE=DATE:20250101', 'RRULE:FREQ=DAILY'),
      event('UID:long', 'DTSTART;VALUE=DATE:20261220', 'DTEND;VALUE=DATE:20270105'),
    );
    expect(daysTakenByCalendar(ics, window)).toEqual([{ startDate: '2027-01-01', endDate: '2028-01-01' }]);
  });

  it('ignores cancelled and free (transparent) events, and the past', () => {
    const ics = calendar(
      event('UID:c', 'DTSTART;VALUE=DATE:20270310', 'STATUS:CANCELLED'),
      event('UID:t', 'DTSTART;VALUE=DATE:20270311', 'TRANSP:TRANSPARENT'),
      event('UID:p', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261205'),
    );
    expect(daysTakenByCalendar(ics, window)).toEqual([]);
  });

  it('refuses text that is not an iCalendar', () => {
    for (const text of ['hello', '<html></html>', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:nonsense']) {
      expect(() => daysTakenByCalendar(text, window)).toThrow(CalendarRefusedError);
    }
  });

  it('refuses a calendar with an event whose dates cannot be read, naming the event', () => {
    for (const dtstart of ['DTSTART:20270101', 'DTSTART:20271399', 'DTSTART;VALUE=TEXT:x']) {
      const ics = calendar(event('UID:good', 'DTSTART;VALUE=DATE:20270310'), event('UID:bad', dtstart));
      expect(() => daysTakenByCalendar(ics, window)).toThrow(
        new CalendarRefusedError(calendarUnreadableEventMessage('bad')),
      );
    }
  });

  const secondly = (count: number) =>
    calendar(
      ...Array.from({ length: count }, (_, i) => event(`UID:s${i}`, 'DTSTART:19900101T000000Z', 'RRULE:FREQ=SECONDLY')),
    );
  const tooRepetitive = new CalendarRefusedError(CALENDAR_SYNC_MESSAGES.tooRepetitive);

  it('bounds the steps of expanding recurrence for the whole file, not per event', () => {
    const limits = { ...EXPANSION_LIMITS, maxSteps: 1_000 };
    // 600 daily steps from 2025 reach the window; two such events are 1,200 steps together
    const daily = (uid: string) => event(`UID:${uid}`, 'DTSTART;VALUE=DATE:20250601', 'RRULE:FREQ=DAILY;COUNT=600');
    expect(daysTakenByCalendar(calendar(daily('a')), window, limits)).toHaveLength(1);
    expect(() => daysTakenByCalendar(calendar(daily('a'), daily('b')), window, limits)).toThrow(tooRepetitive);
    const startedAt = performance.now();
    expect(() => daysTakenByCalendar(secondly(10), window, limits)).toThrow(tooRepetitive);
    expect(performance.now() - startedAt).toBeLessThan(1_000);
  });

  it('bounds the time of expanding recurrence', () => {
    let ms = 0;
    // each reading of the clock is 100 ms later: the 2 s limit passes on the 21st step
    const limits = { maxSteps: Number.POSITIVE_INFINITY, maxMs: 2_000, now: () => (ms += 100) };
    expect(() => daysTakenByCalendar(secondly(1), window, limits)).toThrow(tooRepetitive);
    expect(ms).toBeLessThan(2_300);
  });
});

describe('day ranges', () => {
  const r = (startDate: string, endDate: string) => ({ startDate, endDate });
  it('merges touching ranges and subtracts and intersects sets of days', () => {
    expect(mergeRanges([r('2027-01-05', '2027-01-07'), r('2027-01-01', '2027-01-05')])).toEqual([
      r('2027-01-01', '2027-01-07'),
    ]);
    const taken = [r('2027-01-01', '2027-01-10')];
    const booked = [r('2027-01-03', '2027-01-05'), r('2027-01-09', '2027-01-12')];
    expect(subtractRanges(taken, booked)).toEqual([r('2027-01-01', '2027-01-03'), r('2027-01-05', '2027-01-09')]);
    expect(intersectRanges(taken, booked)).toEqual([r('2027-01-03', '2027-01-05'), r('2027-01-09', '2027-01-10')]);
  });
});
