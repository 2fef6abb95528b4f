import { earliestStartDate } from '@ladrive/contracts';
import {
  apiErrorStatus,
  Button,
  Card,
  Muted,
  Page,
  Spinner,
  signInUrl,
  useDocumentTitle,
  useFullPageNavigation,
  useSession,
} from '@ladrive/shared-ui';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { carName } from '../../../lib/bookings';
import { useCar } from '../api/booking-api';
import { readBookingQuery } from '../lib/booking-form';
import { BookingForm } from './BookingForm';
import { CarNotFound } from './CarNotFound';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(16)} 0;
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(4)};
  font-weight: 600;
`;

function Loading({ label }: { label: string }) {
  return (
    <Centered aria-busy="true" aria-label={label}>
      <Spinner />
    </Centered>
  );
}

export interface BookingScreenProps {
  carId: string;
}

/**
 * /booking/:id. Needs a signed-in user: a signed-out visitor goes to the sign-in page (a full page
 * navigation) and comes back to this exact URL. Then the car, or 'Car Not Found'.
 */
export function BookingScreen({ carId }: BookingScreenProps) {
  const session = useSession();
  const redirect = useFullPageNavigation();
  const { pathname, search } = useLocation();
  const signedOut = !session.isLoading && !session.isAuthenticated;

  useEffect(() => {
    if (signedOut) redirect(signInUrl(`${pathname}${search}`));
  }, [signedOut, pathname, search, redirect]);

  if (session.isLoading || !session.user || signedOut) {
    return <Loading label={signedOut ? 'Redirecting to sign in' : 'Checking your session'} />;
  }
  return <BookingCar carId={carId} user={session.user} />;
}

function BookingCar({ carId, user }: { carId: string; user: NonNullable<ReturnType<typeof useSession>['user']> }) {
  const car = useCar(carId);
  const [params] = useSearchParams();
  useDocumentTitle(car.data ? `Book ${carName(car.data)}` : 'Booking');

  if (car.isPending) return <Loading label="Loading the car" />;
  if (car.error) {
    const status = apiErrorStatus(car.error);
    if (status === 404 || status === 400) return <CarNotFound />;
    return (
      <Page>
        <Card role="alert" style={{ maxWidth: 560, margin: '0 auto', textAlign: 'center' }}>
          <h1>We couldn't load this car</h1>
          <Muted>Please try again in a moment.</Muted>
          <Button onClick={() => car.refetch()}>Try again</Button>
        </Card>
      </Page>
    );
  }
  return (
    <Page>
      <Back to={`/cars/${car.data.id}`}>← Back to the car</Back>
      <h1>Complete your booking</h1>
      <BookingForm car={car.data} user={user} initial={readBookingQuery(params, earliestStartDate())} />
    </Page>
  );
}
