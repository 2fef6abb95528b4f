import { chooseLanguageForTest } from '@ladrive/i18n/testing';
import { json, makeBooking, makeUser, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { act, screen, within } from '@testing-library/react';
import { DashboardClockContext } from '../features/dashboard';
import HostBookingPage from './HostBookingPage';

const host = makeUser({ id: '11111111-1111-4111-8111-111111111111', firstName: 'Lucía', isHost: true });
const now = () => new Date('2031-05-10T12:00:00Z');
const booking = makeBooking({
  status: 'confirmed',
  startDate: '2031-05-02',
  endDate: '2031-05-09',
  discountAmount: '70.00',
  phone: '+13105550100',
  renter: { fullName: 'Ana García', rating: '4.80', reviewCount: 1, verified: true },
  hostPayout: {
    basePrice: '700.00',
    discount: '70.00',
    discountedBasePrice: '630.00',
    commissionPercent: 15,
    commission: '94.50',
    payout: '535.50',
  },
});

function renderPage() {
  mockApi({
    'GET /api/auth/user': json(host),
    'GET /api/bookings/:id': json(booking),
    'GET /api/bookings/:id/events': json([]),
  });
  renderWithProviders(
    <DashboardClockContext value={now}>
      <HostBookingPage />
    </DashboardClockContext>,
    { route: `/host-dashboard/bookings/${booking.id}`, path: '/host-dashboard/bookings/:id' },
  );
}

describe('HostBookingPage in the language the visitor chose', () => {
  afterEach(() => chooseLanguageForTest(null));

  it('is English once English is chosen, and Spanish again once Español is', async () => {
    chooseLanguageForTest('en');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking for Ana García' })).toBeInTheDocument();
    expect(document.title).toBe('Booking for Ana García | LA Drive');
    expect(screen.getByText(/Pickup:/).parentElement).toHaveTextContent(
      'Pickup: May 2, 2031, 10:00 AM (Los Angeles time)',
    );
    const payout = screen.getByTestId('payout-breakdown');
    expect(payout).toHaveTextContent('Rental price (7 days)$700.00');
    expect(payout).toHaveTextContent('Weekly discount (10%)−$70.00');
    expect(payout).toHaveTextContent('You receive$535.50');
    expect(screen.getByTestId('renter-rating')).toHaveTextContent('4.8 out of 5 stars, 1 review');
    const actions = within(screen.getByRole('region', { name: 'Actions' }));
    expect(actions.getByRole('button', { name: 'Mark as completed' })).toBeInTheDocument();

    act(() => chooseLanguageForTest('es'));
    expect(screen.getByRole('heading', { level: 1, name: 'Reserva de Ana García' })).toBeInTheDocument();
    expect(document.title).toBe('Reserva de Ana García | LA Drive');
    expect(screen.getByText(/Recogida:/).parentElement).toHaveTextContent(
      'Recogida: 2 may 2031, 10:00 a. m. (hora de Los Ángeles)',
    );
    expect(screen.getByTestId('payout-breakdown')).toHaveTextContent('Precio del alquiler (7 días)$700.00');
    expect(screen.getByTestId('renter-rating')).toHaveTextContent('4.8 de 5 estrellas, 1 reseña');
  });
});
