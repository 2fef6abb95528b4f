import { earliestStartDate, formatWholeUSD, INSURANCE_CENTS_PER_DAY, latestStartDate } from '@ladrive/contracts';
import { Checkbox, Field, FieldGrid, FormSection, Input } from '@ladrive/design-system';
import { useFormContext } from '@ladrive/form-state';
import type { BookingFormValues } from '../lib/booking-form';

/** Start and end (from the earliest pickup still ahead, the end not before the start) and the insurance option. */
export function TripDatesSection() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<BookingFormValues>();
  const earliest = earliestStartDate();
  const startDate = watch('startDate');
  return (
    <FormSection aria-labelledby="trip-heading">
      <h2 id="trip-heading">Trip dates</h2>
      <FieldGrid $min="220px">
        <Field label="Start date" error={errors.startDate?.message}>
          <Input type="date" min={earliest} max={latestStartDate()} {...register('startDate')} />
        </Field>
        <Field label="End date" error={errors.endDate?.message}>
          <Input type="date" min={startDate || earliest} {...register('endDate')} />
        </Field>
      </FieldGrid>
      <p>Pickup and return at 10:00 AM, Los Angeles time.</p>
      <Checkbox
        label={`Add insurance protection (${formatWholeUSD(INSURANCE_CENTS_PER_DAY, 'cents')}/day): damage and liability coverage for this trip`}
        {...register('addInsurance')}
      />
    </FormSection>
  );
}
