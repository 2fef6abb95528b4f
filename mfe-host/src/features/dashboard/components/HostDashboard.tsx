import { paths } from '@ladrive/contracts';
import { Button, DashboardHeader, Muted, Page, Spinner, Tabs, useDocumentTitle } from '@ladrive/design-system';
import { useSession } from '@ladrive/platform';
import { Link } from '@ladrive/routing';
import { lazy, useState } from 'react';
import { useT } from '../../../i18n';
import { useHostCars, useHostDashboard } from '../api/dashboard-api';
import { OverviewTab } from './OverviewTab';

// The overview is what the page opens on; the other tabs (with the cars' dialogs: the availability calendar, the
// listing form, the photo uploader) load when one is opened (issue 28: JS ≤ 200 kB signed in).
const BookingsTab = lazy(() => import('./BookingsTab').then(({ BookingsTab }) => ({ default: BookingsTab })));
const CarsTab = lazy(() => import('./CarsTab').then(({ CarsTab }) => ({ default: CarsTab })));
const EarningsTab = lazy(() => import('./EarningsTab').then(({ EarningsTab }) => ({ default: EarningsTab })));

/** /host-dashboard 'Panel del Anfitrión' for the signed-in user: overview, bookings, cars and earnings. */
export function HostDashboard() {
  const t = useT();
  useDocumentTitle(t('dashboard.title'));
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
          <h1>{t('dashboard.title')}</h1>
          <Muted data-testid="available-cars">
            {available === undefined ? '…' : t('dashboard.availableCars', { count: available })}
          </Muted>
        </div>
        <Button as={Link} to={paths.listCar}>
          {t('dashboard.addCar')}
        </Button>
      </DashboardHeader>
      <Tabs
        label={t('dashboard.title')}
        value={tab}
        onChange={setTab}
        items={[
          { id: 'overview', label: t('dashboard.tabOverview'), content: <OverviewTab dashboard={dashboard} /> },
          { id: 'bookings', label: t('dashboard.tabBookings'), content: <BookingsTab hostId={hostId} /> },
          { id: 'cars', label: t('dashboard.tabCars'), content: <CarsTab cars={cars} /> },
          { id: 'earnings', label: t('dashboard.tabEarnings'), content: <EarningsTab dashboard={dashboard} /> },
        ]}
      />
    </Page>
  );
}
