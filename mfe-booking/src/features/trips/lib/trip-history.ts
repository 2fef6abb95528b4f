import type { BookingEventView } from '@ladrive/contracts';

const BY: Record<BookingEventView['actorRole'], string> = {
  renter: 'por ti',
  host: 'por el anfitrión',
  admin: 'por LA Drive',
  system: 'automáticamente: el plazo de pago venció',
};

type TripEvent = Pick<BookingEventView, 'fromStatus' | 'toStatus' | 'actorRole'>;

/** Paying a request to a car that needs approval leaves it pending: an event of its own, pending → pending. */
export const isRequestPayment = (event: TripEvent) => event.fromStatus === 'pending' && event.toStatus === 'pending';

/**
 * One line of the trip's history, as the renter reads it: "Cancelada por el anfitrión". `requested`: the history
 * has a request's payment (so the platform's cancellation is the host's deadline, not the checkout's).
 */
export function tripEventLabel(event: TripEvent, requested = false): string {
  if (requested && event.toStatus === 'cancelled' && event.actorRole === 'system') {
    return 'Cancelada automáticamente: el anfitrión no respondió a tiempo';
  }
  switch (event.toStatus) {
    case 'pending':
      return isRequestPayment(event) ? 'Pago autorizado: esperando al anfitrión' : 'Reserva solicitada';
    case 'confirmed':
      if (event.actorRole === 'host') return 'Aceptada por el anfitrión: reserva confirmada';
      if (event.actorRole === 'admin') return 'Aceptada por LA Drive: reserva confirmada';
      return 'Pago recibido: reserva confirmada';
    case 'completed':
      return 'Viaje completado';
    case 'cancelled':
      return `Cancelada ${BY[event.actorRole]}`;
    default:
      return event.toStatus;
  }
}
