import { ADMIN_ACCESS_DENIED, type AdminDashboardSummary } from '@ladrive/contracts';
import { useToastStore } from '@ladrive/platform';
import {
  json,
  LocationProbe,
  type MockResponse,
  type MockRoutes,
  makeUser,
  mockApi,
  PENDING,
  renderWithProviders,
} from '@ladrive/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { retryAdminRead } from '../lib/admin-query';
import { makeAdminBooking, makeAdminCar, makeAdminUser, makeSummary } from '../testing/fixtures';
import AdminDashboardPage from './AdminDashboardPage';

const admin = makeUser({ firstName: 'Ada', isAdmin: true });
const page = (total: number) => ({ 'X-Total-Count': String(total), 'X-Page': '1', 'X-Page-Size': '25' });

function renderPage(routes: MockRoutes = {}, route = '/admin-dashboard') {
  const api = mockApi({
    'GET /api/auth/user': json(admin),
    'GET /api/admin/dashboard': json(makeSummary()),
    'GET /api/admin/users': json([makeAdminUser({ isHost: true })], 200, page(1)),
    'GET /api/admin/cars': json([makeAdminCar({ isAvailable: false })], 200, page(1)),
    'GET /api/admin/bookings': json([makeAdminBooking()], 200, page(1)),
    ...routes,
  });
  renderWithProviders(
    <>
      <AdminDashboardPage />
      <LocationProbe />
    </>,
    { route },
  );
  return { api, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;

describe('AdminDashboardPage', () => {
  afterEach(() => act(() => useToastStore.getState().dismiss()));

  it('tells a signed-in non-admin Access Denied, shows a spinner, goes home after 1 second, and asks for no admin data', async () => {
    const { api } = renderPage({ 'GET /api/auth/user': json(makeUser({ isAdmin: false })) });
    await waitFor(() => expect(useToastStore.getState().current).toMatchObject(ADMIN_ACCESS_DENIED));
    expect(useToastStore.getState().current?.variant).toBe('destructive');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(location()).toBe('/admin-dashboard');
    await waitFor(() => expect(location()).toBe('/'));
    expect(api.requests.filter((request) => request.url.pathname.startsWith('/api/admin'))).toEqual([]);
  });

  it('shows the header, the Administrator badge, eight placeholders, then the figures and top vehicles', async () => {
    let answer: (value: MockResponse<AdminDashboardSummary>) => void = () => {};
    renderPage({ 'GET /api/admin/dashboard': () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Manage your car rental platform')).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(await screen.findAllByTestId('summary-placeholder')).toHaveLength(8);
    act(() => answer(json(makeSummary())));
    expect(await screen.findByTestId('total-revenue')).toHaveTextContent('$12,345.60');
    expect(screen.getByTestId('total-revenue-detail')).toHaveTextContent('Platform commission');
    expect(screen.getByTestId('monthly-revenue')).toHaveTextContent('$987.65');
    expect(screen.getByTestId('monthly-revenue-detail')).toHaveTextContent('This month');
    expect(screen.getByTestId('total-users-detail')).toHaveTextContent('14 active hosts');
    expect(screen.getByTestId('total-vehicles-detail')).toHaveTextContent('33 available');
    expect(screen.getByTestId('completed-trips')).toHaveTextContent('210');
    expect(screen.getByTestId('completed-trips-detail')).toHaveTextContent('3 active trips');
    const top = screen.getByRole('list', { name: 'Top Performing Vehicles' });
    expect(within(top).getByTestId('top-vehicle')).toHaveTextContent('2023 Tesla Model 3Los Angeles, CA★ 4.9531 trips');
  });

  it('moves between tabs with the arrow keys and keeps the tab in the URL', async () => {
    const { user } = renderPage();
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    await user.click(overview);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    // a tab's code loads when it opens: the router's navigation (a transition) shows it once it has
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true'));
    expect(location()).toBe('/admin-dashboard?tab=users');
    expect(await screen.findByRole('heading', { name: 'All Users' })).toBeInTheDocument();
    await user.keyboard('{End}');
    await waitFor(() => expect(location()).toBe('/admin-dashboard?tab=releases'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(location()).toBe('/admin-dashboard?tab=bookings'));
  });

  it('lists users with their badges and join date; search, sort and paging go to the URL and the API', async () => {
    const { api, user } = renderPage(
      {
        'GET /api/admin/users': ({ url }) =>
          json(
            [
              makeAdminUser({
                email: `ana${url.searchParams.get('page') ?? '1'}@example.com`,
                isHost: true,
                isAdmin: true,
              }),
            ],
            200,
            { 'X-Total-Count': '60', 'X-Page': url.searchParams.get('page') ?? '1', 'X-Page-Size': '25' },
          ),
      },
      '/admin-dashboard?tab=users',
    );
    const row = await screen.findByTestId('admin-user-row');
    expect(row).toHaveTextContent('Ana García');
    expect(row).toHaveTextContent('Host');
    expect(row).toHaveTextContent('Admin');
    expect(row).toHaveTextContent('Mar 14, 2026');
    expect(screen.getByTestId('list-range')).toHaveTextContent('Showing 1–25 of 60 users · Page 1 of 3');

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/admin-dashboard?tab=users&q=ana%40'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'email');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/admin-dashboard?tab=users&q=ana%40&sort=email&page=2'));
    await waitFor(() =>
      expect(Object.fromEntries(api.calls('GET /api/admin/users').at(-1)!.url.searchParams)).toEqual({
        q: 'ana@',
        sort: 'email',
        page: '2',
      }),
    );
    expect(await screen.findByText('ana2@example.com')).toBeInTheDocument();
  });

  it('shows vehicles with host, availability, category, price, rating and trips', async () => {
    renderPage({}, '/admin-dashboard?tab=vehicles');
    const row = await screen.findByTestId('admin-car-row');
    for (const text of [
      '2022 Toyota Camry',
      'Los Angeles, CA',
      'Hugo Host',
      'hugo@example.com',
      'Unavailable',
      'midsize',
      '$65.00',
      '4.80',
      '12',
    ])
      expect(row).toHaveTextContent(text);
  });

  // Small screens show each row as a card, each value under its column's name (the cell's data-label).
  it.each([
    ['users', 'admin-user-row'],
    ['vehicles', 'admin-car-row'],
    ['bookings', 'admin-booking-row'],
  ])('names the column of every %s cell, for the card layout of small screens', async (tab, rowId) => {
    renderPage({}, `/admin-dashboard?tab=${tab}`);
    const row = await screen.findByTestId(rowId);
    const headers = within(row.closest('table')!)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const labels = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.getAttribute('data-label'));
    expect(labels).toEqual(headers);
  });

  it('filters bookings by status and opens a booking’s documents from the admin route', async () => {
    const booking = makeAdminBooking({
      lastDocumentView: {
        document: 'selfie',
        viewedAt: '2026-11-21T18:00:00.000Z',
        adminName: 'Ada Admin',
        adminEmail: 'a@x.io',
      },
    });
    const { api, user } = renderPage(
      { 'GET /api/admin/bookings': json([booking], 200, page(1)) },
      '/admin-dashboard?tab=bookings',
    );
    const row = await screen.findByTestId('admin-booking-row');
    for (const text of [
      '2022 Toyota Camry',
      'Rosa Renter',
      'rosa@example.com',
      'Dec 1, 2026 – Dec 4, 2026',
      'Confirmado',
      '$214.50',
      '$19.50',
      'Nov 20, 2026',
    ])
      expect(row).toHaveTextContent(text);
    expect(within(row).getByTestId('documents-last-viewed')).toHaveTextContent('Last viewed Nov 21, 2026 by Ada Admin');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'completed');
    await waitFor(() => expect(location()).toBe('/admin-dashboard?tab=bookings&status=completed'));
    await waitFor(() =>
      expect(api.calls('GET /api/admin/bookings').at(-1)!.url.searchParams.get('status')).toBe('completed'),
    );

    await user.click(within(row).getByRole('button', { name: /View documents/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Identity documents — Rosa Renter' });
    expect(within(dialog).getByRole('img', { name: "Driver's license of Rosa Renter" })).toHaveAttribute(
      'src',
      `/api/admin/bookings/${booking.id}/documents/license`,
    );
    expect(within(dialog).getByRole('img', { name: 'Selfie with license of Rosa Renter' })).toHaveAttribute(
      'src',
      `/api/admin/bookings/${booking.id}/documents/selfie`,
    );
  });

  it.each([
    ['users', 'admin-user-row', 0],
    ['vehicles', 'admin-car-row', 1],
    ['bookings', 'admin-booking-row', 1],
  ])("names a person without a name 'User' in the %s list, the English page's word", async (tab, rowId, cell) => {
    renderPage(
      {
        'GET /api/admin/users': json([makeAdminUser({ firstName: '', lastName: '', fullName: null })], 200, page(1)),
        'GET /api/admin/cars': json([makeAdminCar({ hostName: null })], 200, page(1)),
        'GET /api/admin/bookings': json([makeAdminBooking({ renterName: null })], 200, page(1)),
      },
      `/admin-dashboard?tab=${tab}`,
    );
    const row = await screen.findByTestId(rowId);
    expect(within(row).getAllByRole('cell')[cell]).toHaveTextContent(/^User/);
  });

  it("names a nameless renter and admin 'User' in the documents and their last view", async () => {
    const booking = makeAdminBooking({
      renterName: null,
      lastDocumentView: {
        document: 'selfie',
        viewedAt: '2026-11-21T18:00:00.000Z',
        adminName: null,
        adminEmail: 'a@x.io',
      },
    });
    const { user } = renderPage(
      { 'GET /api/admin/bookings': json([booking], 200, page(1)) },
      '/admin-dashboard?tab=bookings',
    );
    const row = await screen.findByTestId('admin-booking-row');
    expect(within(row).getByTestId('documents-last-viewed')).toHaveTextContent('Last viewed Nov 21, 2026 by User');
    await user.click(within(row).getByRole('button', { name: 'View documents of User, Toyota Camry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Identity documents — User' });
    expect(within(dialog).getByRole('img', { name: "Driver's license of User" })).toBeInTheDocument();
  });

  it('shows the API’s message when a list request is refused', async () => {
    renderPage(
      {
        'GET /api/admin/bookings': json(
          { message: 'Status must be one of: pending, confirmed, completed, cancelled' } as never,
          400,
        ),
      },
      '/admin-dashboard?tab=bookings&status=lost',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Status must be one of: pending, confirmed, completed, cancelled',
    );
  });

  it('keeps the summary pending while it loads (no request of a list)', async () => {
    const { api } = renderPage({ 'GET /api/admin/dashboard': PENDING });
    expect(await screen.findAllByTestId('summary-placeholder')).toHaveLength(8);
    expect(api.calls('GET /api/admin/users')).toEqual([]);
  });
});

describe('retryAdminRead', () => {
  it('retries up to 3 times, never on 401 or 403', () => {
    const error = (status: number) => new Error(`${status}: {"message":"x"}`);
    expect([0, 1, 2, 3].map((count) => retryAdminRead(count, error(500)))).toEqual([true, true, true, false]);
    expect(retryAdminRead(0, error(401))).toBe(false);
    expect(retryAdminRead(0, error(403))).toBe(false);
    expect(retryAdminRead(0, new TypeError('Failed to fetch'))).toBe(true);
  });
});
