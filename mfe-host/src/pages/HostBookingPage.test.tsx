import { useToastStore } from '@ladrive/platform';
import { apiError, json, makeBooking, makeUser, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardClockContext } from '../features/dashboard';
import HostBookingPage from './HostBookingPage';

const host = makeUser({ id: '11111111-1111-4111-8111-111111111111', firstName: 'Lucía', isHost: true });
// 2031-05-10 05:00 in Los Angeles: the trip below ended the day before
const now = () => new Date('2031-05-10T12:00:00Z');

// 7 × $100 = $700, weekly 10 % = $70 off, no insurance, fee $63 → the renter paid $693
const booking = makeBooking({
  status: 'confirmed',
  startDate: '2031-05-02',
  endDate: '2031-05-09',
  totalPrice: '693.00',
  serviceFee: '63.00',
  discountAmount: '70.00',
  paymentIntentId: 'pi_sim_1',
  phone: '+13105550100',
  driverLicense: '',
  address: '',
  conversationId: '00000000-0000-4000-8000-0000000000c1',
  renter: { fullName: 'Ana García', rating: '4.80', reviewCount: 5, verified: true },
  hostPayout: {
    basePrice: '700.00',
    discount: '70.00',
    discountedBasePrice: '630.00',
    commissionPercent: 15,
    commission: '94.50',
    payout: '535.50',
  },
});

function renderPage(routes = {}) {
  const api = mockApi({
    'GET /api/auth/user': json(host),
    'GET /api/bookings/:id': json(booking),
    'GET /api/bookings/:id/events': json([
      {
        id: '00000000-0000-4000-8000-0000000000e1',
        fromStatus: null,
        toStatus: 'pending',
        actorRole: 'renter',
        actor: null,
        createdAt: '2031-04-01T17:00:00.000Z',
      },
      {
        id: '00000000-0000-4000-8000-0000000000e2',
        fromStatus: 'pending',
        toStatus: 'confirmed',
        actorRole: 'renter',
        actor: null,
        createdAt: '2031-04-01T17:05:00.000Z',
      },
    ]),
    ...routes,
  });
  renderWithProviders(
    <DashboardClockContext value={now}>
      <HostBookingPage />
    </DashboardClockContext>,
    { route: `/host-dashboard/bookings/${booking.id}`, path: '/host-dashboard/bookings/:id' },
  );
  return { api, user: userEvent.setup() };
}

describe('HostBookingPage', () => {
  afterEach(() => act(() => useToastStore.getState().dismiss()));

  it('shows the dates, the renter, the payout with its discount line, and the history', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserva de Ana García' })).toBeInTheDocument();
    expect(screen.getByText(/Recogida:/).parentElement).toHaveTextContent(/2031/);
    expect(screen.getByTestId('renter-rating')).toHaveTextContent('4.8');
    expect(screen.getByTestId('renter-verified')).toHaveTextContent('Identidad verificada');
    const payout = screen.getByTestId('payout-breakdown');
    expect(payout).toHaveTextContent('Precio del alquiler (7 días)$700.00');
    expect(payout).toHaveTextContent('Descuento semanal (10 %)−$70.00');
    expect(payout).toHaveTextContent('Comisión de LA Drive (15%)−$94.50');
    expect(payout).toHaveTextContent('Recibes$535.50');
    // what the renter paid in fees is not the host's figure
    expect(payout).not.toHaveTextContent('$693.00');
    const history = await screen.findByTestId('host-booking-history');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Reserva solicitada por el viajero', 'Pago recibido: reserva confirmada']);
  });

  it('offers the actions the lifecycle allows now, and runs them', async () => {
    const { api, user } = renderPage({
      'POST /api/bookings/:id/status': json({ ...booking, status: 'completed' }),
    });
    const actions = within(await screen.findByRole('region', { name: 'Acciones' }));
    expect(actions.getByRole('link', { name: 'Mensaje al viajero' })).toHaveAttribute(
      'href',
      '/messages/00000000-0000-4000-8000-0000000000c1',
    );
    expect(actions.getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', 'tel:+13105550100');
    // the trip has ended: it can be completed, no longer cancelled
    expect(actions.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await user.click(actions.getByRole('button', { name: 'Marcar como completado' }));
    await waitFor(() =>
      expect(api.calls('POST /api/bookings/:id/status')[0]).toMatchObject({
        params: { id: booking.id },
        body: { status: 'completed' },
      }),
    );
  });

  it('says so when the booking is not one of the host’s', async () => {
    renderPage({ 'GET /api/bookings/:id': apiError(403, 'You can only see your own bookings') });
    expect(await screen.findByRole('heading', { name: 'No encontramos esta reserva' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al Panel del Anfitrión' })).toHaveAttribute('href', '/host-dashboard');
  });
});
