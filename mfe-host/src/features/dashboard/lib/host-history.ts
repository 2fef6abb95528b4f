import type { BookingEventView } from '@ladrive/contracts';

const BY: Record<BookingEventView['actorRole'], string> = {
  renter: 'por el viajero',
  host: 'por ti',
  admin: 'por LA Drive',
  system: 'automáticamente por LA Drive',
};

/** One line of a booking's history, as its host reads it: "Cancelada por el viajero". */
export function hostEventLabel(event: Pick<BookingEventView, 'toStatus' | 'actorRole'>): string {
  switch (event.toStatus) {
    case 'pending':
      return 'Reserva solicitada por el viajero';
    case 'confirmed':
      return `Confirmada ${BY[event.actorRole]}`;
    case 'completed':
      return `Viaje completado ${BY[event.actorRole]}`;
    case 'cancelled':
      return `Cancelada ${BY[event.actorRole]}`;
    default:
      return event.toStatus;
  }
}
