import { Button, Card, Muted, Page, Spinner, Tabs, useDocumentTitle } from '@ladrive/design-system';
import { Speaks } from '@ladrive/i18n';
import { signInUrl, useSession } from '@ladrive/platform';
import { useLocation } from '@ladrive/routing';
import { lazy, useState } from 'react';
import { useT } from '../../../i18n';
import { T } from '../../../i18n/rich-text';
import { BookingsTab } from './BookingsTab';

// The bookings are what the page opens on; the favourites and the profile load when their tab is opened
// (issue 28: JS ≤ 200 kB signed in).
const FavouritesTab = lazy(() => import('./FavouritesTab').then(({ FavouritesTab }) => ({ default: FavouritesTab })));
const ProfileTab = lazy(() => import('./ProfileTab').then(({ ProfileTab }) => ({ default: ProfileTab })));

/** /dashboard 'Mi Dashboard': bookings, favourites and profile tabs for the signed-in renter. */
export function RenterDashboard() {
  const t = useT();
  useDocumentTitle(t('dashboard.title'));
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
          <Heading />
          <Muted>{t('dashboard.signInPrompt')}</Muted>
          {/* the site's sign-in button, in its spec's English wherever it shows */}
          <Speaks lang="en">
            <SignInButton href={signInUrl(pathname)} />
          </Speaks>
        </Card>
      </Page>
    );
  }

  return (
    <Page>
      <Heading />
      <Muted style={{ marginTop: 0 }}>
        {t('dashboard.greeting', { name: user.firstName || t('dashboard.greetingName') })}
      </Muted>
      <Tabs
        label={t('dashboard.sections')}
        value={tab}
        onChange={setTab}
        items={[
          { id: 'bookings', label: t('dashboard.tabBookings'), content: <BookingsTab userId={user.id} /> },
          { id: 'favorites', label: t('dashboard.tabFavorites'), content: <FavouritesTab /> },
          { id: 'profile', label: t('dashboard.tabProfile'), content: <ProfileTab user={user} /> },
        ]}
      />
    </Page>
  );
}

function SignInButton({ href, lang }: { href: string; lang?: string }) {
  const t = useT();
  return (
    <Button as="a" href={href} lang={lang}>
      {t('dashboard.signIn')}
    </Button>
  );
}

/** 'Mi Dashboard': the spec's name of the page, its word "Dashboard" kept as a name in either language. */
function Heading() {
  return (
    <h1>
      <T id="dashboard.heading" components={[<span translate="no" />]} />
    </h1>
  );
}
