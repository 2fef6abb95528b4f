import { describe, expect, it } from 'vitest';
import { hookInLanguage } from '../testing/hook-in-language';
import { useBookingEventLabel } from './booking-page';

const bookingEventLabel = hookInLanguage('es', useBookingEventLabel);

type Actor = 'renter' | 'host' | 'admin' | 'system';
const event = (fromStatus: 'pending' | 'confirmed' | null, toStatus: string, actorRole: Actor) =>
  ({ fromStatus, toStatus, actorRole }) as Parameters<typeof bookingEventLabel>[0];

describe('bookingEventLabel', () => {
  it('names each step of the lifecycle from the renter’s side and from the host’s', () => {
    expect(bookingEventLabel(event(null, 'pending', 'renter'), 'renter')).toBe('Reserva solicitada');
    expect(bookingEventLabel(event(null, 'pending', 'renter'), 'host')).toBe('Reserva solicitada por el viajero');
    for (const reader of ['renter', 'host'] as const) {
      expect(bookingEventLabel(event('pending', 'confirmed', 'renter'), reader)).toBe(
        'Pago recibido: reserva confirmada',
      );
    }
    expect(bookingEventLabel(event('confirmed', 'completed', 'host'), 'renter')).toBe(
      'Viaje completado por el anfitrión',
    );
    expect(bookingEventLabel(event('confirmed', 'completed', 'host'), 'host')).toBe('Viaje completado por ti');
  });

  it('says who cancelled, to each reader', () => {
    const cancelled = (actor: Actor, reader: 'renter' | 'host') =>
      bookingEventLabel(event('confirmed', 'cancelled', actor), reader);
    expect(cancelled('renter', 'renter')).toBe('Cancelada por ti');
    expect(cancelled('renter', 'host')).toBe('Cancelada por el viajero');
    expect(cancelled('host', 'renter')).toBe('Cancelada por el anfitrión');
    expect(cancelled('host', 'host')).toBe('Cancelada por ti');
    expect(cancelled('admin', 'host')).toBe('Cancelada por LA Drive');
    expect(cancelled('system', 'renter')).toBe('Cancelada automáticamente: el plazo de pago venció');
  });

  it('tells a request’s payment, its answer and its expiry', () => {
    expect(bookingEventLabel(event('pending', 'pending', 'renter'), 'renter')).toBe(
      'Pago autorizado: esperando al anfitrión',
    );
    expect(bookingEventLabel(event('pending', 'pending', 'renter'), 'host')).toBe(
      'Pago autorizado: solicitud por responder',
    );
    expect(bookingEventLabel(event('pending', 'confirmed', 'host'), 'renter')).toBe(
      'Aceptada por el anfitrión: reserva confirmada',
    );
    expect(bookingEventLabel(event('pending', 'confirmed', 'host'), 'host')).toBe(
      'Aceptada por ti: reserva confirmada',
    );
    expect(bookingEventLabel(event('pending', 'cancelled', 'host'), 'renter', true)).toBe(
      'Solicitud rechazada por el anfitrión',
    );
    expect(bookingEventLabel(event('pending', 'cancelled', 'renter'), 'host', true)).toBe(
      'Solicitud retirada por el viajero',
    );
    expect(bookingEventLabel(event('confirmed', 'cancelled', 'host'), 'renter', true)).toBe(
      'Cancelada por el anfitrión',
    );
    expect(bookingEventLabel(event('pending', 'cancelled', 'system'), 'host', true)).toBe(
      'Cancelada automáticamente: el anfitrión no respondió a tiempo',
    );
  });
});
