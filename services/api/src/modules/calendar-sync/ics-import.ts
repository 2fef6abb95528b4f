/**
 * Reading another platform's calendar (ical.js, decision 0043): the Los Angeles calendar days its events take,
 * within [today, windowEnd). An all-day event takes its dates as written (DTEND exclusive); a timed event takes
 * every Los Angeles day it touches; a recurring event is expanded inside the window (its EXDATEs and moved or
 * cancelled occurrences honoured); cancelled and transparent ('free') events take nothing. Expanding is bounded for
 * the whole file (steps and wall-clock time), and an event whose dates cannot be read refuses the file: both with
 * a sentence the host reads, before anything is written.
 */
import {
  addDays,
  type BookedDateRange,
  CALENDAR_IMPORT_MAX_OCCURRENCES,
  CALENDAR_SYNC_MESSAGES,
  calendarDateIn,
  calendarUnreadableEventMessage,
  MARKET_TIME_ZONE,
  wallTimeToInstant,
} from '@ladrive/contracts';
import ICAL from 'ical.js';
import { mergeRanges } from './day-ranges.ts';

/** The text cannot be imported: the message is the one the host reads. */
export class CalendarRefusedError extends Error {}

/**
 * What reading one file may cost, all its recurring events together: a rule walked from long before the window
 * (every second since 1990) would otherwise hold the event loop for minutes. A daily rule from ten years ago is
 * 3,650 steps; `now` is a millisecond counter (tests pass their own).
 */
export interface ExpansionLimits {
  maxSteps: number;
  maxMs: number;
  now: () => number;
}

