import type { BookingEventView } from '@ladrive/contracts';

const BY: Record<BookingEventView['actorRole'], string> = {
  renter: 'por ti',
  host: 'por el anfitrión',
  admin: 'por LA Drive',
  system: 'automáticamente: el plazo de pago venció',
};

/** One line of the trip's history, as the renter reads it: "Cancelada por el anfitrión". */
export function tripEventLabel(event: Pick<BookingEventView, 'fromStatus' | 'toStatus' | 'actorRole'>): string {
  switch (event.toStatus) {
    case 'pending':
      return 'Reserva solicitada';
    case 'confirmed':
      return 'Pago recibido: reserva confirmada';
    case 'completed':
      return 'Viaje completado';
    case 'cancelled':
      return `Cancelada ${BY[event.actorRole]}`;
    default:
      return event.toStatus;
  }
}
