import {
  ADVANCE_NOTICE_HOURS_CHOICES,
  type AdvanceNoticeHours,
  BLOCK_NOTE_MAX_LENGTH,
  type Car,
  type CarAvailability,
  type CarTripRules,
  conflictingRanges,
  MAX_BOOKING_WINDOW_MONTHS,
  MAX_TRIP_DAYS,
  MIN_TRIP_DAYS,
  toIsoDate,
} from '@ladrive/contracts';
import {
  Button,
  DangerNote,
  Dialog,
  Field,
  InApiLanguage,
  Input,
  Muted,
  Select,
  Skeleton,
} from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import { DayCalendarFrame, formatDayRange, pickerDays, spokenDay } from '@ladrive/marketplace-ui';
import { apiErrorMessage, toast } from '@ladrive/platform';
import { useState } from 'react';
import { type DateRange, DayPicker, type Modifiers } from 'react-day-picker';
import { enUS, es } from 'react-day-picker/locale';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { InDashboardLanguage } from '../../../lib/InDashboardLanguage';
import { useCarAvailability, useSaveAvailability } from '../api/availability-api';
import { type HostBlock, hostBlocksOf, pickedRange, withBlock, withoutRange } from '../lib/blocks';

/** The calendar's month and weekday names, and its navigation's labels, in the part's language. */
const PICKER_LOCALES = { en: enUS, es };

/** What a screen reader hears on a day: the date, then whether it is booked, blocked or picked. */
function useDayLabel() {
  const t = useT();
  const lang = useLanguage();
  return (date: Date, modifiers: Modifiers): string => {
    const notes = [
      modifiers.today && t('availability.dayToday'),
      modifiers.booked && t('availability.dayBooked'),
      modifiers.blocked && t('availability.dayBlocked'),
      modifiers.imported && t('availability.dayImported'),
      modifiers.selected && t('availability.daySelected'),
    ].filter(Boolean);
    return [spokenDay(date, lang), ...notes].join(', ');
  };
}

const Calendar = styled(DayCalendarFrame)`
  /* a bar under the number, so a booked day differs from a free one by more than its colour */
  .cal-booked .rdp-day_button {
    background: ${({ theme }) => theme.colors.infoSoft};
    font-weight: 700;
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.text};
  }
  .cal-blocked .rdp-day_button,
  .cal-imported .rdp-day_button {
    color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
    text-decoration: line-through;
  }
  .rdp-selected .rdp-day_button { outline: 2px solid ${({ theme }) => theme.colors.brand}; outline-offset: -2px; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0;
`;

const Rules = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 0 ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  legend { font-weight: 700; padding: 0 ${({ theme }) => theme.space(1)}; }
`;

const BlockList = styled.ul`
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

interface EditorProps {
  car: Pick<Car, 'id' | 'make' | 'model'>;
  availability: CarAvailability;
  onClose: () => void;
}

