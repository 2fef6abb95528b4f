import { marketToday } from '@ladrive/contracts';
import { Checkbox, Field, Input } from '@ladrive/shared-ui';
import { useFormContext } from 'react-hook-form';
import type { BookingFormValues } from '../lib/booking-form';
import { FormSection, Pair } from './FormSection';

/** Start and end (not before today, the end not before the start) and the insurance option. */
export function TripDatesSection() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<BookingFormValues>();
  const today = marketToday();
  const startDate = watch('startDate');
  return (
    <FormSection aria-labelledby="trip-heading">
      <h2 id="trip-heading">Trip dates</h2>
      <Pair>
        <Field label="Start date" error={errors.startDate?.message}>
          <Input type="date" min={today} {...register('startDate')} />
        </Field>
        <Field label="End date" error={errors.endDate?.message}>
          <Input type="date" min={startDate || today} {...register('endDate')} />
        </Field>
      </Pair>
      <Checkbox
        label="Add insurance protection ($15/day): damage and liability coverage for this trip"
        {...register('addInsurance')}
      />
    </FormSection>
  );
}
