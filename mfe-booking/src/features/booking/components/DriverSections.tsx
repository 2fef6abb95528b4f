import { BookingFieldsSchema } from '@ladrive/contracts';
import { Field, FieldGrid, FormSection, Input } from '@ladrive/design-system';
import { useFormContext } from '@ladrive/form-state';
import { schemaMaxLength } from '@ladrive/platform';
import { useT } from '../../../i18n';
import type { BookingFormValues } from '../lib/booking-form';

/** Each input stops at the length the API accepts (the same contract schema). */
const maxLength = (field: keyof typeof BookingFieldsSchema.entries) =>
  schemaMaxLength(BookingFieldsSchema.entries[field]);

/** Who drives: name (prefilled from the account), license number and expiry, address and phone. */
export function DriverSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<BookingFormValues>();
  const t = useT();
  return (
    <FormSection aria-labelledby="driver-heading">
      <h2 id="driver-heading">{t('booking.driverHeading')}</h2>
      <FieldGrid $min="220px">
        <Field label={t('booking.fullName')} error={errors.fullName?.message}>
          <Input autoComplete="name" maxLength={maxLength('fullName')} {...register('fullName')} />
        </Field>
        <Field label={t('booking.licenseNumber')} error={errors.driverLicense?.message}>
          <Input autoComplete="off" maxLength={maxLength('driverLicense')} {...register('driverLicense')} />
        </Field>
        <Field label={t('booking.licenseExpiry')} error={errors.licenseExpiry?.message}>
          <Input type="date" {...register('licenseExpiry')} />
        </Field>
      </FieldGrid>
      <Field label={t('booking.address')} error={errors.address?.message}>
        <Input autoComplete="street-address" maxLength={maxLength('address')} {...register('address')} />
      </Field>
      <Field label={t('booking.phone')} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" maxLength={maxLength('phone')} {...register('phone')} />
      </Field>
    </FormSection>
  );
}

/** Someone to call during the trip. */
export function EmergencyContactSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<BookingFormValues>();
  const t = useT();
  return (
    <FormSection aria-labelledby="emergency-heading">
      <h2 id="emergency-heading">{t('booking.emergencyHeading')}</h2>
      <FieldGrid $min="220px">
        <Field label={t('booking.emergencyName')} error={errors.emergencyContact?.message}>
          <Input autoComplete="off" maxLength={maxLength('emergencyContact')} {...register('emergencyContact')} />
        </Field>
        <Field label={t('booking.emergencyPhone')} error={errors.emergencyPhone?.message}>
          <Input
            type="tel"
            autoComplete="off"
            maxLength={maxLength('emergencyPhone')}
            {...register('emergencyPhone')}
          />
        </Field>
      </FieldGrid>
    </FormSection>
  );
}
