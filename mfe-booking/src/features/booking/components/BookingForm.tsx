import { valibotResolver } from '@hookform/resolvers/valibot';
import type { AuthUser, CarDetail, VerifiedIdentity } from '@ladrive/contracts';
import { media } from '@ladrive/design-system';
import { FormProvider, useForm } from '@ladrive/form-state';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { type IdentityPhotos, useBookingSubmit } from '../hooks/useBookingSubmit';
import {
  type BookingFormInitial,
  BookingFormSchema,
  type BookingFormValues,
  bookingFormDefaults,
  identityOnFile,
  tripQuote,
} from '../lib/booking-form';
import { BookingSummary } from './BookingSummary';
import { ConfirmSection } from './ConfirmSection';
import { DriverSection, EmergencyContactSection } from './DriverSections';
import { IdentitySection } from './IdentitySection';
import { TripDatesSection } from './TripDatesSection';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

const Aside = styled.div`
  ${media.lg} {
    position: sticky;
    top: 7rem;
    order: 2;
  }
`;

export interface BookingFormProps {
  car: CarDetail;
  user: AuthUser;
  /** From the query: dates and insurance chosen on the car page. */
  initial: BookingFormInitial;
  /** Verified by an earlier booking (null before the first): prefills the form and spares the photos. */
  identity: VerifiedIdentity | null;
}

/**
 * Driver, emergency contact, trip dates, insurance, identity photos and terms, beside the price of
 * the trip. Field messages come from the form schema; submitting is `useBookingSubmit`.
 */
export function BookingForm({ car, user, initial, identity }: BookingFormProps) {
  const t = useT();
  const form = useForm<BookingFormValues>({
    resolver: valibotResolver(BookingFormSchema),
    defaultValues: bookingFormDefaults(user, initial, identity),
  });
  const [photos, setPhotos] = useState<IdentityPhotos>({ licensePhoto: null, selfieWithLicense: null });
  const { submit, submitting } = useBookingSubmit(car, form.setError);

  const [startDate, endDate, addInsurance, driverLicense, licenseExpiry] = form.watch([
    'startDate',
    'endDate',
    'addInsurance',
    'driverLicense',
    'licenseExpiry',
  ]);
  const quote = tripQuote(car, { startDate, endDate, addInsurance });
  const onFile = identityOnFile(identity, { driverLicense, licenseExpiry });

  return (
    <Layout>
      <Aside>
        <BookingSummary car={car} quote={quote} startDate={startDate} endDate={endDate} />
      </Aside>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => submit(values, photos, onFile))}
          aria-label={t('booking.formLabel')}
        >
          <TripDatesSection />
          <DriverSection />
          <EmergencyContactSection />
          <IdentitySection photos={photos} onChange={setPhotos} identity={identity} onFile={onFile} />
          <ConfirmSection totalCents={quote?.totalCents ?? null} submitting={submitting} />
        </form>
      </FormProvider>
    </Layout>
  );
}
