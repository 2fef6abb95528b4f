import { addDays, type BookedDateRange, conflictingRanges, isValidIsoDate, toIsoDate } from '@ladrive/contracts';
import { DangerNote, formatDate } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { DayCalendarFrame, dayOf, pickerDays, spokenDay } from '@ladrive/marketplace-ui';
import { useState } from 'react';
import { type DateRange, DayPicker, type Modifiers } from 'react-day-picker';
import { enUS, es } from 'react-day-picker/locale';
import styled from 'styled-components';
import { type MessageId, useT } from '../../../i18n';

/** The calendar's month and weekday names in each language. */
const PICKER_LOCALES = { en: enUS, es };

/** What a screen reader hears on a day after its date: whether it is booked, blocked, past or chosen. */
function dayNotes(modifiers: Modifiers): MessageId[] {
  return [
    modifiers.today && 'calendar.today',
    modifiers.booked && 'calendar.booked',
    modifiers.blocked && 'calendar.blocked',
    !modifiers.booked && !modifiers.blocked && modifiers.disabled && 'calendar.unavailable',
    modifiers.range_start && 'calendar.tripStart',
    modifiers.range_end && 'calendar.tripEnd',
  ].filter((note): note is MessageId => typeof note === 'string');
}

const Wrapper = styled(DayCalendarFrame)`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  .rdp-booked .rdp-day_button,
  .rdp-blocked .rdp-day_button {
    color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
    text-decoration: line-through;
  }
  .rdp-range_middle .rdp-day_button { background: ${({ theme }) => theme.colors.brandSoft}; border-radius: 0; }
  .rdp-range_start .rdp-day_button,
  .rdp-range_end .rdp-day_button {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    font-weight: 700;
  }
`;

const Legend = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Refusal = styled(DangerNote)`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

export interface TripDates {
  startDate: string;
  endDate: string;
}

export interface TripCalendarProps extends TripDates {
  booked: readonly BookedDateRange[];
  /** Days the host blocked (or imported from another calendar): struck through like booked ones. */
  blocked?: readonly BookedDateRange[];
  /** The first day a trip may start (its 10:00 pickup still ahead, and the host's notice). */
  earliest: string;
  /** The last day a trip may reach (the host's booking window and longest trip); none: no limit. */
  latest?: string;
  /** Why the car's rules refuse a trip (minimum or maximum length, …), or undefined when they accept it. */
  refuse?: (trip: TripDates) => string | undefined;
  disabled?: boolean;
  onChange: (trip: TripDates) => void;
}

/**
 * The trip as a range on a month calendar (react-day-picker: arrow keys move between days, Enter
 * picks): past and booked days cannot be picked, and a range that would cross booked days is refused
 * with a message and starts over from the day just picked. The first pick is the start, the second
 * the end; the trip changes only when both are set.
 */
export function TripCalendar({
  startDate,
  endDate,
  booked,
  blocked = [],
  earliest,
  latest,
  refuse,
  disabled = false,
  onChange,
}: TripCalendarProps) {
  const t = useT();
  const lang = useLanguage();
  /** `lastDay`: the range's last day named (a booking's return day, a block's last blocked day). */
  const crossing = (message: MessageId, range: BookedDateRange, lastDay = range.endDate) =>
    t(message, { start: formatDate(range.startDate, lang), end: formatDate(lastDay, lang) });
  // only a half-chosen range (a start, no end yet) lives here; a whole one is the form's
  const [pendingStart, setPendingStart] = useState<Date | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  // A start typed into the date field turns the calendar to its month, unless the trip already shows there
  // (a trip picked across two months keeps the month where its end was picked).
  const [month, setMonth] = useState(() => dayOf(startDate || earliest));
  const [shownStart, setShownStart] = useState(startDate);
  if (startDate !== shownStart) {
    setShownStart(startDate);
    const shown = toIsoDate(month).slice(0, 7);
    const tripShown = startDate.startsWith(shown) || endDate.startsWith(shown);
    if (isValidIsoDate(startDate) && !tripShown) setMonth(dayOf(startDate));
  }
  const bookedMatchers = pickerDays(booked);
  const blockedMatchers = pickerDays(blocked);
  const selected: DateRange = pendingStart
    ? { from: pendingStart, to: undefined }
    : { from: dayOf(startDate), to: endDate > startDate ? dayOf(endDate) : undefined };

  function select(range: DateRange | undefined, picked: Date) {
    const from = range?.from ?? picked;
    const to = range?.to;
    if (!to || toIsoDate(to) <= toIsoDate(from)) {
      setPendingStart(from);
      setRefusal(null);
      return;
    }
    const trip = { startDate: toIsoDate(from), endDate: toIsoDate(to) };
    const clash = conflictingRanges(trip, booked)[0];
    const blockedClash = conflictingRanges(trip, blocked)[0];
    const refused =
      (clash && crossing('calendar.crossesBooked', clash)) ||
      (blockedClash && crossing('calendar.crossesBlocked', blockedClash, addDays(blockedClash.endDate, -1))) ||
      refuse?.(trip);
    if (refused) {
      setPendingStart(picked);
      setRefusal(refused);
      return;
    }
    setPendingStart(undefined);
    setRefusal(null);
    onChange(trip);
  }

  return (
    <Wrapper>
      <DayPicker
        mode="range"
        locale={PICKER_LOCALES[lang]}
        selected={selected}
        onSelect={select}
        resetOnSelect
        month={month}
        onMonthChange={setMonth}
        startMonth={dayOf(earliest)}
        disabled={
          disabled
            ? true
            : [
                { before: dayOf(earliest) },
                ...(latest ? [{ after: dayOf(latest) }] : []),
                ...bookedMatchers,
                ...blockedMatchers,
              ]
        }
        modifiers={{ booked: bookedMatchers, blocked: blockedMatchers }}
        modifiersClassNames={{ booked: 'rdp-booked', blocked: 'rdp-blocked' }}
        labels={{
          labelDayButton: (date, modifiers) =>
            [spokenDay(date, lang), ...dayNotes(modifiers).map((note) => t(note))].join(', '),
        }}
      />
      <Legend>{t(pendingStart ? 'calendar.pickReturn' : 'calendar.howTo')}</Legend>
      {refusal && <Refusal role="alert">{refusal}</Refusal>}
    </Wrapper>
  );
}
