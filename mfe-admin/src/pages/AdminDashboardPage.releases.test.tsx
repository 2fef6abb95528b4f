import type { Language } from '@ladrive/contracts';
import {
  json,
  LocationProbe,
  type MockRoutes,
  makeUser,
  mockApi,
  PENDING,
  renderWithProviders,
} from '@ladrive/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAppRelease, makeRumRollup, makeVersionHealth } from '../testing/fixtures';
import AdminDashboardPage from './AdminDashboardPage';

const shell = makeAppRelease({
  app: 'shell',
  remote: 'shell',
  inUse: '1.0.0-sss',
  canary: null,
  switches: [{ at: '2026-11-26T18:00:00.000Z', from: null, to: '1.0.0-sss', kind: 'release', by: 'Ana' }],
});
const reports = [
  makeVersionHealth(),
  makeVersionHealth({
    version: '1.0.0-ccc',
    sessions: 5,
    failingSessions: 2,
    errorSessions: 2,
    errorRate: 0.4,
    p75: { LCP: 2480, INP: null, CLS: 0 },
  }),
  // an earlier version still open in a tab
  makeVersionHealth({ version: '1.0.0-bbb', sessions: 2, errorRate: 0, failingSessions: 0, errorSessions: 0 }),
  makeVersionHealth({ remote: 'shell', version: '1.0.0-sss', sessions: 47, errorRate: 0 }),
  // another remote's reports, of an app not released here: never shown under mfe-static
  makeVersionHealth({ remote: 'mfe_search', version: '1.0.0-aaa', sessions: 99 }),
];

function renderReleases(routes: MockRoutes = {}, { route = '/admin-dashboard?tab=releases', language = 'en' } = {}) {
  const api = mockApi({
    'GET /api/auth/user': json(makeUser({ isAdmin: true })),
    'GET /api/admin/releases': json({ apps: [makeAppRelease(), shell] }),
    'GET /api/admin/rum': ({ url }) =>
      json(makeRumRollup(reports, url.searchParams.get('window') === '1d' ? '1d' : '1h')),
    ...routes,
  });
  renderWithProviders(
    <>
      <AdminDashboardPage />
      <LocationProbe />
    </>,
    { route, language: language as Language },
  );
  return { api, user: userEvent.setup() };
}

