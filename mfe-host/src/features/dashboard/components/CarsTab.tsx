import { type Car, paths } from '@ladrive/contracts';
import { Button, Card, Grid, Muted } from '@ladrive/design-system';
import { CarCard, CarCardSkeleton } from '@ladrive/marketplace-ui';
import { apiErrorMessage, toast } from '@ladrive/platform';
import { Link } from '@ladrive/routing';
import type { UseQueryResult } from '@ladrive/server-state';
import { useState } from 'react';
import { AvailabilityDialog } from '../../availability';
import { useUpdateCar } from '../../listing';
import { EditCarDialog } from './EditCarDialog';

/**
 * The host's cars: 'Editar' opens the listing form, 'Calendario' the blocked days and trip rules, 'Pausar' /
 * 'Activar' switch availability.
 */
export function CarsTab({ cars }: { cars: UseQueryResult<Car[]> }) {
  const update = useUpdateCar();
  const [editing, setEditing] = useState<Car | null>(null);
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
        {cars.data.map((car) => (
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
              </>
            }
          />
        ))}
      </Grid>
      {editing && <EditCarDialog key={editing.id} car={editing} onClose={() => setEditing(null)} />}
      {calendar && <AvailabilityDialog key={calendar.id} car={calendar} onClose={() => setCalendar(null)} />}
    </>
  );
}