export const EXPANSION_LIMITS: ExpansionLimits = { maxSteps: 100_000, maxMs: 2_000, now: () => performance.now() };

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;
type Timezone = InstanceType<typeof ICAL.Timezone>;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const dateOf = (time: Time) => `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;

function isIanaZone(tzid: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tzid });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant a timed value names: UTC ('Z'), its zone as the file's VTIMEZONE defines it, an IANA zone the file
 * only names, or — floating or unknown — Los Angeles wall-clock time.
 */
function instantOf(time: Time, tzid: string | null, zones: ReadonlyMap<string, Timezone>): number {
  if (time.zone === ICAL.Timezone.utcTimezone || tzid === 'UTC') {
    return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  }
  const defined = tzid ? zones.get(tzid) : undefined;
  if (defined) {
    const inZone = time.clone();
    inZone.zone = defined;
    return inZone.toUnixTime() * 1000;
  }
  const zone = tzid && isIanaZone(tzid) ? tzid : MARKET_TIME_ZONE;
  return wallTimeToInstant(dateOf(time), time.hour, time.minute, zone).getTime() + time.second * 1000;
}

/** The days [start, end) one occurrence takes; `tzid` is its DTSTART's zone. */
function daysOf(start: Time, end: Time, tzid: string | null, zones: ReadonlyMap<string, Timezone>): BookedDateRange {
  if (start.isDate) {
    const startDate = dateOf(start);
    const endDate = dateOf(end);
    return { startDate, endDate: endDate > startDate ? endDate : addDays(startDate, 1) };
  }
  const startMs = instantOf(start, tzid, zones);
  const endMs = Math.max(instantOf(end, tzid, zones), startMs + 1);
  return {
    startDate: calendarDateIn(new Date(startMs)),
    // the last instant it covers is endMs − 1: an event ending at midnight does not take the next day
    endDate: addDays(calendarDateIn(new Date(endMs - 1)), 1),
  };
}

const takesNoTime = (component: Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED' ||
  String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT';

const tzidOf = (component: Component) => {
  const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : null;
};

const notICalendar = () => new CalendarRefusedError(CALENDAR_SYNC_MESSAGES.notICalendar);

function parseCalendar(text: string): Component {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw notICalendar();
  try {
    const parsed = ICAL.parse(text);
    // a file may hold several calendars: ical.js answers an array of them; the first one is read
    const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
    const calendar = new ICAL.Component(first);
    if (calendar.name !== 'vcalendar') throw notICalendar();
    return calendar;
  } catch {
    throw notICalendar();
  }
}

/** Counts expansion steps against the file's limits; past either, the file is refused. */
function expansionBudget(limits: ExpansionLimits): () => void {
  const startedAt = limits.now();
  let steps = 0;
  return () => {
    steps++;
    if (steps > limits.maxSteps || limits.now() - startedAt > limits.maxMs) {
      throw new CalendarRefusedError(CALENDAR_SYNC_MESSAGES.tooRepetitive);
    }
  };
}

/**
 * The merged days the calendar's events take in [today, windowEnd). Throws CalendarRefusedError: not an
 * iCalendar, an event with a date that cannot be read, or more recurrence than `limits` allow.
 */
export function daysTakenByCalendar(
  text: string,
  window: { today: string; windowEnd: string },
  limits: ExpansionLimits = EXPANSION_LIMITS,
): BookedDateRange[] {
  const calendar = parseCalendar(text);
  const zones = new Map<string, Timezone>();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const zone = new ICAL.Timezone(vtimezone);
    if (zone.tzid) zones.set(zone.tzid, zone);
  }
  const clip = (range: BookedDateRange): BookedDateRange | null => {
    let { startDate, endDate } = range;
    if (startDate < window.today) startDate = window.today;
    if (endDate > window.windowEnd) endDate = window.windowEnd;
    return startDate < endDate ? { startDate, endDate } : null;
  };
  const step = expansionBudget(limits);

  const vevents = calendar.getAllSubcomponents('vevent');
  // a moved or cancelled occurrence is a VEVENT with the series' UID and a RECURRENCE-ID
  const exceptionsByUid = new Map<string, Component[]>();
  for (const vevent of vevents) {
    if (!vevent.hasProperty('recurrence-id')) continue;
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    exceptionsByUid.set(uid, [...(exceptionsByUid.get(uid) ?? []), vevent]);
  }
  const series = new Set(
    vevents.filter((vevent) => !vevent.hasProperty('recurrence-id')).map((v) => v.getFirstPropertyValue('uid')),
  );

  /** The days one event (and its occurrences) takes; ical.js reads its dates only now, and throws on nonsense. */
  const daysOfEvent = (vevent: Component, uid: string): BookedDateRange[] => {
    const event = new ICAL.Event(vevent, {
      exceptions: vevent.hasProperty('recurrence-id') ? [] : (exceptionsByUid.get(uid) ?? []),
    });
    if (!event.isRecurring()) {
      if (takesNoTime(vevent)) return [];
      const range = clip(daysOf(event.startDate, event.endDate, tzidOf(vevent), zones));
      return range ? [range] : [];
    }
    const ranges: BookedDateRange[] = [];
    const expansion = event.iterator();
    while (ranges.length < CALENDAR_IMPORT_MAX_OCCURRENCES) {
      step();
      const next = expansion.next();
      if (!next || dateOf(next) >= window.windowEnd) break;
      const occurrence = event.getOccurrenceDetails(next);
      const component = occurrence.item.component;
      if (takesNoTime(component)) continue;
      const range = clip(daysOf(occurrence.startDate, occurrence.endDate, tzidOf(component), zones));
      if (range) ranges.push(range);
    }
    return ranges;
  };

  const taken: BookedDateRange[] = [];
  for (const vevent of vevents) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    // exceptions are read through their series (when the file has it)
    if (vevent.hasProperty('recurrence-id') && series.has(uid)) continue;
    if (!vevent.hasProperty('dtstart')) continue;
    try {
      taken.push(...daysOfEvent(vevent, uid));
    } catch (err) {
      if (err instanceof CalendarRefusedError) throw err;
      // refused rather than skipped: a day the other platform has booked must not silently stay open here
      throw new CalendarRefusedError(calendarUnreadableEventMessage(uid));
    }
  }
  return mergeRanges(taken);
}
