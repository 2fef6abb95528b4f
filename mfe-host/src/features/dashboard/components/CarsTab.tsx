import { type BookingView, CAR_POLICY_MESSAGES, type Car, keepsCarListed, paths } from '@ladrive/contracts';
import { Button, Card, Grid, Muted, visuallyHidden } from '@ladrive/design-system';
import { useContractText } from '@ladrive/i18n/catalogs';
import { CarCard, CarCardSkeleton } from '@ladrive/marketplace-ui';
import { apiErrorMessage, toast, useSession } from '@ladrive/platform';
import { Link } from '@ladrive/routing';
import type { UseQueryResult } from '@ladrive/server-state';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { AvailabilityDialog } from '../../availability';
import { CalendarSyncButton } from '../../calendar-sync';
import { useUpdateCar } from '../../listing';
import { useHostBookings } from '../api/dashboard-api';
import { useDashboardClock } from '../lib/clock';
import { CarSettingsDialog } from './CarSettingsDialog';
import { EditCarDialog } from './EditCarDialog';
import { RemoveCarDialog } from './RemoveCarDialog';

const Hidden = styled.span`${visuallyHidden}`;

/** Why a car cannot be removed now (a trip to come or under way: a contracts message), or null when it can. */
function removalRefusal(car: Car, bookings: readonly BookingView[] | undefined, now: Date): string | null {
  const keeps = bookings?.some((booking) => booking.carId === car.id && keepsCarListed(booking, now));
  return keeps ? CAR_POLICY_MESSAGES.hasUpcomingTrips : null;
}

/**
 * The host's cars: 'Editar' opens the listing form, 'Calendario' the blocked days and trip rules, 'Pausar' /
 * 'Activar' switch availability, 'Reservas y descuentos' sets instant book and the discounts, 'Sincronizar
 * calendario' the iCalendar feed and import, 'Eliminar' removes the listing after a confirmation — disabled,
 * with the reason beside it, while the car has a trip to come. Every button is described by the car's name, so a
 * screen reader tells the cars' 'Editar' apart.
 */
export function CarsTab({ cars }: { cars: UseQueryResult<Car[]> }) {
  const update = useUpdateCar();
  const now = useDashboardClock();
  const { user } = useSession();
  const bookings = useHostBookings(user?.id ?? '');
  const [editing, setEditing] = useState<Car | null>(null);
  const [configuring, setConfiguring] = useState<Car | null>(null);
  const [removing, setRemoving] = useState<Car | null>(null);
  const [calendar, setCalendar] = useState<Car | null>(null);
  const t = useT();
  const tc = useContractText();

  async function toggle(car: Car) {
    try {
      await update.mutateAsync({ id: car.id, update: { isAvailable: !car.isAvailable } });
      const name = t('common.carName', { make: car.make, model: car.model });
      toast({
        title: t(car.isAvailable ? 'cars.pausedTitle' : 'cars.activatedTitle'),
        description: t(car.isAvailable ? 'cars.pausedDescription' : 'cars.activatedDescription', { car: name }),
        variant: 'success',
      });
    } catch (error) {
      toast({ title: t('common.updateFailed'), description: apiErrorMessage(error), variant: 'destructive' });
    }
  }

  if (cars.isPending) {
    return (
      <Grid role="status" aria-label={t('cars.loading')}>
        {[0, 1, 2].map((i) => (
          <CarCardSkeleton key={i} />
        ))}
      </Grid>
    );
  }
  if (cars.error) {
    return (
      <Card role="alert">
        <p style={{ marginTop: 0 }}>{t('cars.loadError')}</p>
        <Button onClick={() => cars.refetch()}>{t('common.retry')}</Button>
      </Card>
    );
  }
  if (cars.data.length === 0) {
    return (
      <Card style={{ textAlign: 'center' }}>
        <h2>{t('cars.emptyTitle')}</h2>
        <Muted>{t('cars.emptyHint')}</Muted>
        <Button as={Link} to={paths.listCar}>
          {t('dashboard.addCar')}
        </Button>
      </Card>
    );
  }
  return (
    <>
      <Grid>
        {cars.data.map((car) => {
          const refusal = removalRefusal(car, bookings.data, now());
          const refusalId = `remove-refusal-${car.id}`;
          const nameId = `car-name-${car.id}`;
          return (
            <CarCard
              key={car.id}
              car={car}
              actions={
                <>
                  <Hidden id={nameId}>
                    {t('common.carFullName', { make: car.make, model: car.model, year: car.year })}
                  </Hidden>
                  <Button $variant="outline" $size="sm" aria-describedby={nameId} onClick={() => setEditing(car)}>
                    {t('cars.edit')}
                  </Button>
                  <Button
                    $variant="outline"
                    $size="sm"
                    aria-label={t('cars.calendarOf', {
                      car: t('common.carName', { make: car.make, model: car.model }),
                    })}
                    onClick={() => setCalendar(car)}
                  >
                    {t('cars.calendar')}
                  </Button>
                  <Button
                    $variant="outline"
                    $size="sm"
                    aria-describedby={nameId}
                    disabled={update.isPending}
                    onClick={() => toggle(car)}
                  >
                    {t(car.isAvailable ? 'cars.pause' : 'cars.activate')}
                  </Button>
                  <Button $variant="outline" $size="sm" aria-describedby={nameId} onClick={() => setConfiguring(car)}>
                    {t('cars.settings')}
                  </Button>
                  <CalendarSyncButton car={car} describedBy={nameId} />
                  <Button
                    $variant="outline"
                    $size="sm"
                    // removal waits for the bookings; when they cannot be read, the API's refusal (shown by the
                    // dialog) says why instead
                    disabled={bookings.isPending || refusal !== null}
                    aria-describedby={refusal ? `${nameId} ${refusalId}` : nameId}
                    onClick={() => setRemoving(car)}
                  >
                    {t('cars.remove')}
                  </Button>
                  {refusal && (
                    <Muted id={refusalId} style={{ margin: 0, fontSize: '0.875rem' }} data-testid="remove-refusal">
                      {tc(refusal)}
                    </Muted>
                  )}
                </>
              }
            />
          );
        })}
      </Grid>
      {editing && <EditCarDialog key={editing.id} car={editing} onClose={() => setEditing(null)} />}
      {configuring && <CarSettingsDialog key={configuring.id} car={configuring} onClose={() => setConfiguring(null)} />}
      {calendar && <AvailabilityDialog key={calendar.id} car={calendar} onClose={() => setCalendar(null)} />}
      {removing && <RemoveCarDialog key={removing.id} car={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
