import { type BookingView, hrefs } from '@ladrive/contracts';
import { Button, Card, Muted, Skeleton } from '@ladrive/design-system';
import { CancelBookingDialog, ConversationLink, telHref, usePersonName } from '@ladrive/marketplace-ui';
import { apiErrorMessage, toast } from '@ladrive/platform';
import { Link } from '@ladrive/routing';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { useChangeBookingStatus, useHostBookings, useRefreshHostData } from '../api/dashboard-api';
import { useDashboardClock } from '../lib/clock';
import { canCallRenter, hostActionLabel, hostActions } from '../lib/host-actions';
import { BookingRow, BookingRows, bookingRowHeadingId } from './BookingRow';

/**
 * Every booking of the host's cars, with what the host can do now: message the renter (the conversation of that
 * renter and car, on every row), call them (pending and confirmed trips), review them from the trip page (completed
 * trips), and what the lifecycle allows: accept a paid request awaiting the host (Aceptar), mark a finished trip
 * completed, decline a request (Rechazar) or cancel a booking with the refund shown first.
 */
export function BookingsTab({ hostId }: { hostId: string }) {
  const now = useDashboardClock();
  const bookings = useHostBookings(hostId);
  const change = useChangeBookingStatus();
  const refresh = useRefreshHostData();
  const [toCancel, setToCancel] = useState<BookingView | null>(null);
  const t = useT();
  const personName = usePersonName();
  const carOf = (booking: BookingView) => t('common.carName', { make: booking.car.make, model: booking.car.model });

  async function markCompleted(booking: BookingView) {
    try {
      await change.mutateAsync({ id: booking.id, status: 'completed' });
      toast({
        title: t('bookings.completedTitle'),
        description: t('bookings.summary', { renter: personName(booking.renter.fullName), car: carOf(booking) }),
        variant: 'success',
      });
    } catch (error) {
      toast({ title: t('bookings.completeFailed'), description: apiErrorMessage(error), variant: 'destructive' });
    }
  }

  async function acceptRequest(booking: BookingView) {
    try {
      await change.mutateAsync({ id: booking.id, status: 'confirmed' });
      toast({
        title: t('bookings.acceptedTitle'),
        description: t('bookings.acceptedDescription', {
          renter: personName(booking.renter.fullName),
          car: carOf(booking),
        }),
        variant: 'success',
      });
    } catch (error) {
      toast({ title: t('bookings.acceptFailed'), description: apiErrorMessage(error), variant: 'destructive' });
    }
  }

  if (bookings.isPending) {
    return (
      <div role="status" aria-label={t('bookings.loading')} style={{ display: 'grid', gap: '1rem' }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} $height="6rem" />
        ))}
      </div>
    );
  }
  if (bookings.error) {
    return (
      <Card role="alert">
        <p style={{ marginTop: 0 }}>{t('bookings.loadError')}</p>
        <Button onClick={() => bookings.refetch()}>{t('common.retry')}</Button>
      </Card>
    );
  }
  if (bookings.data.length === 0) return <Muted>{t('bookings.empty')}</Muted>;

  const at = now();
  return (
    <>
      <BookingRows aria-label={t('bookings.list')}>
        {bookings.data.map((booking) => {
          const actions = hostActions(booking, at);
          return (
            <BookingRow
              key={booking.id}
              booking={booking}
              actions={
                <>
                  <ConversationLink
                    conversationId={booking.conversationId}
                    aria-describedby={bookingRowHeadingId(booking)}
                  >
                    {t('bookings.message')}
                  </ConversationLink>
                  {canCallRenter(booking) && (
                    <Button as="a" href={telHref(booking.phone)} $variant="outline" $size="sm">
                      {t('bookings.call')}
                    </Button>
                  )}
                  {actions.includes('confirmed') && (
                    <Button
                      $size="sm"
                      disabled={change.isPending}
                      onClick={() => acceptRequest(booking)}
                      aria-describedby={bookingRowHeadingId(booking)}
                    >
                      {t(hostActionLabel('confirmed', booking))}
                    </Button>
                  )}
                  {actions.includes('completed') && (
                    <Button $size="sm" disabled={change.isPending} onClick={() => markCompleted(booking)}>
                      {t(hostActionLabel('completed', booking))}
                    </Button>
                  )}
                  {booking.status === 'completed' && (
                    // the trip page says whether the review window is still open, and has the form
                    <Button
                      as={Link}
                      to={hrefs.trip(booking.id)}
                      $variant="outline"
                      $size="sm"
                      aria-describedby={bookingRowHeadingId(booking)}
                    >
                      {t('bookings.reviewRenter')}
                    </Button>
                  )}
                  {actions.includes('cancelled') && (
                    <Button
                      $variant="outline"
                      $size="sm"
                      onClick={() => setToCancel(booking)}
                      aria-describedby={bookingRowHeadingId(booking)}
                    >
                      {t(hostActionLabel('cancelled', booking))}
                    </Button>
                  )}
                </>
              }
            />
          );
        })}
      </BookingRows>
      <CancelBookingDialog party="host" booking={toCancel} onClose={() => setToCancel(null)} onCancelled={refresh} />
    </>
  );
}
