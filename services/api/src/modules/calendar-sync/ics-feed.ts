/**
 * Writing a car's feed (ical-generator, decision 0043): one all-day event per holding booking and per blocked
 * range, DTSTART/DTEND as VALUE=DATE with the end exclusive like our ranges. Titles only: nobody's name, no prices.
 */
import { type BookedDateRange, CALENDAR_FEED_SUMMARIES, isoDateToUtcMs, SITE_NAME } from '@ladrive/contracts';
import ical from 'ical-generator';

export interface FeedEntry extends BookedDateRange {
  /** Stable across refreshes, so a subscriber updates the event instead of adding another. */
  uid: string;
  kind: keyof typeof CALENDAR_FEED_SUMMARIES;
}

/** ical-generator writes an all-day event's dates from the Date's UTC day: midnight UTC is that calendar day. */
const utcDay = (date: string) => new Date(isoDateToUtcMs(date));

export function calendarFeed(name: string, entries: readonly FeedEntry[], now: Date): string {
  const calendar = ical({ name, prodId: { company: SITE_NAME, product: 'calendar-sync', language: 'ES' } });
  for (const entry of entries) {
    calendar.createEvent({
      id: entry.uid,
      start: utcDay(entry.startDate),
      end: utcDay(entry.endDate),
      allDay: true,
      summary: CALENDAR_FEED_SUMMARIES[entry.kind],
      stamp: now,
    });
  }
  return calendar.toString();
}
