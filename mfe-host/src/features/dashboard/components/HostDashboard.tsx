import { paths } from '@ladrive/contracts';
import { Button, DashboardHeader, Muted, Page, Spinner, Tabs, useDocumentTitle } from '@ladrive/design-system';
import { useSession } from '@ladrive/platform';
import { Link } from '@ladrive/routing';
import { useState } from 'react';
import { useHostCars, useHostDashboard } from '../api/dashboard-api';
import { BookingsTab } from './BookingsTab';
import { CarsTab } from './CarsTab';
import { EarningsTab } from './EarningsTab';
import { OverviewTab } from './OverviewTab';

/** /host-dashboard 'Panel del Anfitrión' for the signed-in user: overview, bookings, cars and earnings. */
export function HostDashboard() {
  useDocumentTitle('Panel del Anfitrión');
  const { user, isLoading } = useSession();
  const hostId = user?.id ?? '';
  const dashboard = useHostDashboard(hostId);
  const cars = useHostCars(hostId);
  const [tab, setTab] = useState('overview');

  if (isLoading) {
    return (
      <Page style={{ display: 'flex', justifyContent: 'center' }}>
        <Spinner />
      </Page>
    );
  }
  // The shell gates /host-dashboard (requiresAuth); this only shows when the page runs on its own.
  if (!user) return null;

  const available = cars.data?.filter((car) => car.isAvailable).length;
  return (
    <Page>
      <DashboardHeader>
        <div>
          <h1>Panel del Anfitrión</h1>
          <Muted data-testid="available-cars">
            {available === undefined
              ? '…'
              : `${available} ${available === 1 ? 'auto disponible' : 'autos disponibles'}`}
          </Muted>
        </div>
        <Button as={Link} to={paths.listCar}>
          Agregar Auto
        </Button>
      </DashboardHeader>
      <Tabs
        label="Panel del Anfitrión"
        value={tab}
        onChange={setTab}
        items={[
          { id: 'overview', label: 'Resumen', content: <OverviewTab dashboard={dashboard} /> },
          { id: 'bookings', label: 'Reservas', content: <BookingsTab hostId={hostId} /> },
          { id: 'cars', label: 'Mis Autos', content: <CarsTab cars={cars} /> },
          { id: 'earnings', label: 'Ganancias', content: <EarningsTab dashboard={dashboard} /> },
        ]}
      />
    </Page>
  );
}
