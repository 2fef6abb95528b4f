/**
 * What the month calendars of two remotes share (the car page's trip picker in mfe-search, the host's availability
 * calendar in mfe-host, both react-day-picker): days as the picker holds them, how a day and a range are read, and
 * the calendar's look. Each calendar adds its own modifiers' styles on top of `DayCalendarFrame`.
 */
import { addDays } from '@ladrive/contracts';
import { formatDate, type Language, LOCALE_OF } from '@ladrive/design-system';
import styled from 'styled-components';

/** 'YYYY-MM-DD' → that day at local midnight (what the picker's days are). */
export function dayOf(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** Ranges [startDate, endDate) → the picker's days, each range's end day (its first free one) left out. */
export const pickerDays = (ranges: readonly { startDate: string; endDate: string }[]) =>
  ranges.map((range) => ({ from: dayOf(range.startDate), to: dayOf(addDays(range.endDate, -1)) }));

const DAY_NAME = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
/** One formatter per language, made the first time a calendar of that language names a day. */
const dayNames: Partial<Record<Language, Intl.DateTimeFormat>> = {};

/** 'jueves, 10 de junio de 2027' / 'Thursday, June 10, 2027': how a screen reader starts a day's name. */
export function spokenDay(date: Date, lang: Language): string {
  dayNames[lang] ??= new Intl.DateTimeFormat(LOCALE_OF[lang], DAY_NAME);
  return dayNames[lang].format(date);
}

/**
 * "10 jun 2031" or "10 jun 2031 – 12 jun 2031" ("Jun 10, 2031 – Jun 12, 2031" in English): the days a range
 * [startDate, endDate) takes, its last one named.
 */
export function formatDayRange({ startDate, endDate }: { startDate: string; endDate: string }, lang: Language): string {
  const last = addDays(endDate, -1);
  return last <= startDate ? formatDate(startDate, lang) : `${formatDate(startDate, lang)} – ${formatDate(last, lang)}`;
}

/** react-day-picker's month, drawn in the design system's colours, spacing and touch sizes. */
export const DayCalendarFrame = styled.div`
  .rdp-root { position: relative; }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 2.5rem;
    font-weight: 700;
    text-transform: capitalize;
  }
  .rdp-nav {
    position: absolute;
    top: 0;
    right: 0;
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.5rem;
    height: 2.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  .rdp-button_previous:disabled,
  .rdp-button_next:disabled { opacity: 0.4; cursor: default; }
  .rdp-chevron { width: 1rem; height: 1rem; fill: currentColor; }
  .rdp-month_grid { width: 100%; border-collapse: collapse; }
  .rdp-weekday {
    padding: ${({ theme }) => theme.space(1)} 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizes.xs};
    font-weight: 600;
    text-transform: uppercase;
  }
  .rdp-day { padding: 1px 0; text-align: center; }
  .rdp-day_button {
    width: 100%;
    min-width: 2.25rem;
    height: 2.5rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .rdp-day_button:hover:not(:disabled) { background: ${({ theme }) => theme.colors.brandSoft}; }
  .rdp-today .rdp-day_button { font-weight: 800; text-decoration: underline; }
  .rdp-outside { color: ${({ theme }) => theme.colors.textMuted}; }
  .rdp-disabled .rdp-day_button { color: ${({ theme }) => theme.colors.textMuted}; cursor: not-allowed; }
`;
