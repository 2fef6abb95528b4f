/**
 * Calendar sync (decision 0043): each car's private iCalendar feed of its taken days, and the import of another
 * platform's calendar (a URL refreshed by the job queue, or a pasted/uploaded file) into blocked days. The limits,
 * the feed's event titles and the sentences the API answers with live here, once, for the API and the host's screen.
 */
import * as v from 'valibot';
import { SITE_NAME } from './brand.ts';
import { message } from './i18n/messages.ts';
import { MAX_BOOKING_WINDOW_MONTHS } from './policy.ts';

/** An .ics file, pasted or fetched, is refused above this size. */
export const CALENDAR_IMPORT_MAX_BYTES = 1_000_000;
/** How long fetching an import URL may take, connection to last byte. */
export const CALENDAR_FETCH_TIMEOUT_MS = 10_000;
/** Redirects followed when fetching an import URL (each target checked like the first). */
export const CALENDAR_FETCH_MAX_REDIRECTS = 3;
export const CALENDAR_IMPORT_URL_MAX_LENGTH = 2000;
/** Recurring events are expanded this far ahead: no booking can be made further out. */
export const CALENDAR_IMPORT_WINDOW_MONTHS = MAX_BOOKING_WINDOW_MONTHS;
/** A recurring event yields at most this many occurrences (a daily rule over a year is 366). */
export const CALENDAR_IMPORT_MAX_OCCURRENCES = 1000;

/** The feed's event titles: what another platform shows, never who booked. */
export const CALENDAR_FEED_SUMMARIES = {
  booked: message('calendarSync.feedBooked', { site: SITE_NAME }),
  blocked: message('calendarSync.feedBlocked'),
};

/** Where an import came from: a URL refreshed by the job queue, or a file the host sent once. */
export const CALENDAR_IMPORT_SOURCES = ['url', 'file'] as const;
export type CalendarImportSource = (typeof CALENDAR_IMPORT_SOURCES)[number];

export const CALENDAR_SYNC_MESSAGES = {
  urlRequired: message('calendarSync.urlRequired'),
  urlScheme: message('calendarSync.urlScheme'),
  urlTooLong: message('calendarSync.urlTooLong', { max: CALENDAR_IMPORT_URL_MAX_LENGTH }),
  urlPrivate: message('calendarSync.urlPrivate'),
  urlUnreachable: message('calendarSync.urlUnreachable'),
  urlTimeout: message('calendarSync.urlTimeout', { seconds: CALENDAR_FETCH_TIMEOUT_MS / 1000 }),
  urlTooManyRedirects: message('calendarSync.urlTooManyRedirects', { count: CALENDAR_FETCH_MAX_REDIRECTS }),
  tooLarge: message('calendarSync.tooLarge', { megabytes: CALENDAR_IMPORT_MAX_BYTES / 1_000_000 }),
  icsRequired: message('calendarSync.icsRequired'),
  notICalendar: message('calendarSync.notICalendar'),
  tooRepetitive: message('calendarSync.tooRepetitive'),
  importFailed: message('calendarSync.importFailed'),
};

/** An HTTP status other than 2xx from the calendar's server, as the host reads it. */
export const calendarHttpErrorMessage = (status: number) =>
  message('calendarSync.httpError', { status: String(status) });

/** An event whose dates cannot be read: the whole calendar is refused, so none of its days goes unblocked unseen. */
export const calendarUnreadableEventMessage = (uid: string) =>
  message('calendarSync.unreadableEvent', { event: JSON.stringify(uid.slice(0, 100)) });

const httpUrlPattern = /^https?:\/\//i;

/** PUT /api/cars/:id/calendar-sync/import-url */
export const CalendarImportUrlSchema = v.object({
  url: v.pipe(
    v.string(CALENDAR_SYNC_MESSAGES.urlRequired),
    v.trim(),
    v.nonEmpty(CALENDAR_SYNC_MESSAGES.urlRequired),
    v.maxLength(CALENDAR_IMPORT_URL_MAX_LENGTH, CALENDAR_SYNC_MESSAGES.urlTooLong),
    v.regex(httpUrlPattern, CALENDAR_SYNC_MESSAGES.urlScheme),
    v.url(CALENDAR_SYNC_MESSAGES.urlScheme),
  ),
});
export type CalendarImportUrl = v.InferOutput<typeof CalendarImportUrlSchema>;

/** POST /api/cars/:id/calendar-sync/import-file: the file's text (pasted, or read by the browser). */
export const CalendarImportFileSchema = v.object({
  ics: v.pipe(
    v.string(CALENDAR_SYNC_MESSAGES.icsRequired),
    v.nonEmpty(CALENDAR_SYNC_MESSAGES.icsRequired),
    v.maxBytes(CALENDAR_IMPORT_MAX_BYTES, CALENDAR_SYNC_MESSAGES.tooLarge),
  ),
});
export type CalendarImportFile = v.InferOutput<typeof CalendarImportFileSchema>;

/** The public feed's path for a token (the API serves it under /api; the host copies the absolute URL). */
export const calendarFeedPath = (token: string) => `/api/calendars/${token}.ics`;
