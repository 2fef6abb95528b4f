import { type BookingView, paths } from '@ladrive/contracts';
import { BackLink, Badge, Button, Card, formatDate, Muted, Page, useDocumentTitle } from '@ladrive/design-system';
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
import { apiErrorMessage, toast } from '@ladrive/platform';
import { useState } from 'react';
import { useBookingEvents, useChangeBookingStatus, useHostBooking, useRefreshHostData } from '../api/dashboard-api';
import { useDashboardClock } from '../lib/clock';
import { canCallRenter, type HostAction, hostActionLabel, hostActions } from '../lib/host-actions';
import { RenterRating } from './BookingRow';
import { PayoutBreakdown } from './PayoutBreakdown';

/**
 * /host-dashboard/bookings/:id: one booking of the host's cars — its dates, the renter (name, rating, verified),
 * what the host earns from it, its history and the actions the lifecycle allows the host now (from
 * `hostActions`, each labelled by `hostActionLabel`, so a new action of the lifecycle appears here by itself).
 */
export function HostBookingScreen({ id }: { id: string }) {
  const booking = useHostBooking(id);
  useDocumentTitle(booking.data ? `Reserva de ${booking.data.renter.fullName}` : 'Reserva');

  if (booking.isPending) return <BookingPageLoading label="Cargando la reserva" />;
  if (booking.error) {
    return (
      <BookingPageError
        error={booking.error}
        missing={{
          title: 'No encontramos esta reserva',
          hint: 'Puede que el enlace esté mal o que la reserva no sea de tus autos.',
          backTo: paths.hostDashboard,
          backLabel: 'Ir al Panel del Anfitrión',
        }}
        failedTitle="No se pudo cargar la reserva"
        onRetry={() => booking.refetch()}
      />
    );
  }
  return <HostBooking booking={booking.data} />;
}

/** What the toast says once an action is done (cancelling has its own dialog and toast). */
const ACTION_DONE: Record<Exclude<HostAction, 'cancelled'>, string> = {
  confirmed: 'Solicitud aceptada',
  completed: 'Viaje completado',
};

function HostBooking({ booking }: { booking: BookingView }) {
  const now = useDashboardClock();
  const events = useBookingEvents(booking.id);
  const change = useChangeBookingStatus();
  const refresh = useRefreshHostData();
  const [cancelling, setCancelling] = useState(false);
  const actions = hostActions(booking, now());
  const car = `${booking.car.make} ${booking.car.model} ${booking.car.year}`;

  async function run(action: HostAction) {
    if (action === 'cancelled') {
      setCancelling(true);
      return;
    }
    try {
      await change.mutateAsync({ id: booking.id, status: action });
      toast({ title: ACTION_DONE[action], description: `${booking.renter.fullName} · ${car}`, variant: 'success' });
    } catch (error) {
      toast({ title: 'No se pudo actualizar', description: apiErrorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Page>
      <BackLink to={paths.hostDashboard}>← Panel del Anfitrión</BackLink>
      <BookingPageHeading>
        <h1>Reserva de {booking.renter.fullName}</h1>
        <BookingStatusBadge status={booking.status} awaitingHost={booking.awaitingHost} />
      </BookingPageHeading>
      {booking.respondBy && (
        <p>
          <strong>Responde antes del {formatRespondBy(booking.respondBy, 'es')}</strong>: si no, la solicitud vence y el
          viajero recibe todo su dinero.
        </p>
      )}
      <BookingPageSections>
        <Card as="section" aria-labelledby="host-booking-dates">
          <h2 id="host-booking-dates">Fechas</h2>
          <p>{car}</p>
          <p>
            <strong>Recogida:</strong> {formatDate(booking.startDate, 'es')}, {PICKUP_TIME_ES}
          </p>
          <p>
            <strong>Devolución:</strong> {formatDate(booking.endDate, 'es')}, {PICKUP_TIME_ES}
          </p>
        </Card>
        <Card as="section" aria-labelledby="host-booking-renter">
          <h2 id="host-booking-renter">Viajero</h2>
          <p>{booking.renter.fullName}</p>
          <RenterRating renter={booking.renter} />
          <p style={{ marginTop: '0.5rem' }} data-testid="renter-verified">
            {booking.renter.verified ? (
              <Badge $tone="success">Identidad verificada</Badge>
            ) : (
              <Badge $tone="neutral">Identidad sin verificar</Badge>
            )}
          </p>
        </Card>
        <Card as="section" aria-labelledby="host-booking-payout">
          <h2 id="host-booking-payout">Tu pago</h2>
          {booking.hostPayout ? (
            <PayoutBreakdown booking={booking} payout={booking.hostPayout} />
          ) : (
            <Muted>Solo el anfitrión ve su pago.</Muted>
          )}
        </Card>
        <Card as="section" aria-labelledby="host-booking-history">
          <h2 id="host-booking-history">Historial</h2>
          <BookingHistory
            reader="host"
            events={events.data}
            isPending={events.isPending}
            failed={Boolean(events.error)}
            data-testid="host-booking-history"
          />
        </Card>
      </BookingPageSections>
      <Card as="section" aria-labelledby="host-booking-actions" style={{ marginTop: '1rem' }}>
        <h2 id="host-booking-actions" style={{ marginTop: 0 }}>
          Acciones
        </h2>
        <BookingPageActions>
          <ConversationLink conversationId={booking.conversationId}>Mensaje al viajero</ConversationLink>
          {canCallRenter(booking) && (
            <Button as="a" href={telHref(booking.phone)} $variant="outline">
              Llamar
            </Button>
          )}
          {actions.map((action) => (
            <Button
              key={action}
              $variant={action === 'cancelled' ? 'outline' : 'primary'}
              disabled={change.isPending}
              onClick={() => run(action)}
            >
              {hostActionLabel(action, booking)}
            </Button>
          ))}
        </BookingPageActions>
      </Card>
      <CancelBookingDialog
        party="host"
        booking={cancelling ? booking : null}
        onClose={() => setCancelling(false)}
        onCancelled={refresh}
      />
    </Page>
  );
}
