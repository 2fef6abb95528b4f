import { type BookingStatus, type BookingView, checkTransition, nextStatuses } from '@ladrive/contracts';

export type HostAction = Extract<BookingStatus, 'completed' | 'cancelled'>;

/**
 * The status changes the lifecycle table lets the host make on this booking now (mark completed from the
 * return time; cancel a pending one, or a confirmed one with HOST_CANCELLATION_NOTICE_HOURS of notice).
 */
export function hostActions(booking: Pick<BookingView, 'status' | 'startDate' | 'endDate'>, now: Date): HostAction[] {
  return nextStatuses(booking.status, 'host').filter(
    (to): to is HostAction =>
      (to === 'completed' || to === 'cancelled') && checkTransition(booking, to, 'host', now).ok,
  );
}

/**
 * Each host action's button, for the screens that list them generically (the host's booking page): a new action
 * of the lifecycle needs its label here, and appears there with it. 'cancelled' opens the cancel dialog (it says
 * what is refunded); every other action is the status change itself.
 */
export const HOST_ACTION_LABELS: Record<HostAction, string> = {
  completed: 'Marcar como completado',
  cancelled: 'Cancelar',
};

/** 'Llamar' is offered while the trip is ahead: pending and confirmed bookings. */
export const canCallRenter = (booking: Pick<BookingView, 'status' | 'phone'>) =>
  (booking.status === 'pending' || booking.status === 'confirmed') && booking.phone.trim() !== '';
