import { addDays, carRuleIssue, conflictingRanges, earliestStartDate, OWN_CAR_REFUSAL } from '@ladrive/contracts';
import {
  BackLink,
  Button,
  Card,
  formatDate,
  Muted,
  Notice,
  Page,
  Spinner,
  useDocumentTitle,
} from '@ladrive/design-system';
import { carPageHref } from '@ladrive/marketplace-ui';
import { apiErrorStatus, signInUrl, useFullPageNavigation, useSession } from '@ladrive/platform';
import { Link, useLocation, useSearchParams } from '@ladrive/routing';
import { type ReactNode, useEffect } from 'react';
import styled from 'styled-components';
import { carName } from '../../../lib/bookings';
import { useCar, useCarAvailability, useVerifiedIdentity } from '../api/booking-api';
import { readBookingQuery } from '../lib/booking-form';
import { BookingForm } from './BookingForm';
import { CarNotFound } from './CarNotFound';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(16)} 0;
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
  const availability = useCarAvailability(carId);
  const identity = useVerifiedIdentity();
  const [params] = useSearchParams();
  useDocumentTitle(car.data ? `Book ${carName(car.data)}` : 'Booking');

  if (car.isPending) return <Loading label="Loading the car" />;
  if (car.error) {
    const status = apiErrorStatus(car.error);
    // 410: a listing its host removed; the notice says the car "has been removed"
    if (status === 404 || status === 400 || status === 410) return <CarNotFound />;
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
  const carHref = carPageHref(car.data.id, params);
  const initial = readBookingQuery(params, earliestStartDate());
  // Checked before the form so the renter learns at once, not after filling it in (the server refuses both anyway).
  if (car.data.hostId === user.id) return <CannotBook carHref={carHref} title={OWN_CAR_REFUSAL} />;
  if (availability.isPending) return <Loading label="Checking the dates" />;
  // the form opens prefilled from the identity on file; if that fails to load it simply asks for everything
  if (identity.isPending) return <Loading label="Loading your details" />;
  // if the car's calendar cannot be read, the form opens and the server's answer on submit says what it refuses
  const clash = conflictingRanges(initial, availability.data?.booked ?? [])[0];
  if (clash) {
    return (
      <CannotBook carHref={carHref} title="These dates are taken" action="Choose other dates">
        This car is already booked from {formatDate(clash.startDate, 'en')} to {formatDate(clash.endDate, 'en')}. Pick
        dates that don't cross that booking on the car's calendar.
      </CannotBook>
    );
  }
  const blocked = conflictingRanges(initial, availability.data?.blocked ?? [])[0];
  if (blocked) {
    return (
      <CannotBook carHref={carHref} title="These dates are not available" action="Choose other dates">
        The host has blocked this car from {formatDate(blocked.startDate, 'en')} to{' '}
        {formatDate(addDays(blocked.endDate, -1), 'en')}. Pick dates that don't cross those days on the car's calendar.
      </CannotBook>
    );
  }
  const ruleIssue = availability.data && carRuleIssue(initial, availability.data.rules, new Date());
  if (ruleIssue) {
    return (
      <CannotBook carHref={carHref} title="The host's rules don't allow this trip" action="Choose other dates">
        {ruleIssue.message}. Pick dates that fit on the car's calendar.
      </CannotBook>
    );
  }
  return (
    <Page>
      <BackLink to={carHref}>← Back to the car</BackLink>
      <h1>Complete your booking</h1>
      <BookingForm car={car.data} user={user} initial={initial} identity={identity.data?.identity ?? null} />
    </Page>
  );
}

/** Why this trip cannot be booked, with the way back to the car page (its search and dates kept). */
function CannotBook({
  carHref,
  title,
  action = 'Back to the car',
  children = 'Your listing is on the car page; renters book it from there.',
}: {
  carHref: string;
  title: string;
  action?: string;
  children?: ReactNode;
}) {
  return (
    <Page>
      <Notice
        title={title}
        role="alert"
        actions={
          <Button as={Link} to={carHref}>
            {action}
          </Button>
        }
      >
        {children}
      </Notice>
    </Page>
  );
}
