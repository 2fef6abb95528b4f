import { type BookingView, paths } from '@ladrive/contracts';
import { BackLink, Badge, Button, Card, formatDate, Muted, Page, useDocumentTitle } from '@ladrive/design-system';
import { useLanguage } from '@ladrive/i18n';
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
  PickupTime,
  telHref,
  usePersonName,
} from '@ladrive/marketplace-ui';
import { apiErrorMessage, toast } from '@ladrive/platform';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { T } from '../../../i18n/rich-text';
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
  const t = useT();
  const personName = usePersonName();
  const booking = useHostBooking(id);
  useDocumentTitle(
    booking.data
      ? t('hostBooking.title', { renter: personName(booking.data.renter.fullName) })
      : t('hostBooking.titleLoading'),
  );

  if (booking.isPending) return <BookingPageLoading label={t('hostBooking.loading')} />;
  if (booking.error) {
    return (
      <BookingPageError
        error={booking.error}
        missing={{
          title: t('hostBooking.missingTitle'),
          hint: t('hostBooking.missingHint'),
          backTo: paths.hostDashboard,
          backLabel: t('hostBooking.backToDashboard'),
        }}
        failedTitle={t('hostBooking.loadError')}
        onRetry={() => booking.refetch()}
      />
    );
  }
  return <HostBooking booking={booking.data} />;
}

/** What the toast says once an action is done (cancelling has its own dialog and toast). */
const ACTION_DONE = {
  confirmed: 'bookings.acceptedTitle',
  completed: 'bookings.completedTitle',
} as const satisfies Record<Exclude<HostAction, 'cancelled'>, string>;

function HostBooking({ booking }: { booking: BookingView }) {
  const now = useDashboardClock();
  const events = useBookingEvents(booking.id);
  const change = useChangeBookingStatus();
  const refresh = useRefreshHostData();
  const [cancelling, setCancelling] = useState(false);
  const t = useT();
  const lang = useLanguage();
  const actions = hostActions(booking, now());
  const renter = usePersonName()(booking.renter.fullName);
  const car = t('common.carFullName', { make: booking.car.make, model: booking.car.model, year: booking.car.year });

  async function run(action: HostAction) {
    if (action === 'cancelled') {
      setCancelling(true);
      return;
    }
    try {
      await change.mutateAsync({ id: booking.id, status: action });
      toast({
        title: t(ACTION_DONE[action]),
        description: t('bookings.summary', { renter, car }),
        variant: 'success',
      });
    } catch (error) {
      toast({ title: t('common.updateFailed'), description: apiErrorMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Page>
      <BackLink to={paths.hostDashboard}>{t('hostBooking.back')}</BackLink>
      <BookingPageHeading>
        <h1>{t('hostBooking.title', { renter })}</h1>
        <BookingStatusBadge status={booking.status} awaitingHost={booking.awaitingHost} />
      </BookingPageHeading>
      {booking.respondBy && (
        <p>
          <T
            id="hostBooking.respondBy"
            values={{ deadline: formatRespondBy(booking.respondBy, lang) }}
            components={[<strong key="deadline" />]}
          />
        </p>
      )}
      <BookingPageSections>
        <Card as="section" aria-labelledby="host-booking-dates">
          <h2 id="host-booking-dates">{t('hostBooking.dates')}</h2>
          <p>{car}</p>
          <p>
            <T
              id="hostBooking.pickup"
              values={{ date: formatDate(booking.startDate, lang), time: <PickupTime /> }}
              components={[<strong key="label" />]}
            />
          </p>
          <p>
            <T
              id="hostBooking.return"
              values={{ date: formatDate(booking.endDate, lang), time: <PickupTime /> }}
              components={[<strong key="label" />]}
            />
          </p>
        </Card>
        <Card as="section" aria-labelledby="host-booking-renter">
          <h2 id="host-booking-renter">{t('hostBooking.renter')}</h2>
          <p>{renter}</p>
          <RenterRating renter={booking.renter} />
          <p style={{ marginTop: '0.5rem' }} data-testid="renter-verified">
            {booking.renter.verified ? (
              <Badge $tone="success">{t('hostBooking.verified')}</Badge>
            ) : (
              <Badge $tone="neutral">{t('hostBooking.unverified')}</Badge>
            )}
          </p>
        </Card>
        <Card as="section" aria-labelledby="host-booking-payout">
          <h2 id="host-booking-payout">{t('bookings.yourPayout')}</h2>
          {booking.hostPayout ? (
            <PayoutBreakdown booking={booking} payout={booking.hostPayout} />
          ) : (
            <Muted>{t('hostBooking.payoutHidden')}</Muted>
          )}
        </Card>
        <Card as="section" aria-labelledby="host-booking-history">
          <h2 id="host-booking-history">{t('hostBooking.history')}</h2>
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
          {t('hostBooking.actions')}
        </h2>
        <BookingPageActions>
          <ConversationLink conversationId={booking.conversationId}>{t('hostBooking.messageRenter')}</ConversationLink>
          {canCallRenter(booking) && (
            <Button as="a" href={telHref(booking.phone)} $variant="outline">
              {t('bookings.call')}
            </Button>
          )}
          {actions.map((action) => (
            <Button
              key={action}
              $variant={action === 'cancelled' ? 'outline' : 'primary'}
              disabled={change.isPending}
              onClick={() => run(action)}
            >
              {t(hostActionLabel(action, booking))}
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
