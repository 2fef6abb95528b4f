import { type BookingView, checkTransition, hrefs, paths } from '@ladrive/contracts';
import { BackLink, Button, Card, formatDate, Page, Skeleton, useDocumentTitle } from '@ladrive/design-system';
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
  PICKUP_TIME_ES,
  telHref,
} from '@ladrive/marketplace-ui';
import { useSession } from '@ladrive/platform';
import { Link } from '@ladrive/routing';
import { useQueryClient } from '@ladrive/server-state';
import { useState } from 'react';
import { invalidateBookings, paymentUrl } from '../../../lib/bookings';
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
  const trip = useTrip(id);
  useDocumentTitle(trip.data ? `Viaje en ${trip.data.car.make} ${trip.data.car.model}` : 'Tu viaje');

  if (trip.isPending) return <BookingPageLoading label="Cargando tu viaje" />;
  if (trip.error) {
    return (
      <BookingPageError
        error={trip.error}
        missing={{
          title: 'No encontramos este viaje',
          hint: 'Puede que el enlace esté mal o que el viaje no sea tuyo.',
          backTo: paths.dashboard,
          backLabel: 'Ir a Mis Reservaciones',
        }}
        failedTitle="No se pudo cargar tu viaje"
        onRetry={() => trip.refetch()}
      />
    );
  }
  return <Trip booking={trip.data} />;
}

function Trip({ booking }: { booking: BookingView }) {
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

  return (
    <Page>
      <BackLink to={paths.dashboard}>← Mis Reservaciones</BackLink>
      <BookingPageHeading>
        <h1>{name}</h1>
        <BookingStatusBadge status={booking.status} awaitingHost={booking.awaitingHost} />
        <TripPhaseBadge booking={booking} />
      </BookingPageHeading>
      {booking.respondBy && (
        <Card as="p" role="status" data-testid="respond-by" style={{ margin: '0 0 1.5rem' }}>
          {isHost
            ? `Responde a esta solicitud antes del ${formatRespondBy(booking.respondBy, 'es')}.`
            : `Pagaste y el anfitrión debe aceptar tu solicitud antes del ${formatRespondBy(booking.respondBy, 'es')}. Si la rechaza o no responde a tiempo, te reembolsamos todo.`}
        </Card>
      )}
      <BookingPageSections>
        <Card as="section" aria-labelledby="trip-pickup">
          <h2 id="trip-pickup">Recogida y devolución</h2>
          <p>
            <strong>Recogida:</strong> {formatDate(booking.startDate, 'es')}, {PICKUP_TIME_ES}
          </p>
          <p>
            <strong>Devolución:</strong> {formatDate(booking.endDate, 'es')}, {PICKUP_TIME_ES}
          </p>
          <p data-testid="trip-address">
            <strong>Dirección:</strong> {place || 'Ubicación no disponible'}
          </p>
        </Card>
        <Card as="section" aria-labelledby="trip-host">
          <h2 id="trip-host">Anfitrión</h2>
          {host ? (
            <>
              <p>{host.fullName}</p>
              <Link to={hrefs.host(host.id)}>Ver el perfil de {host.fullName}</Link>
            </>
          ) : car.isPending ? (
            <Skeleton $height="2.5rem" />
          ) : (
            <Link to={hrefs.host(booking.hostId)}>Ver el perfil del anfitrión</Link>
          )}
          {(isRenter || isHost) && (
            <p style={{ marginTop: '0.75rem' }}>
              <ConversationLink conversationId={booking.conversationId}>
                {isRenter ? 'Mensaje al anfitrión' : 'Mensaje al viajero'}
              </ConversationLink>
            </p>
          )}
          {isRenter && booking.hostPhone && (
            // the API sends the host's phone only while the trip is confirmed
            <p>
              <a href={telHref(booking.hostPhone)}>Llamar al anfitrión: {booking.hostPhone}</a>
            </p>
          )}
        </Card>
        <Card as="section" aria-labelledby="trip-receipt">
          <h2 id="trip-receipt">Recibo</h2>
          <TripReceipt booking={booking} />
        </Card>
        <Card as="section" aria-labelledby="trip-history">
          <h2 id="trip-history">Historial</h2>
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
            Acciones
          </h2>
          <BookingPageActions>
            {unpaid && isRenter && (
              <Button as={Link} to={paymentUrl(booking)}>
                Pagar ahora
              </Button>
            )}
            {cancellable && (
              <Button $variant="outline" onClick={() => setCancelling(true)}>
                Cancelar viaje
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