/** The calendar and the rules, edited locally and saved as a whole with 'Guardar calendario'. */
function AvailabilityEditor({ car, availability, onClose }: EditorProps) {
  const t = useT();
  const lang = useLanguage();
  const dayLabel = useDayLabel();
  const save = useSaveAvailability(car.id);
  const [blocks, setBlocks] = useState<HostBlock[]>(() => hostBlocksOf(availability));
  const [rules, setRules] = useState<CarTripRules>(availability.rules);
  const [picked, setPicked] = useState<DateRange | undefined>();
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  /** Why the days picked cannot be blocked (a guest's trip on them), said before anything is saved. */
  const [pickRefusal, setPickRefusal] = useState<string | null>(null);
  const imported = availability.blocked.filter((block) => block.source === 'import');
  const today = new Date();
  const range = picked?.from ? pickedRange(toIsoDate(picked.from), picked.to && toIsoDate(picked.to)) : undefined;

  function pick(days: DateRange | undefined) {
    setPicked(days);
    setPickRefusal(null);
  }

  function block() {
    if (!range) return;
    const trip = conflictingRanges(range, availability.booked)[0];
    if (trip) {
      setPickRefusal(t('availability.guestTrip', { days: formatDayRange(trip, lang) }));
      return;
    }
    setBlocks(withBlock(blocks, range, note));
    setPicked(undefined);
    setNote('');
  }

  function unblock(days = range) {
    if (!days) return;
    setBlocks(withoutRange(blocks, days));
    setPicked(undefined);
  }

  async function submit() {
    setRefusal(null);
    try {
      await save.mutateAsync({ blocks, ...rules });
      toast({
        title: t('availability.saved'),
        description: t('common.carName', { make: car.make, model: car.model }),
        variant: 'success',
      });
      onClose();
    } catch (error) {
      setRefusal(apiErrorMessage(error));
    }
  }

  const numberRule = (key: 'minDays' | 'maxDays' | 'bookingWindowMonths') => ({
    value: String(rules[key]),
    onChange: (event: { target: { value: string } }) => setRules({ ...rules, [key]: Number(event.target.value) }),
  });
  const dayChoices = Array.from({ length: MAX_TRIP_DAYS - MIN_TRIP_DAYS + 1 }, (_, index) => MIN_TRIP_DAYS + index);

  return (
    <>
      <Muted>{t('availability.intro')}</Muted>
      <Calendar>
        <DayPicker
          mode="range"
          locale={PICKER_LOCALES[lang]}
          selected={picked}
          onSelect={pick}
          startMonth={today}
          disabled={[{ before: today }, ...pickerDays(availability.booked), ...pickerDays(imported)]}
          modifiers={{
            booked: pickerDays(availability.booked),
            blocked: pickerDays(blocks),
            imported: pickerDays(imported),
          }}
          modifiersClassNames={{ booked: 'cal-booked', blocked: 'cal-blocked', imported: 'cal-imported' }}
          labels={{ labelDayButton: dayLabel }}
        />
      </Calendar>
      <Field label={t('availability.note')} hint={t('availability.noteHint')}>
        <Input value={note} maxLength={BLOCK_NOTE_MAX_LENGTH} onChange={(event) => setNote(event.target.value)} />
      </Field>
      <Row>
        <Button type="button" $size="sm" disabled={!range} onClick={block}>
          {range ? t('availability.blockRange', { days: formatDayRange(range, lang) }) : t('availability.blockDays')}
        </Button>
        <Button type="button" $variant="outline" $size="sm" disabled={!range} onClick={() => unblock()}>
          {t('availability.unblockDays')}
        </Button>
      </Row>

      {pickRefusal && <DangerNote role="alert">{pickRefusal}</DangerNote>}

      <h3>{t('availability.blocked')}</h3>
      {blocks.length === 0 && imported.length === 0 ? (
        <Muted>{t('availability.noBlocked')}</Muted>
      ) : (
        <BlockList aria-label={t('availability.blocked')}>
          {blocks.map((hostBlock) => (
            <li key={hostBlock.startDate}>
              <span>
                {formatDayRange(hostBlock, lang)}
                {hostBlock.note && (
                  // the host's own words: nobody translates them
                  <Muted as="span">
                    {' · '}
                    <span translate="no">{hostBlock.note}</span>
                  </Muted>
                )}
              </span>
              <Button
                type="button"
                $variant="ghost"
                $size="sm"
                aria-label={t('availability.unblockRange', { days: formatDayRange(hostBlock, lang) })}
                onClick={() => unblock(hostBlock)}
              >
                {t('availability.unblock')}
              </Button>
            </li>
          ))}
          {imported.map((importedBlock) => (
            <li key={`import-${importedBlock.startDate}`}>
              <span>
                {formatDayRange(importedBlock, lang)} <Muted as="span">{t('availability.importedBlock')}</Muted>
              </span>
            </li>
          ))}
        </BlockList>
      )}
      {availability.booked.length > 0 && (
        <>
          <h3>{t('availability.bookedTrips')}</h3>
          <BlockList aria-label={t('availability.bookedTrips')}>
            {availability.booked.map((trip) => (
              <li key={trip.startDate}>{formatDayRange(trip, lang)}</li>
            ))}
          </BlockList>
        </>
      )}

      <Rules>
        <legend>{t('availability.rules')}</legend>
        <Field label={t('availability.advanceNotice')}>
          <Select
            value={String(rules.advanceNoticeHours)}
            onChange={(event) =>
              setRules({ ...rules, advanceNoticeHours: Number(event.target.value) as AdvanceNoticeHours })
            }
          >
            {ADVANCE_NOTICE_HOURS_CHOICES.map((hours) => (
              <option key={hours} value={hours}>
                {t('availability.noticeHours', { hours })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('availability.minDays')}>
          <Select {...numberRule('minDays')}>
            {dayChoices.map((days) => (
              <option key={days}>{days}</option>
            ))}
          </Select>
        </Field>
        <Field label={t('availability.maxDays')}>
          <Select {...numberRule('maxDays')}>
            {dayChoices.map((days) => (
              <option key={days}>{days}</option>
            ))}
          </Select>
        </Field>
        <Field label={t('availability.windowMonths')}>
          <Select {...numberRule('bookingWindowMonths')}>
            {Array.from({ length: MAX_BOOKING_WINDOW_MONTHS }, (_, index) => index + 1).map((months) => (
              <option key={months}>{months}</option>
            ))}
          </Select>
        </Field>
      </Rules>
      {rules.maxDays < rules.minDays && <DangerNote role="alert">{t('availability.maxBelowMin')}</DangerNote>}
      {/* the API's refusal (e.g. a block over booked days, naming them), in the language it answered in */}
      {refusal && (
        <InApiLanguage>
          <DangerNote role="alert">{refusal}</DangerNote>
        </InApiLanguage>
      )}
      <Row>
        <Button type="button" disabled={save.isPending || rules.maxDays < rules.minDays} onClick={submit}>
          {t('availability.save')}
        </Button>
        <Button type="button" $variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </Row>
    </>
  );
}

export interface AvailabilityDialogProps {
  car: Pick<Car, 'id' | 'make' | 'model'>;
  onClose: () => void;
}

/** 'Calendario' on the Cars tab: the car's trips and blocked days, blocking and unblocking, and its trip rules. */
export function AvailabilityDialog(props: AvailabilityDialogProps) {
  return (
    <InDashboardLanguage>
      <AvailabilityDialogContent {...props} />
    </InDashboardLanguage>
  );
}

function AvailabilityDialogContent({ car, onClose }: AvailabilityDialogProps) {
  const t = useT();
  const availability = useCarAvailability(car.id);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('availability.title', { car: t('common.carName', { make: car.make, model: car.model }) })}
    >
      {availability.isPending ? (
        <Skeleton $height="24rem" role="status" aria-label={t('availability.loading')} />
      ) : availability.error ? (
        <div role="alert">
          <p>{t('availability.loadError')}</p>
          <Button onClick={() => availability.refetch()}>{t('common.retry')}</Button>
        </div>
      ) : (
        <AvailabilityEditor car={car} availability={availability.data} onClose={onClose} />
      )}
    </Dialog>
  );
}
