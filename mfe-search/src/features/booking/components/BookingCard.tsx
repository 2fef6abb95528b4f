import {
  addDays,
  BOOKING_RULE_MESSAGES,
  bookingDatesIssue,
  type Car,
  type CarTripRules,
  carRuleIssue,
  carRulesSummaryEs,
  conflictingRanges,
  earliestStartDate,
  earliestStartForNotice,
  formatUSD,
  formatWholeUSD,
  HOST_RESPONSE_HOURS,
  INSURANCE_CENTS_PER_DAY,
  isValidIsoDate,
  latestStartDate,
  latestStartForWindow,
  MAX_BOOKING_WINDOW_MONTHS,
  MONTHLY_DISCOUNT_MIN_DAYS,
  PLATFORM_TRIP_RULES,
  paths,
  quoteBooking,
  sortRanges,
  TRIP_DATE_REFUSALS_ES,
  WEEKLY_DISCOUNT_MIN_DAYS,
} from '@ladrive/contracts';
import {
  Button,
  Card,
  Checkbox,
  DangerNote,
  Field,
  formatDate,
  Input,
  Skeleton,
  WhenNearScreen,
} from '@ladrive/design-system';
import { useForm } from '@ladrive/form-state';
import { useLanguage } from '@ladrive/i18n';
import { useContractTextOnDemand } from '@ladrive/i18n/catalogs';
import { bookingPageHref, PriceBreakdown, queryWithTrip, tripFromQuery } from '@ladrive/marketplace-ui';
import { toast, useSession } from '@ladrive/platform';
import { Link, useNavigate, useSearchParams } from '@ladrive/routing';
import { lazy, useEffect } from 'react';
import styled from 'styled-components';
import { type Translator, translate, useT } from '../../../i18n';
import { T } from '../../../i18n/rich-text';
import { specLanguageOf } from '../../../lib/spec-language';
import { useCarAvailability } from '../api/availability';

// The calendar (react-day-picker and its locale, about 20 kB) loads as it nears the window: below the fold on a
// phone, it would otherwise hold up the car's photo; beside the page on a wide screen it loads at once.
const TripCalendar = lazy(() => import('./TripCalendar').then(({ TripCalendar }) => ({ default: TripCalendar })));

/** The calendar's place while it loads: its height with a six-week month, so nothing below it moves. */
const CalendarPlace = styled(Skeleton)`
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
`;

const Box = styled(Card)``;

const PriceHead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  strong { font-size: ${({ theme }) => theme.font.sizes.xl}; }
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const DiscountHint = styled.p`
  margin: -${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const RulesHint = styled(DiscountHint)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 0 ${({ theme }) => theme.space(3)};
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Schedule = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Warning = styled(DangerNote)`
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const OwnCarNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  font-weight: 600;
  text-align: center;
