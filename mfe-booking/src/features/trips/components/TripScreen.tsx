import { type BookingView, checkTransition, hrefs, paths } from '@ladrive/contracts';
import { BackLink, Button, Card, formatDate, Page, Skeleton, useDocumentTitle } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
import {
  BookingHistory,
  BookingPageActions,
  BookingPageError,
  BookingPageHeading,
  BookingPageLoading,
  BookingPageSections,
  BookingStatusBadge,
  CancelBookingDialog,
  ConversationLink,
  formatRespondBy,
  telHref,
  usePersonName,
} from '@ladrive/marketplace-ui';
import { useSession } from '@ladrive/platform';
import { Link } from '@ladrive/routing';
import { useQueryClient } from '@ladrive/server-state';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { T } from '../../../i18n/rich-text';
import { invalidateBookings, paymentUrl } from '../../../lib/bookings';
import { usePickupTime } from '../../../lib/pickup-time';
import { TripRecordsSection } from '../../trip-records';
import { useTrip, useTripCar, useTripEvents } from '../api/trip-api';
import { TripPhaseBadge } from './TripPhaseBadge';
import { TripReceipt } from './TripReceipt';
import { TripReviews } from './TripReviews';

/**
 * /dashboard/trips/:id: the receipt, pickup, host (and the conversation with them), history and the actions the
 * lifecycle allows the renter.
 */
export function TripScreen({ id }: { id: string }) {
  const t = useT();
  const trip = useTrip(id);
  useDocumentTitle(
    trip.data ? t('trip.title', { car: `${trip.data.car.make} ${trip.data.car.model}` }) : t('trip.titleFallback'),
  );

  if (trip.isPending) return <BookingPageLoading label={t('trip.loading')} />;
  if (trip.error) {
    return (
      <BookingPageError
        error={trip.error}
        missing={{
          title: t('trip.notFound'),
          hint: t('trip.notFoundHint'),
          backTo: paths.dashboard,
          backLabel: t('common.goToMyBookings'),
        }}
        failedTitle={t('trip.loadFailed')}
        onRetry={() => trip.refetch()}
      />
    );
  }
  return <Trip booking={trip.data} />;
}

function Trip({ booking }: { booking: BookingView }) {
  const t = useT();
  const lang = useLanguage();
  const pickupTime = usePickupTime();
  const atPickupTime = (date: string) => t('common.atPickupTime', { date: formatDate(date, lang), time: pickupTime });
  const events = useTripEvents(booking.id);
  const car = useTripCar(booking.carId);
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);

  const isRenter = user?.id === booking.renterId;
  const isHost = user?.id === booking.hostId;
  const unpaid = booking.status === 'pending' && !booking.paymentIntentId;
  const cancellable = isRenter && checkTransition(booking, 'cancelled', 'renter', new Date()).ok;
  const name = `${booking.car.make} ${booking.car.model} ${booking.car.year}`;
  const place = [booking.car.location, booking.car.city, booking.car.state].filter(Boolean).join(', ');
  const host = car.data?.host;
  const hostName = usePersonName()(host?.fullName);

  return (
    <Page>
      <BackLink to={paths.dashboard}>{t('trip.back')}</BackLink>
      <BookingPageHeading>
        <h1>{name}</h1>
        <BookingStatusBadge status={booking.status} awaitingHost={booking.awaitingHost} />
        <TripPhaseBadge booking={booking} />
      </BookingPageHeading>
      {booking.respondBy && (
        <Card as="p" role="status" data-testid="respond-by" style={{ margin: '0 0 1.5rem' }}>
          {t(isHost ? 'trip.respondByHost' : 'trip.respondByRenter', {
            respondBy: formatRespondBy(booking.respondBy, lang),
          })}
        </Card>
      )}
      <BookingPageSections>
        <Card as="section" aria-labelledby="trip-pickup">
          <h2 id="trip-pickup">{t('trip.pickupHeading')}</h2>
          <p>
            <T id="trip.pickup" values={{ when: atPickupTime(booking.startDate) }} components={[<strong />]} />
          </p>
          <p>
            <T id="trip.return" values={{ when: atPickupTime(booking.endDate) }} components={[<strong />]} />
          </p>
          <p data-testid="trip-address">
            <T
              id="trip.address"
              values={{ place: place || t('common.locationUnavailable') }}
              components={[<strong />, <span translate={place ? 'no' : undefined} />]}
            />
          </p>
        </Card>
        <Card as="section" aria-labelledby="trip-host">
          <h2 id="trip-host">{t('trip.hostHeading')}</h2>
          {host ? (
            <>
              <p>{hostName}</p>
              <Link to={hrefs.host(host.id)}>{t('trip.hostProfile', { name: hostName })}</Link>
            </>
          ) : car.isPending ? (
            <Skeleton $height="2.5rem" />
          ) : (
            <Link to={hrefs.host(booking.hostId)}>{t('trip.hostProfileFallback')}</Link>
          )}
          {(isRenter || isHost) && (
            <p style={{ marginTop: '0.75rem' }}>
              <ConversationLink conversationId={booking.conversationId}>
                {t(isRenter ? 'common.messageHost' : 'trip.messageRenter')}
              </ConversationLink>
            </p>
          )}
          {isRenter && booking.hostPhone && (
            // the API sends the host's phone only while the trip is confirmed
            <p>
              <a href={telHref(booking.hostPhone)}>{t('trip.callHost', { phone: booking.hostPhone })}</a>
            </p>
          )}
        </Card>
        <Card as="section" aria-labelledby="trip-receipt">
          <h2 id="trip-receipt">{t('trip.receipt')}</h2>
          <TripReceipt booking={booking} />
        </Card>
        <Card as="section" aria-labelledby="trip-history">
          <h2 id="trip-history">{t('trip.history')}</h2>
          <BookingHistory
            reader="renter"
            events={events.data}
            isPending={events.isPending}
            failed={Boolean(events.error)}
            data-testid="trip-history"
          />
        </Card>
      </BookingPageSections>
      <TripRecordsSection booking={booking} />
      <TripReviews booking={booking} />
      {(unpaid && isRenter) || cancellable ? (
        <Card as="section" aria-labelledby="trip-actions" style={{ marginTop: '1rem' }}>
          <h2 id="trip-actions" style={{ marginTop: 0 }}>
            {t('trip.actions')}
          </h2>
          <BookingPageActions>
            {unpaid && isRenter && (
              <Button as={Link} to={paymentUrl(booking)}>
                {t('common.payNow')}
              </Button>
            )}
            {cancellable && (
              <Button $variant="outline" onClick={() => setCancelling(true)}>
                {t('trip.cancel')}
              </Button>
            )}
          </BookingPageActions>
        </Card>
      ) : null}
      <CancelBookingDialog
        party="renter"
        booking={cancelling ? booking : null}
        onClose={() => setCancelling(false)}
        onCancelled={() => invalidateBookings(queryClient)}
      />
    </Page>
  );
}
