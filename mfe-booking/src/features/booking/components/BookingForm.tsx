import { valibotResolver } from '@hookform/resolvers/valibot';
import type { AuthUser, CarDetail } from '@ladrive/contracts';
import { media } from '@ladrive/shared-ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { type IdentityPhotos, useBookingSubmit } from '../hooks/useBookingSubmit';
import {
  type BookingFormInitial,
  BookingFormSchema,
  type BookingFormValues,
  bookingFormDefaults,
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
}

/**
 * Driver, emergency contact, trip dates, insurance, identity photos and terms, beside the price of
 * the trip. Field messages come from the form schema; submitting is `useBookingSubmit`.
 */
export function BookingForm({ car, user, initial }: BookingFormProps) {
  const form = useForm<BookingFormValues>({
    resolver: valibotResolver(BookingFormSchema),
    defaultValues: bookingFormDefaults(user, initial),
  });
  const [photos, setPhotos] = useState<IdentityPhotos>({ licensePhoto: null, selfieWithLicense: null });
  const { submit, submitting } = useBookingSubmit(car);

  const [startDate, endDate, addInsurance] = form.watch(['startDate', 'endDate', 'addInsurance']);
  const quote = tripQuote(car.pricePerDay, { startDate, endDate, addInsurance });

  return (
    <Layout>
      <Aside>
        <BookingSummary car={car} quote={quote} startDate={startDate} endDate={endDate} />
      </Aside>
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit((values) => submit(values, photos))} aria-label="Booking form">
          <TripDatesSection />
          <DriverSection />
          <EmergencyContactSection />
          <IdentitySection photos={photos} onChange={setPhotos} />
          <ConfirmSection totalCents={quote?.totalCents ?? null} submitting={submitting} />
        </form>
      </FormProvider>
    </Layout>
  );
}