const appCard = async (name: string) => screen.findByRole('region', { name: new RegExp(`^${name}`) });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AdminDashboardPage, Releases', () => {
  it('shows each app’s version in use, its canary and each version’s reports of the last hour', async () => {
    const { api } = renderReleases();
    const statics = await appCard('mfe-static');
    expect(within(statics).getByText('reports as mfe_static')).toBeInTheDocument();
    expect(within(statics).getByTestId('release-in-use')).toHaveTextContent('In use: 1.0.0-aaa');
    // the canary's start on the marketplace's clock
    expect(within(statics).getByTestId('release-canary')).toHaveTextContent(
      'Canary: 1.0.0-ccc for 10% of visitors since Nov 27, 2026, 12:05 AM PST',
    );
    const versions = within(statics).getByRole('table', { name: 'Browser reports of the last hour' });
    const rows = within(versions).getAllByTestId('release-version-row');
    expect(rows.map(cellsOf)).toEqual([
      ['1.0.0-aaaIn use', '40', '2.5%', '1,834 ms', '96 ms', '0.012'],
      ['1.0.0-cccCanary · 10%', '5', '40%', '2,480 ms', '—', '0'],
      ['1.0.0-bbb', '2', '0%', '1,834 ms', '96 ms', '0.012'],
    ]);
    expect(versions).not.toHaveTextContent('99');

    const shellCard = await appCard('shell');
    expect(within(shellCard).queryByText(/reports as/)).toBeNull();
    expect(within(shellCard).getAllByTestId('release-version-row').map(cellsOf)).toEqual([
      ['1.0.0-sssIn use', '47', '0%', '1,834 ms', '96 ms', '0.012'],
    ]);
    expect(within(shellCard).queryByTestId('release-canary')).toBeNull();
    expect(api.calls('GET /api/admin/rum').map((call) => call.url.searchParams.get('window'))).toEqual(['1h']);
  });

  it('lists the switches latest first: what, which versions, who and why', async () => {
    renderReleases();
    const history = within(await appCard('mfe-static')).getByRole('table', { name: 'Release history, latest first' });
    expect(within(history).getAllByTestId('release-switch-row').map(cellsOf)).toEqual([
      ['Nov 27, 2026, 12:05 AM PST', 'Canary to 10%', '1.0.0-aaa → 1.0.0-ccc', 'Ana', '—'],
      ['Nov 26, 2026, 11:30 AM PST', 'Rolled back', '1.0.0-bbb → 1.0.0-aaa', 'Hugo', 'contact form broken'],
      ['Nov 26, 2026, 11:00 AM PST', 'Released', '1.0.0-aaa → 1.0.0-bbb', 'Ana', '—'],
      ['Nov 26, 2026, 10:00 AM PST', 'Released', '1.0.0-aaa (first)', 'Ana', '—'],
    ]);
  });

  it('shows a version with no reports in the window with no figures', async () => {
    renderReleases({ 'GET /api/admin/rum': json(makeRumRollup([])) });
    const statics = await appCard('mfe-static');
    await waitFor(() =>
      expect(within(statics).getAllByTestId('release-version-row').map(cellsOf)).toEqual([
        ['1.0.0-aaaIn use', '0', '—', '—', '—', '—'],
        ['1.0.0-cccCanary · 10%', '0', '—', '—', '—', '—'],
      ]),
    );
  });

  it('keeps the window in the URL, asks the API for it, and leaves it behind with the tab', async () => {
    const { api, user } = renderReleases();
    await appCard('mfe-static');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Browser reports over' }), 'The last day');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin-dashboard?tab=releases&window=1d'),
    );
    expect(await screen.findAllByRole('table', { name: 'Browser reports of the last day' })).toHaveLength(2);
    expect(api.calls('GET /api/admin/rum').at(-1)!.url.searchParams.get('window')).toBe('1d');
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    // the users' tab loads its code first (the router's navigation is a transition)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin-dashboard\?tab=users$/));
  });

  it('asks both again on Refresh', async () => {
    const { api, user } = renderReleases();
    await appCard('mfe-static');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.calls('GET /api/admin/releases')).toHaveLength(2));
    expect(api.calls('GET /api/admin/rum')).toHaveLength(2);
  });

  it('shows placeholders while the releases load', async () => {
    renderReleases({ 'GET /api/admin/releases': PENDING });
    expect(await screen.findByRole('status', { name: 'Loading releases' })).toBeInTheDocument();
  });

  it('says when nothing has been released yet', async () => {
    renderReleases({ 'GET /api/admin/releases': json({ apps: [] }) });
    expect(await screen.findByText('Nothing has been released to this environment yet.')).toBeInTheDocument();
  });

  it('shows the API’s sentence when the releases cannot be read', async () => {
    const unavailable = 'LA Drive is temporarily unavailable. Try again in a few seconds.';
    renderReleases({ 'GET /api/admin/releases': json({ message: unavailable } as never, 503) });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(unavailable);
  }, 20_000);

  it('still shows the releases when the reports cannot be read', async () => {
    renderReleases({ 'GET /api/admin/rum': json({ message: 'Window must be 1h or 1d' } as never, 400) });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('Window must be 1h or 1d');
    expect(within(await appCard('mfe-static')).getByTestId('release-in-use')).toHaveTextContent('In use: 1.0.0-aaa');
    expect(screen.getAllByRole('table', { name: 'Release history, latest first' })).toHaveLength(2);
  }, 20_000);

  // Small screens show each row as a card, each value under its column's name (the cell's data-label).
  it('names the column of every cell, for the card layout of small screens', async () => {
    renderReleases();
    for (const table of within(await appCard('mfe-static')).getAllByRole('table')) {
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      for (const row of within(table).getAllByRole('row').slice(1))
        expect(
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.getAttribute('data-label')),
        ).toEqual(headers);
    }
  });

  it('is Spanish once the visitor chooses Español', async () => {
    renderReleases({}, { language: 'es' });
    expect(await screen.findByRole('tab', { name: 'Versiones' })).toHaveAttribute('aria-selected', 'true');
    const statics = await appCard('mfe-static');
    expect(within(statics).getByTestId('release-canary')).toHaveTextContent(
      'Canario: 1.0.0-ccc para el 10% de los visitantes desde 27 nov 2026',
    );
    const versions = within(statics).getByRole('table', { name: 'Reportes de los navegadores de la última hora' });
    expect(cellsOf(within(versions).getAllByTestId('release-version-row')[0]!)).toEqual([
      '1.0.0-aaaEn uso',
      '40',
      // numbers as the site's Spanish (es-US) writes them
      '2.5%',
      '1,834 ms',
      '96 ms',
      '0.012',
    ]);
    const history = within(statics).getByRole('table', { name: 'Historial de versiones, lo más reciente primero' });
    expect(within(history).getAllByTestId('release-switch-row')[1]).toHaveTextContent('Revertida');
  });
});
