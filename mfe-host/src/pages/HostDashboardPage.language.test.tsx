import { chooseLanguageForTest } from '@ladrive/i18n/testing';
import {
  json,
  LocationProbe,
  makeBooking,
  makeCar,
  makeUser,
  mockApi,
  renderWithProviders,
} from '@ladrive/platform/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardClockContext } from '../features/dashboard';
import { makeHostDashboard } from '../testing/fixtures';
import HostDashboardPage from './HostDashboardPage';

const host = makeUser({ id: '11111111-1111-4111-8111-111111111111', firstName: 'Lucía', isHost: true });
const now = () => new Date('2031-05-10T12:00:00Z');
const trip = makeBooking({
  status: 'confirmed',
  startDate: '2031-05-20',
  endDate: '2031-05-23',
  renter: { fullName: 'Luis Pérez', rating: '4.85', reviewCount: 12 },
  conversationId: '00000000-0000-4000-8000-0000000000c1',
});
const cars = [
  makeCar({ make: 'Mazda', model: 'CX-5', isAvailable: true }),
  makeCar({ make: 'Kia', model: 'Niro', isAvailable: true }),
  makeCar({ make: 'Ford', model: 'Focus', isAvailable: false }),
];

function renderDashboard(dashboard = makeHostDashboard({ recentBookings: [trip] })) {
  mockApi({
    'GET /api/auth/user': json(host),
    'GET /api/host/:hostId/dashboard': json(dashboard),
    'GET /api/cars/host/:hostId': json(cars),
    'GET /api/bookings/host/:userId': json([trip]),
  });
  renderWithProviders(
    <DashboardClockContext value={now}>
      <HostDashboardPage />
      <LocationProbe />
    </DashboardClockContext>,
    { route: '/host-dashboard' },
  );
  return userEvent.setup();
}

describe('HostDashboardPage in the language the visitor chose', () => {
  afterEach(() => chooseLanguageForTest(null));

  it('is all English once English is chosen: title, tabs, counts, dates, each car named for its buttons', async () => {
    chooseLanguageForTest('en');
    const user = renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Host Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Host Dashboard | LA Drive');
    expect(await screen.findByText('2 cars available')).toHaveAttribute('data-testid', 'available-cars');
    expect(screen.getByRole('link', { name: 'Add Car' })).toHaveAttribute('href', '/list-car');
    expect(await screen.findByText('Earnings this month')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Recent bookings' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Bookings' }));
    const row = within(await screen.findByRole('listitem', { name: 'Booking for Luis Pérez' }));
    expect(row.getByText('May 20, 2031 → May 23, 2031')).toBeInTheDocument();
    expect(row.getByText('4.9 out of 5 stars, 12 reviews')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Message' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'My Cars' }));
    const mazda = within(await screen.findByRole('article', { name: /Mazda CX-5/ }));
    expect(mazda.getByRole('button', { name: 'Pause' })).toHaveAccessibleDescription(/^Mazda CX-5/);
    expect(mazda.getByRole('button', { name: 'Calendar for Mazda CX-5' })).toBeInTheDocument();
    expect(mazda.getByRole('button', { name: 'Sync calendar' })).toHaveAccessibleDescription(/^Mazda CX-5/);
    const ford = within(screen.getByRole('article', { name: /Ford Focus/ }));
    expect(ford.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it("shows a new host 'New' for the rating and '—' for a commission of nothing", async () => {
    chooseLanguageForTest('en');
    const { earnings } = makeHostDashboard();
    const user = renderDashboard(
      makeHostDashboard({ avgRating: '0.00', earnings: { ...earnings, platformCommission: '0.00' } }),
    );
    expect(await screen.findByTestId('metric-avg-rating')).toHaveTextContent(/^New$/);
    await user.click(screen.getByRole('tab', { name: 'Earnings' }));
    expect(await screen.findByTestId('earnings-commission')).toHaveTextContent(/^—$/);
  });

  it('turns Spanish on screen, without a reload, when Español is chosen', async () => {
    chooseLanguageForTest('en');
    renderDashboard();
    expect(await screen.findByText('2 cars available')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Booking for Luis Pérez' })).toBeInTheDocument();
    act(() => chooseLanguageForTest('es'));
    expect(screen.getByRole('heading', { level: 1, name: 'Panel del Anfitrión' })).toBeInTheDocument();
    expect(screen.getByTestId('available-cars')).toHaveTextContent('2 autos disponibles');
    expect(document.title).toBe('Panel del Anfitrión | LA Drive');
    const row = within(screen.getByRole('listitem', { name: 'Reserva de Luis Pérez' }));
    expect(row.getByText('20 may 2031 → 23 may 2031')).toBeInTheDocument();
    expect(row.getByText('4.9 de 5 estrellas, 12 reseñas')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mis Autos' })).toBeInTheDocument();
  });
});
