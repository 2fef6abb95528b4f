/**
 * Writing a car's feed (ical-generator, decision 0043): one all-day event per holding booking and per blocked
 * range, DTSTART/DTEND as VALUE=DATE with the end exclusive like our ranges. Titles only: nobody's name, no prices.
 */
import {
  type BookedDateRange,
  CALENDAR_FEED_SUMMARIES,
  isoDateToUtcMs,
  type Language,
  SITE_NAME,
} from '@ladrive/contracts';
import { messageText } from '@ladrive/contracts/message-text';
import ical from 'ical-generator';

export interface FeedEntry extends BookedDateRange {
  /** Stable across refreshes, so a subscriber updates the event instead of adding another. */
  uid: string;
  kind: keyof typeof CALENDAR_FEED_SUMMARIES;
}

/** ical-generator writes an all-day event's dates from the Date's UTC day: midnight UTC is that calendar day. */
const utcDay = (date: string) => new Date(isoDateToUtcMs(date));

/** The feed in the host's account language (null: the titles' default, Spanish). */
export function calendarFeed(
  name: string,
  entries: readonly FeedEntry[],
  now: Date,
  language: Language | null,
): string {
  const summaries = {
    booked: messageText(CALENDAR_FEED_SUMMARIES.booked, language),
    blocked: messageText(CALENDAR_FEED_SUMMARIES.blocked, language),
  };
  const prodId = { company: SITE_NAME, product: 'calendar-sync', language: (language ?? 'es').toUpperCase() };
  const calendar = ical({ name, prodId });
  for (const entry of entries) {
    calendar.createEvent({
      id: entry.uid,
      start: utcDay(entry.startDate),
      end: utcDay(entry.endDate),
      allDay: true,
      summary: summaries[entry.kind],
      stamp: now,
    });
  }
  return calendar.toString();
}
