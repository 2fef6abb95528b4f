/** The calendar-sync module's face: a car's private iCalendar feed and the import of another calendar (decision 0043). */
export { calendarRefreshJob } from './calendar-refresh-job.ts';
export { CarCalendarSync } from './calendar-sync.entity.ts';
export { calendarSyncRoutes, parsesOwnCalendarBody } from './calendar-sync.routes.ts';
export { type CalendarFetchOptions, DEFAULT_CALENDAR_FETCH } from './ics-fetch.ts';
