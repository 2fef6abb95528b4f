import { makeBooking } from '@ladrive/platform/testing';
import { translate } from '../../../i18n';
import { canCallRenter, hostActionLabel, hostActions } from './host-actions';

// Pickup is 10:00 Los Angeles on the start date; noon UTC on 2031-05-10 is 05:00 in LA.
const now = new Date('2031-05-10T12:00:00Z');

describe('hostActions', () => {
  it('marks a confirmed trip completed from its return time (10:00 LA on the end date), not before', () => {
    expect(
      hostActions(makeBooking({ status: 'confirmed', startDate: '2031-05-06', endDate: '2031-05-09' }), now),
    ).toEqual(['completed']);
    // returns at 10:00 LA today, five hours from now
    expect(
      hostActions(makeBooking({ status: 'confirmed', startDate: '2031-05-07', endDate: '2031-05-10' }), now),
    ).toEqual([]);
  });

  it('cancels a confirmed trip only with at least 24 hours notice, a pending one any time', () => {
    // pickup 2031-05-11 10:00 LA, 29 hours away
    expect(
      hostActions(makeBooking({ status: 'confirmed', startDate: '2031-05-11', endDate: '2031-05-14' }), now),
    ).toEqual(['cancelled']);
    // pickup at 10:00 LA the same day, 5 hours away
    expect(
      hostActions(makeBooking({ status: 'confirmed', startDate: '2031-05-10', endDate: '2031-05-14' }), now),
    ).toEqual([]);
    expect(
      hostActions(makeBooking({ status: 'pending', startDate: '2031-05-10', endDate: '2031-05-11' }), now),
    ).toEqual(['cancelled']);
  });

  it('offers nothing on completed or cancelled trips', () => {
    expect(hostActions(makeBooking({ status: 'completed' }), now)).toEqual([]);
    expect(hostActions(makeBooking({ status: 'cancelled' }), now)).toEqual([]);
  });
});

describe('a request to a car that needs approval', () => {
  const request = (paid: boolean, holdExpiresAt = '2031-05-11T12:00:00.000Z') =>
    makeBooking({
      status: 'pending',
      startDate: '2031-05-20',
      endDate: '2031-05-22',
      requiresApproval: true,
      paymentIntentId: paid ? 'pi_sim_1' : null,
      awaitingHost: paid,
      holdExpiresAt,
    });

  it('paid and before its deadline: Aceptar and Rechazar', () => {
    const booking = request(true);
    expect(hostActions(booking, now)).toEqual(['confirmed', 'cancelled']);
    expect(hostActions(booking, now).map((action) => translate('es')(hostActionLabel(action, booking)))).toEqual([
      'Aceptar',
      'Rechazar',
    ]);
  });

  it('not paid yet, or past its deadline: nothing to accept', () => {
    expect(hostActions(request(false), now)).toEqual(['cancelled']);
    expect(hostActions(request(true, '2031-05-10T12:00:00.000Z'), now)).toEqual(['cancelled']);
  });

  it('an instant booking is never accepted by the host, and its cancel reads Cancelar', () => {
    const booking = makeBooking({ status: 'pending', paymentIntentId: null, startDate: '2031-05-20' });
    expect(hostActions(booking, now)).toEqual(['cancelled']);
    expect(translate('es')(hostActionLabel('cancelled', booking))).toBe('Cancelar');
    expect(translate('es')(hostActionLabel('completed', booking))).toBe('Marcar como completado');
  });
});

describe('calling the renter', () => {
  it('is offered for pending and confirmed trips', () => {
    expect(canCallRenter(makeBooking({ status: 'pending' }))).toBe(true);
    expect(canCallRenter(makeBooking({ status: 'confirmed' }))).toBe(true);
    expect(canCallRenter(makeBooking({ status: 'completed' }))).toBe(false);
  });
});
