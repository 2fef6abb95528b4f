import { Button, Card, Muted, Page, Spinner, Tabs, useDocumentTitle } from '@ladrive/design-system';
import { signInUrl, useSession } from '@ladrive/platform';
import { useLocation } from '@ladrive/routing';
import { useState } from 'react';
import { BookingsTab } from './BookingsTab';
import { FavouritesTab } from './FavouritesTab';
import { ProfileTab } from './ProfileTab';

/** /dashboard 'Mi Dashboard': bookings, favourites and profile tabs for the signed-in renter. */
export function RenterDashboard() {
  useDocumentTitle('Mi Dashboard');
  const { user, isLoading } = useSession();
  const { pathname } = useLocation();
  const [tab, setTab] = useState('bookings');

  if (isLoading) {
    return (
      <Page style={{ display: 'flex', justifyContent: 'center' }}>
        <Spinner />
      </Page>
    );
  }
  if (!user) {
    // The shell gates /dashboard (requiresAuth); this only shows when the page runs on its own.
    return (
      <Page>
        <Card style={{ maxWidth: 520, margin: '0 auto', textAlign: 'center' }}>
          <h1>Mi Dashboard</h1>
          <Muted>Inicia sesión para ver tus reservaciones.</Muted>
          <Button as="a" href={signInUrl(pathname)}>
            Sign In
          </Button>
        </Card>
      </Page>
    );
  }

  return (
    <Page>
      <h1>Mi Dashboard</h1>
      <Muted style={{ marginTop: 0 }}>Hola, {user.firstName || 'usuario'}. Aquí están tus viajes.</Muted>
      <Tabs
        label="Mi Dashboard"
        value={tab}
        onChange={setTab}
        items={[
          { id: 'bookings', label: 'Mis Reservaciones', content: <BookingsTab userId={user.id} /> },
          { id: 'favorites', label: 'Favoritos', content: <FavouritesTab /> },
          { id: 'profile', label: 'Perfil', content: <ProfileTab user={user} /> },
        ]}
      />
    </Page>
  );
}