`;

interface BookingFormValues {
  startDate: string;
  endDate: string;
  addInsurance: boolean;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The first and last start days the platform's rules and the car's allow now (pickup, notice, booking window). */
function startLimits(rules: CarTripRules, now = new Date()) {
  return {
    earliest: later(earliestStartDate(now), earliestStartForNotice(rules.advanceNoticeHours, now)),
    latest: earlier(latestStartDate(now), latestStartForWindow(rules.bookingWindowMonths, now)),
  };
}

/**
 * The dates the page's URL carries (a search's, or chosen here before), else the earliest start and the
 * day after; an end not after the start becomes the day after the start.
 */
export function initialTrip(params: URLSearchParams, earliest: string): BookingFormValues {
  const trip = tripFromQuery(params);
  const startDate = trip.startDate || earliest;
  const endDate = trip.endDate > startDate ? trip.endDate : addDays(startDate, 1);
  return { startDate, endDate, addInsurance: false };
}

export interface BookingCardProps {
  car: Pick<
    Car,
    'id' | 'hostId' | 'pricePerDay' | 'isAvailable' | 'instantBook' | 'weeklyDiscountPercent' | 'monthlyDiscountPercent'
  >;
}

/**
 * 'Descuentos: 10 % en viajes de 7 días o más · 20 % en viajes de 28 días o más', the car's discounts in `t`'s
 * language (the car page's own by default); null without any. A monthly discount no larger than the weekly one
 * changes nothing (a long trip takes the larger), so it is left out.
 */
export function discountHint(
  { weeklyDiscountPercent, monthlyDiscountPercent }: Pick<Car, 'weeklyDiscountPercent' | 'monthlyDiscountPercent'>,
  t: Translator = translate(specLanguageOf('./CarDetailsPage')),
): string | null {
  const parts = [
    weeklyDiscountPercent > 0 &&
      t('booking.discount', { percent: weeklyDiscountPercent, days: WEEKLY_DISCOUNT_MIN_DAYS }),
    monthlyDiscountPercent > weeklyDiscountPercent &&
      t('booking.discount', { percent: monthlyDiscountPercent, days: MONTHLY_DISCOUNT_MIN_DAYS }),
  ].filter(Boolean);
  return parts.length ? t('booking.discounts', { discounts: parts.join(' · ') }) : null;
}

/**
 * Dates (the earliest start whose 10:00 pickup is still ahead, and the day after, by default), optional
 * insurance, the price from `quoteBooking` (the same function the booking page and the server use) and
 * 'Reservar Ahora'. The dates are typed or picked on the calendar, where booked and blocked days cannot be picked;
 * a trip overlapping a booking or a blocked day is refused (typed dates included), as is one the booking rules
 * refuse (pickup passed, longer than MAX_TRIP_DAYS, more than 12 months ahead), one the car's rules refuse (the
 * host's notice, trip length, booking window: `carRuleIssue`, named in Spanish) or an end not after the start.
 */
export function BookingCard({ car }: BookingCardProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const earliest = earliestStartDate();
  const { register, watch, handleSubmit, setValue, getValues } = useForm<BookingFormValues>({
    defaultValues: initialTrip(params, earliest),
  });
  const t = useT();
  // the contracts' refusals and rules, in this part's language (a toast shows them as raised here); their catalog
  // in that language alone, loaded with this card (CarDetails starts it), not both in the page's first load
  const tc = useContractTextOnDemand();
  const lang = useLanguage();
  /** A booking's days ("14 mar 2026", "17 mar 2026"), or a block's: its end is its first free day, so the last
   * day named is the one before. */
  const days = ({ startDate, endDate }: { startDate: string; endDate: string }, blocked = false) => ({
    start: formatDate(startDate, lang),
    end: formatDate(blocked ? addDays(endDate, -1) : endDate, lang),
  });

  // Dates the renter picks go into the URL (replacing the entry), so a reload and the way back to the search keep them.
  useEffect(() => {
    const subscription = watch((trip, { name }) => {
      if (name !== 'startDate' && name !== 'endDate') return;
      const { startDate = '', endDate = '' } = trip;
      if (isValidIsoDate(startDate) && isValidIsoDate(endDate))
        setParams((current) => queryWithTrip(current, { startDate, endDate, addInsurance: false }), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [watch, setParams]);
  const availability = useCarAvailability(car.id);
  const { user } = useSession();
  const ownCar = user?.id === car.hostId;
  const bookedRanges = sortRanges(availability.data?.booked ?? []);
  const blockedRanges = sortRanges(availability.data?.blocked ?? []);
  const rules = availability.data?.rules ?? PLATFORM_TRIP_RULES;
  const limits = startLimits(rules);
  const ruleRefusal = (trip: { startDate: string; endDate: string }) => {
    const issue = carRuleIssue(trip, rules, new Date());
    return issue && tc(issue.message);
  };

  // Once the car's rules are known, a trip the page chose itself (none in the address) starts as early as they
  // allow and lasts their shortest trip.
  useEffect(() => {
    if (!availability.data || tripFromQuery(params).startDate) return;
    const { rules: carRules } = availability.data;
    const startDate = later(getValues('startDate'), startLimits(carRules).earliest);
    const endDate = addDays(startDate, carRules.minDays);
    if (startDate === getValues('startDate') && getValues('endDate') >= endDate) return;
    setValue('startDate', startDate);
    setValue('endDate', endDate);
  }, [availability.data, params, setValue, getValues]);

  const values = watch();
  const datesValid =
    isValidIsoDate(values.startDate) && isValidIsoDate(values.endDate) && values.endDate > values.startDate;
  const quote = datesValid
    ? quoteBooking({
        pricePerDay: car.pricePerDay,
        weeklyDiscountPercent: car.weeklyDiscountPercent,
        monthlyDiscountPercent: car.monthlyDiscountPercent,
        ...values,
      })
    : null;
  const hint = discountHint(car, t);
  // what the host decided, said before the renter picks dates instead of after a refusal
  const hostRules = [
    ...(car.instantBook ? [] : [t('booking.hostApproves', { hours: HOST_RESPONSE_HOURS })]),
    ...(availability.data ? carRulesSummaryEs(availability.data.rules).map((rule) => tc(rule)) : []),
  ];
  const conflicts = datesValid ? conflictingRanges(values, bookedRanges) : [];
  const blockedConflict = datesValid ? conflictingRanges(values, blockedRanges)[0] : undefined;
  const conflictMessage =
    (conflicts[0] && t('booking.booked', days(conflicts[0]))) ||
    (blockedConflict && t('booking.blocked', days(blockedConflict, true))) ||
    (datesValid && !bookingDatesIssue(values.startDate, values.endDate) && ruleRefusal(values));

  const onSubmit = handleSubmit((trip) => {
    if (!car.isAvailable || ownCar) return;
    if (!(isValidIsoDate(trip.startDate) && isValidIsoDate(trip.endDate) && trip.endDate > trip.startDate)) {
      const { title, description } = TRIP_DATE_REFUSALS_ES.endNotAfterStart;
      toast({ title: tc(title), description: tc(description), variant: 'destructive' });
      return;
    }
    const refused = bookingDatesIssue(trip.startDate, trip.endDate);
    if (refused) {
      toast({
        title: tc(TRIP_DATE_REFUSALS_ES.startInPast.title),
        description: tc(BOOKING_RULE_MESSAGES[refused.rule]),
        variant: 'destructive',
      });
      return;
    }
    const clash = conflictingRanges(trip, bookedRanges)[0];
    const blockedClash = conflictingRanges(trip, blockedRanges)[0];
    const unavailable =
      (clash && t('booking.bookedPickOther', days(clash))) ||
      (blockedClash && t('booking.blocked', days(blockedClash, true))) ||
      ruleRefusal(trip);
    if (unavailable) {
      toast({ title: t('booking.unavailable'), description: unavailable, variant: 'destructive' });
      return;
    }
    navigate(bookingPageHref(car.id, params, trip));
  });
  return (
    <Box as="aside" aria-label={t('booking.label')}>
      <form noValidate onSubmit={onSubmit} aria-label={t('booking.form')}>
        <PriceHead>
          <strong>{formatUSD(car.pricePerDay)}</strong> <span>{t('booking.perDay')}</span>
        </PriceHead>
        {hint && <DiscountHint data-testid="discount-hint">{hint}</DiscountHint>}
        {hostRules.length > 0 && <RulesHint data-testid="host-rules">{hostRules.join(' · ')}</RulesHint>}
        <Dates>
          <Field label={t('dates.start')}>
            <Input
              type="date"
              min={limits.earliest}
              max={limits.latest}
              disabled={!car.isAvailable}
              {...register('startDate')}
            />
          </Field>
          <Field label={t('dates.end')}>
            <Input
              type="date"
              min={values.startDate || limits.earliest}
              disabled={!car.isAvailable}
              {...register('endDate')}
            />
          </Field>
        </Dates>
        <WhenNearScreen placeholder={<CalendarPlace $height="24.25rem" />}>
          <TripCalendar
            startDate={values.startDate}
            endDate={values.endDate}
            booked={bookedRanges}
            blocked={blockedRanges}
            earliest={limits.earliest}
            latest={
              // the platform's own 12 months are refused when booking, as before; a host's shorter window shows here
              rules.bookingWindowMonths < MAX_BOOKING_WINDOW_MONTHS ? addDays(limits.latest, rules.maxDays) : undefined
            }
            refuse={ruleRefusal}
            disabled={!car.isAvailable}
            onChange={(trip) => {
              setValue('startDate', trip.startDate);
              setValue('endDate', trip.endDate);
            }}
          />
        </WhenNearScreen>
        <Schedule>{t('booking.schedule')}</Schedule>
        <Checkbox
          label={t('booking.insurance', { price: formatWholeUSD(INSURANCE_CENTS_PER_DAY, 'cents') })}
          disabled={!car.isAvailable}
          {...register('addInsurance')}
        />
        {conflictMessage && <Warning role="alert">{conflictMessage}</Warning>}
        {quote ? (
          <PriceBreakdown pricePerDay={car.pricePerDay} quote={quote} lang={lang} />
        ) : (
          <Note style={{ margin: '1rem 0' }}>{t('booking.pickEnd')}</Note>
        )}
        {ownCar ? (
          <OwnCarNote role="note">
            <T id="booking.ownCar" components={[<Link key="manage" to={paths.hostDashboard} />]} />
          </OwnCarNote>
        ) : (
          <>
            <Button type="submit" $size="lg" $block disabled={!car.isAvailable}>
              {t(car.isAvailable ? 'booking.bookNow' : 'booking.carUnavailable')}
            </Button>
            <Note>{t('booking.noChargeYet')}</Note>
          </>
        )}
      </form>
      {availability.isError && <Note>{t('booking.availabilityUnknown')}</Note>}
    </Box>
  );
}
