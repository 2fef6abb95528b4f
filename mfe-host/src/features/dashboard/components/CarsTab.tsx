import { type BookingView, CAR_POLICY_MESSAGES, type Car, keepsCarListed, paths } from '@ladrive/contracts';
import { Button, Card, Grid, Muted } from '@ladrive/design-system';
import { CarCard, CarCardSkeleton } from '@ladrive/marketplace-ui';
import { apiErrorMessage, toast, useSession } from '@ladrive/platform';
import { Link } from '@ladrive/routing';
import type { UseQueryResult } from '@ladrive/server-state';
import { useState } from 'react';
import { AvailabilityDialog } from '../../availability';
import { CalendarSyncButton } from '../../calendar-sync';
import { useUpdateCar } from '../../listing';
import { useHostBookings } from '../api/dashboard-api';
import { useDashboardClock } from '../lib/clock';
import { CarSettingsDialog } from './CarSettingsDialog';
import { EditCarDialog } from './EditCarDialog';
import { RemoveCarDialog } from './RemoveCarDialog';

/** Why a car cannot be removed now (a trip to come or under way), or null when it can. */
function removalRefusal(car: Car, bookings: readonly BookingView[] | undefined, now: Date): string | null {
  const keeps = bookings?.some((booking) => booking.carId === car.id && keepsCarListed(booking, now));
  return keeps ? CAR_POLICY_MESSAGES.hasUpcomingTrips : null;
}

/**
 * The host's cars: 'Editar' opens the listing form, 'Calendario' the blocked days and trip rules, 'Pausar' /
 * 'Activar' switch availability, 'Reservas y descuentos' sets instant book and the discounts, 'Sincronizar
 * calendario' the iCalendar feed and import, 'Eliminar' removes the listing after a confirmation — disabled,
 * with the reason beside it, while the car has a trip to come.
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

  async function toggle(car: Car) {
    try {
      await update.mutateAsync({ id: car.id, update: { isAvailable: !car.isAvailable } });
      toast({
        title: car.isAvailable ? 'Auto pausado' : 'Auto activado',
        description: car.isAvailable
          ? `${car.make} ${car.model} ya no aparece en las búsquedas.`
          : `${car.make} ${car.model} vuelve a aparecer en las búsquedas.`,
        variant: 'success',
      });
    } catch (error) {
      toast({ title: 'No se pudo actualizar', description: apiErrorMessage(error), variant: 'destructive' });
    }
  }

  if (cars.isPending) {
    return (
      <Grid role="status" aria-label="Cargando tus autos">
        {[0, 1, 2].map((i) => (
          <CarCardSkeleton key={i} />
        ))}
      </Grid>
    );
  }
  if (cars.error) {
    return (
      <Card role="alert">
        <p style={{ marginTop: 0 }}>No se pudieron cargar tus autos.</p>
        <Button onClick={() => cars.refetch()}>Reintentar</Button>
      </Card>
    );
  }
  if (cars.data.length === 0) {
    return (
      <Card style={{ textAlign: 'center' }}>
        <h2>Aún no tienes autos</h2>
        <Muted>Publica tu primer auto y empieza a ganar dinero.</Muted>
        <Button as={Link} to={paths.listCar}>
          Agregar Auto
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
          return (
            <CarCard
              key={car.id}
              car={car}
              actions={
                <>
                  <Button $variant="outline" $size="sm" onClick={() => setEditing(car)}>
                    Editar
                  </Button>
                  <Button
                    $variant="outline"
                    $size="sm"
                    aria-label={`Calendario de ${car.make} ${car.model}`}
                    onClick={() => setCalendar(car)}
                  >
                    Calendario
                  </Button>
                  <Button $variant="outline" $size="sm" disabled={update.isPending} onClick={() => toggle(car)}>
                    {car.isAvailable ? 'Pausar' : 'Activar'}
                  </Button>
                  <Button $variant="outline" $size="sm" onClick={() => setConfiguring(car)}>
                    Reservas y descuentos
                  </Button>
                  <CalendarSyncButton car={car} />
                  <Button
                    $variant="outline"
                    $size="sm"
                    // removal waits for the bookings; when they cannot be read, the API's refusal (shown by the
                    // dialog) says why instead
                    disabled={bookings.isPending || refusal !== null}
                    aria-describedby={refusal ? refusalId : undefined}
                    onClick={() => setRemoving(car)}
                  >
                    Eliminar
                  </Button>
                  {refusal && (
                    <Muted id={refusalId} style={{ margin: 0, fontSize: '0.875rem' }} data-testid="remove-refusal">
                      {refusal}
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
