import { Badge, DashboardHeader, Muted, Page, Tabs, useDocumentTitle } from '@ladrive/design-system';
import { useSearchParams } from '@ladrive/routing';
import { lazy } from 'react';
import { useT } from '../../../i18n';
import { LIST_VIEW_KEYS } from '../../lists/lib/list-view';
import { OverviewTab } from '../../overview';
import { RELEASES_VIEW_KEYS } from '../../releases/lib/release-view';

// The overview is what the page opens on; the other tabs (their tables, the documents dialog, the releases) load
// when one is opened, so the page's first load carries only the overview (issue 28: JS ≤ 200 kB signed in).
const UsersTab = lazy(() => import('../../lists/components/UsersTab').then(({ UsersTab }) => ({ default: UsersTab })));
const VehiclesTab = lazy(() =>
  import('../../lists/components/VehiclesTab').then(({ VehiclesTab }) => ({ default: VehiclesTab })),
);
const BookingsTab = lazy(() =>
  import('../../lists/components/BookingsTab').then(({ BookingsTab }) => ({ default: BookingsTab })),
);
const ReleasesTab = lazy(() =>
  import('../../releases/components/ReleasesTab').then(({ ReleasesTab }) => ({ default: ReleasesTab })),
);

const TAB_IDS = ['overview', 'users', 'vehicles', 'bookings', 'releases'] as const;
type TabId = (typeof TAB_IDS)[number];
const isTab = (value: string | null): value is TabId => TAB_IDS.includes(value as TabId);

/** The admin panel (spec section 2): the open tab and each list's view live in the query string. */
export function AdminDashboard() {
  const t = useT();
  useDocumentTitle(t('dashboard.title'));
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabId = isTab(tabParam) ? tabParam : 'overview';
  const openTab = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      // a list's page, sort, search and status belong to that list, the reports' window to the releases
      for (const key of [...LIST_VIEW_KEYS, ...RELEASES_VIEW_KEYS]) next.delete(key);
      if (id === 'overview') next.delete('tab');
      else next.set('tab', id);
      return next;
    });

  return (
    <Page>
      <DashboardHeader>
        <div>
          <h1>{t('dashboard.title')}</h1>
          <Muted>{t('dashboard.subtitle')}</Muted>
        </div>
        <Badge $tone="danger">{t('dashboard.badge')}</Badge>
      </DashboardHeader>
      <Tabs
        label={t('dashboard.title')}
        value={tab}
        onChange={openTab}
        items={[
          { id: 'overview', label: t('tabs.overview'), content: <OverviewTab /> },
          { id: 'users', label: t('tabs.users'), content: <UsersTab /> },
          { id: 'vehicles', label: t('tabs.vehicles'), content: <VehiclesTab /> },
          { id: 'bookings', label: t('tabs.bookings'), content: <BookingsTab /> },
          { id: 'releases', label: t('tabs.releases'), content: <ReleasesTab /> },
        ]}
      />
    </Page>
  );
}
