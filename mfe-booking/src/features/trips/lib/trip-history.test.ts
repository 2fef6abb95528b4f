import { tripEventLabel } from './trip-history';

describe('tripEventLabel', () => {
  it('names each step of the lifecycle as the renter reads it', () => {
    expect(tripEventLabel({ fromStatus: null, toStatus: 'pending', actorRole: 'renter' })).toBe('Reserva solicitada');
    expect(tripEventLabel({ fromStatus: 'pending', toStatus: 'confirmed', actorRole: 'renter' })).toBe(
      'Pago recibido: reserva confirmada',
    );
    expect(tripEventLabel({ fromStatus: 'confirmed', toStatus: 'completed', actorRole: 'host' })).toBe(
      'Viaje completado',
    );
  });

  it('says who cancelled', () => {
    const cancelled = (actorRole: 'renter' | 'host' | 'admin' | 'system') =>
      tripEventLabel({ fromStatus: 'confirmed', toStatus: 'cancelled', actorRole });
    expect(cancelled('renter')).toBe('Cancelada por ti');
    expect(cancelled('host')).toBe('Cancelada por el anfitrión');
    expect(cancelled('admin')).toBe('Cancelada por LA Drive');
    expect(cancelled('system')).toBe('Cancelada automáticamente: el plazo de pago venció');
  });
});

describe('a request to a car that needs approval', () => {
  it('its payment, the answer and its expiry', () => {
    expect(tripEventLabel({ fromStatus: 'pending', toStatus: 'pending', actorRole: 'renter' })).toBe(
      'Pago autorizado: esperando al anfitrión',
    );
    expect(tripEventLabel({ fromStatus: 'pending', toStatus: 'confirmed', actorRole: 'host' })).toBe(
      'Aceptada por el anfitrión: reserva confirmada',
    );
    expect(tripEventLabel({ fromStatus: 'pending', toStatus: 'cancelled', actorRole: 'host' })).toBe(
      'Cancelada por el anfitrión',
    );
    expect(tripEventLabel({ fromStatus: 'pending', toStatus: 'cancelled', actorRole: 'system' }, true)).toBe(
      'Cancelada automáticamente: el anfitrión no respondió a tiempo',
    );
  });
});
