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
import { useLanguage } from '@ladrive/i18n';
import { useContractText } from '@ladrive/i18n/catalogs';
import { carPageHref } from '@ladrive/marketplace-ui';
import { apiErrorStatus, signInUrl, useFullPageNavigation, useLoadFailureMessage, useSession } from '@ladrive/platform';
import { Link, useLocation, useSearchParams } from '@ladrive/routing';
import { type ReactNode, useEffect } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
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
  const t = useT();

  useEffect(() => {
    if (signedOut) redirect(signInUrl(`${pathname}${search}`));
  }, [signedOut, pathname, search, redirect]);

  if (session.isLoading || !session.user || signedOut) {
    return <Loading label={t(signedOut ? 'booking.redirecting' : 'booking.checkingSession')} />;
  }
  return <BookingCar carId={carId} user={session.user} />;
}

function BookingCar({ carId, user }: { carId: string; user: NonNullable<ReturnType<typeof useSession>['user']> }) {
  const car = useCar(carId);
  const availability = useCarAvailability(carId);
  const identity = useVerifiedIdentity();
  const [params] = useSearchParams();
  const t = useT();
  const loadFailure = useLoadFailureMessage();
  const tc = useContractText();
  const lang = useLanguage();
  useDocumentTitle(car.data ? t('booking.titleCar', { car: carName(car.data) }) : t('booking.title'));

  if (car.isPending) return <Loading label={t('booking.loadingCar')} />;
  if (car.error) {
    const status = apiErrorStatus(car.error);
    // 410: a listing its host removed; the notice says the car "has been removed"
    if (status === 404 || status === 400 || status === 410) return <CarNotFound />;
    return (
      <Page>
        <Card role="alert" style={{ maxWidth: 560, margin: '0 auto', textAlign: 'center' }}>
          <h1>{t('booking.loadFailed')}</h1>
          <Muted>{loadFailure(car.error, t('common.tryAgainSoon'))}</Muted>
          <Button onClick={() => car.refetch()}>{t('common.retry')}</Button>
        </Card>
      </Page>
    );
  }
  const carHref = carPageHref(car.data.id, params);
  const initial = readBookingQuery(params, earliestStartDate());
  // Checked before the form so the renter learns at once, not after filling it in (the server refuses both anyway).
  if (car.data.hostId === user.id) return <CannotBook carHref={carHref} title={tc(OWN_CAR_REFUSAL)} />;
  if (availability.isPending) return <Loading label={t('booking.checkingDates')} />;
  // the form opens prefilled from the identity on file; if that fails to load it simply asks for everything
  if (identity.isPending) return <Loading label={t('booking.loadingDetails')} />;
  // if the car's calendar cannot be read, the form opens and the server's answer on submit says what it refuses
  const clash = conflictingRanges(initial, availability.data?.booked ?? [])[0];
  if (clash) {
    return (
      <CannotBook carHref={carHref} title={t('booking.datesTaken')} action={t('booking.chooseOtherDates')}>
        {t('booking.datesTakenBody', {
          start: formatDate(clash.startDate, lang),
          end: formatDate(clash.endDate, lang),
        })}
      </CannotBook>
    );
  }
  const blocked = conflictingRanges(initial, availability.data?.blocked ?? [])[0];
  if (blocked) {
    return (
      <CannotBook carHref={carHref} title={t('booking.datesBlocked')} action={t('booking.chooseOtherDates')}>
        {t('booking.datesBlockedBody', {
          start: formatDate(blocked.startDate, lang),
          end: formatDate(addDays(blocked.endDate, -1), lang),
        })}
      </CannotBook>
    );
  }
  const ruleIssue = availability.data && carRuleIssue(initial, availability.data.rules, new Date());
  if (ruleIssue) {
    return (
      <CannotBook carHref={carHref} title={t('booking.rulesRefuse')} action={t('booking.chooseOtherDates')}>
        {t('booking.rulesRefuseBody', { reason: tc(ruleIssue.message) })}
      </CannotBook>
    );
  }
  return (
    <Page>
      <BackLink to={carHref}>{t('booking.backToCarLink')}</BackLink>
      <h1>{t('booking.heading')}</h1>
      <BookingForm car={car.data} user={user} initial={initial} identity={identity.data?.identity ?? null} />
    </Page>
  );
}

/**
 * Why this trip cannot be booked, with the way back to the car page (its search and dates kept); by default, that
 * the car is the renter's own listing.
 */
function CannotBook({
  carHref,
  title,
  action,
  children,
}: {
  carHref: string;
  title: string;
  action?: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Page>
      <Notice
        title={title}
        role="alert"
        actions={
          <Button as={Link} to={carHref}>
            {action ?? t('booking.backToCar')}
          </Button>
        }
      >
        {children ?? t('booking.ownCarBody')}
      </Notice>
    </Page>
  );
}
