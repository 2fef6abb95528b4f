import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type AuthUser,
  type CarDetail,
  daysBetween,
  formatUSD,
  LOG_IN_TO_CONTINUE,
  marketToday,
  quoteBooking,
} from '@ladrive/contracts';
import {
  apiErrorMessage,
  Button,
  Card,
  Checkbox,
  Field,
  Input,
  isUnauthorizedError,
  media,
  SESSION_QUERY_KEY,
  toast,
} from '@ladrive/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paymentUrl } from '../../../lib/bookings';
import { PhotoCapture } from '../../photos';
import { useCreateBooking } from '../api/booking-api';
import { bookingSubmitProblem } from '../lib/booking-checks';
import { BookingFormSchema, type BookingFormValues, bookingPayload } from '../lib/booking-form';
import { BookingSummary } from './BookingSummary';
import { TermsAgreement } from './TermsAgreement';

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

const Section = styled(Card).attrs({ as: 'section' })`
  margin-bottom: ${({ theme }) => theme.space(5)};
  h2 { font-size: ${({ theme }) => theme.font.sizes.lg}; margin-top: 0; }
`;

const Pair = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;

const Submit = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  p { margin: 0; font-size: ${({ theme }) => theme.font.sizes.lg}; font-weight: 700; }
`;

export interface BookingFormProps {
  car: CarDetail;
  user: AuthUser;
  /** From the query: dates and insurance chosen on the car page. */
  initial: { startDate: string; endDate: string; addInsurance: boolean };
}

/**
 * Driver, emergency contact, trip dates, insurance, identity photos and terms. Field messages come
 * from the form schema; then the spec's ordered checks (terms, dates, license photo, selfie), each
 * stopping with a destructive toast; then POST /api/bookings and on to /payment.
 */
export function BookingForm({ car, user, initial }: BookingFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createBooking = useCreateBooking();
  const [licensePhoto, setLicensePhoto] = useState<string | null>(null);
  const [selfieWithLicense, setSelfieWithLicense] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<BookingFormValues>({
    resolver: valibotResolver(BookingFormSchema),
    defaultValues: {
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      driverLicense: '',
      address: '',
      phone: user.phone ?? '',
      emergencyContact: '',
      emergencyPhone: '',
      startDate: initial.startDate,
      endDate: initial.endDate,
      addInsurance: initial.addInsurance,
      agreesToTerms: false,
    },
  });

  const today = marketToday();
  const [startDate, endDate, addInsurance] = watch(['startDate', 'endDate', 'addInsurance']);
  const quote =
    daysBetween(startDate, endDate) >= 1
      ? quoteBooking({ pricePerDay: car.pricePerDay, startDate, endDate, addInsurance })
      : null;

  const onSubmit = handleSubmit(async (values) => {
    const problem = bookingSubmitProblem({ ...values, licensePhoto, selfieWithLicense });
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      const booking = await createBooking.mutateAsync(
        bookingPayload(car, values, { licensePhoto: licensePhoto!, selfieWithLicense: selfieWithLicense! }),
      );
      navigate(paymentUrl({ id: booking.id, totalPrice: booking.totalPrice, car }));
    } catch (error) {
      const signedOut = isUnauthorizedError(error);
      toast({
        title: 'Booking Failed',
        description: signedOut ? LOG_IN_TO_CONTINUE : apiErrorMessage(error),
        variant: 'destructive',
      });
      // The page's session check then sends the visitor to sign in (and back here).
      if (signedOut) queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
  });

  const submitting = createBooking.isPending;
  return (
    <Layout>
      <Aside>
        <BookingSummary car={car} quote={quote} startDate={startDate} endDate={endDate} />
      </Aside>
      <form noValidate onSubmit={onSubmit} aria-label="Booking form">
        <Section aria-labelledby="trip-heading">
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
        </Section>

        <Section aria-labelledby="driver-heading">
          <h2 id="driver-heading">Driver information</h2>
          <Pair>
            <Field label="Full name" error={errors.fullName?.message}>
              <Input autoComplete="name" {...register('fullName')} />
            </Field>
            <Field label="Driver's license number" error={errors.driverLicense?.message}>
              <Input autoComplete="off" {...register('driverLicense')} />
            </Field>
          </Pair>
          <Field label="Address" error={errors.address?.message}>
            <Input autoComplete="street-address" {...register('address')} />
          </Field>
          <Field label="Phone number" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...register('phone')} />
          </Field>
        </Section>

        <Section aria-labelledby="emergency-heading">
          <h2 id="emergency-heading">Emergency contact</h2>
          <Pair>
            <Field label="Emergency contact name" error={errors.emergencyContact?.message}>
              <Input autoComplete="off" {...register('emergencyContact')} />
            </Field>
            <Field label="Emergency contact phone" error={errors.emergencyPhone?.message}>
              <Input type="tel" autoComplete="off" {...register('emergencyPhone')} />
            </Field>
          </Pair>
        </Section>

        <Section aria-labelledby="identity-heading">
          <h2 id="identity-heading">Identity verification</h2>
          <PhotoCapture
            label="Driver's license photo"
            hint="The front of your license, all four corners visible and the text readable."
            facingMode="environment"
            value={licensePhoto}
            onChange={setLicensePhoto}
          />
          <PhotoCapture
            label="Selfie with your driver's license"
            hint="Your face and your license next to it, both clearly visible."
            facingMode="user"
            value={selfieWithLicense}
            onChange={setSelfieWithLicense}
          />
        </Section>

        <Section aria-label="Confirm">
          <TermsAgreement {...register('agreesToTerms')} />
          <Submit>
            {quote && <p data-testid="submit-total">Total: {formatUSD(quote.totalCents, 'cents')}</p>}
            <Button type="submit" $size="lg" $block disabled={submitting}>
              {submitting ? 'Booking…' : 'Confirm Booking'}
            </Button>
          </Submit>
        </Section>
      </form>
    </Layout>
  );
}
