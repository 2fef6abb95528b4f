import { hostEventLabel } from './host-history';

describe('hostEventLabel', () => {
  it("tells each change from the host's side", () => {
    expect(hostEventLabel({ toStatus: 'pending', actorRole: 'renter' })).toBe('Reserva solicitada por el viajero');
    expect(hostEventLabel({ toStatus: 'confirmed', actorRole: 'renter' })).toBe('Confirmada por el viajero');
    expect(hostEventLabel({ toStatus: 'completed', actorRole: 'host' })).toBe('Viaje completado por ti');
    expect(hostEventLabel({ toStatus: 'cancelled', actorRole: 'system' })).toBe(
      'Cancelada automáticamente por LA Drive',
    );
  });
});
