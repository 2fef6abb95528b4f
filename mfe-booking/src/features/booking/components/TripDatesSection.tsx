import { earliestStartDate, formatWholeUSD, INSURANCE_CENTS_PER_DAY, latestStartDate } from '@ladrive/contracts';
import { Checkbox, Field, FieldGrid, FormSection, Input } from '@ladrive/design-system';
import { useFormContext } from '@ladrive/form-state';
import { useT } from '../../../i18n';
import { usePickupTime } from '../../../lib/pickup-time';
import type { BookingFormValues } from '../lib/booking-form';

/** Start and end (from the earliest pickup still ahead, the end not before the start) and the insurance option. */
export function TripDatesSection() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<BookingFormValues>();
  const t = useT();
  const pickupTime = usePickupTime();
  const earliest = earliestStartDate();
  const startDate = watch('startDate');
  return (
    <FormSection aria-labelledby="trip-heading">
      <h2 id="trip-heading">{t('booking.tripHeading')}</h2>
      <FieldGrid $min="220px">
        <Field label={t('booking.startDate')} error={errors.startDate?.message}>
          <Input type="date" min={earliest} max={latestStartDate()} {...register('startDate')} />
        </Field>
        <Field label={t('booking.endDate')} error={errors.endDate?.message}>
          <Input type="date" min={startDate || earliest} {...register('endDate')} />
        </Field>
      </FieldGrid>
      <p>{t('common.pickupReturn', { time: pickupTime })}</p>
      <Checkbox
        label={t('booking.insurance', { price: formatWholeUSD(INSURANCE_CENTS_PER_DAY, 'cents') })}
        {...register('addInsurance')}
      />
    </FormSection>
  );
}
