import { addDays, type BookingEventView, marketToday } from '@ladrive/contracts';
import { useToastStore } from '@ladrive/platform';
import { apiError, json, type MockRoutes, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBooking, makeCar, makeUser } from '../testing/fixtures';
import TripPage from './TripPage';

const today = marketToday();
const renter = makeUser();

const confirmed = makeBooking({
  id: '00000000-0000-4000-8000-0000000000b1',
  status: 'confirmed',
  paymentIntentId: 'pi_sim_1',
  startDate: addDays(today, 10),
  endDate: addDays(today, 13),
  addInsurance: true,
  totalPrice: '344.85',
  serviceFee: '31.35',
  insuranceFee: '45.00',
  conversationId: '00000000-0000-4000-8000-0000000000c1',
  hostPhone: '+13105550187',
  car: { make: 'Tesla', model: 'Model 3', year: 2023, location: '123 Ocean Ave', city: 'Santa Monica', state: 'CA' },
});

const event = (toStatus: BookingEventView['toStatus'], actorRole: BookingEventView['actorRole'], at: string) => ({
  id: crypto.randomUUID(),
  fromStatus: null,
  toStatus,
  actorRole,
  actor: null,
  createdAt: at,
});

function renderTrip(booking = confirmed, extra: MockRoutes = {}) {
  const api = mockApi({
    'GET /api/auth/user': json(renter),
    'GET /api/bookings/:id': json(booking),
    'GET /api/bookings/:id/events': json([
      event('pending', 'renter', '2031-04-01T17:00:00.000Z'),
      event('confirmed', 'renter', '2031-04-01T17:05:00.000Z'),
    ]),
    'GET /api/cars/:id': json(makeCar()),
    ...extra,
  });
  renderWithProviders(<TripPage />, { route: `/dashboard/trips/${booking.id}`, path: '/dashboard/trips/:id' });
  return { api, user: userEvent.setup() };
}

describe('Trip page', () => {
  afterEach(() => {
    act(() => useToastStore.getState().dismiss());
    vi.unstubAllGlobals();
  });

  it("shows a week's discount as its own line of the receipt", async () => {
    // 7 × $100 = $700, weekly 10 % = $70 off, + 10 % fee = $693
    renderTrip({
      ...confirmed,
      startDate: '2031-05-01',
      endDate: '2031-05-08',
      totalPrice: '693.00',
      serviceFee: '63.00',
      insuranceFee: '0.00',
      discountAmount: '70.00',
    });
    const receipt = await screen.findByTestId('trip-receipt');
    expect(receipt).toHaveTextContent('$100.00 × 7 días$700.00');
    expect(receipt).toHaveTextContent('Descuento semanal (10 %)−$70.00');
    expect(receipt).toHaveTextContent('Total$693.00');
  });

  it("names a host without a name 'Usuario'", async () => {
    const car = makeCar();
    const nameless = { ...car, host: { ...car.host, firstName: '', lastName: '', fullName: null } };
    renderTrip(confirmed, { 'GET /api/cars/:id': json(nameless) });
    expect(await screen.findByRole('link', { name: 'Ver el perfil de Usuario' })).toHaveAttribute(
      'href',
      `/hosts/${car.host.id}`,
    );
    expect(screen.getByRole('region', { name: 'Anfitrión' })).toHaveTextContent('Usuario');
  });

  it('shows the receipt as charged, the pickup, the host (and the ways to reach them) and the history', async () => {
    renderTrip();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tesla Model 3 2023' })).toBeInTheDocument();
    expect(screen.getByText('Confirmado')).toBeInTheDocument();

    const receipt = screen.getByTestId('trip-receipt');
    expect(receipt).toHaveTextContent('$89.50 × 3 días$268.50');
    expect(receipt).toHaveTextContent('Seguro$45.00');
    expect(receipt).toHaveTextContent('Tarifa de servicio (10%)$31.35');
    expect(receipt).toHaveTextContent('Total$344.85');
    expect(receipt).toHaveTextContent('Pagado con tarjeta$344.85');
    expect(receipt).not.toHaveTextContent('Reembolsado');
    expect(receipt).not.toHaveTextContent('Descuento');

    expect(screen.getByTestId('trip-address')).toHaveTextContent('123 Ocean Ave, Santa Monica, CA');
    expect(screen.getAllByText(/10:00 a\. m\. \(hora de Los Ángeles\)/)).toHaveLength(2);
    expect(await screen.findByRole('link', { name: 'Ver el perfil de Lucía Méndez' })).toHaveAttribute(
      'href',
      '/hosts/11111111-1111-4111-8111-111111111111',
    );
    expect(screen.getByRole('link', { name: 'Mensaje al anfitrión' })).toHaveAttribute(
      'href',
      '/messages/00000000-0000-4000-8000-0000000000c1',
    );
    // confirmed: the API sends the host's phone, and the renter can call
    expect(screen.getByRole('link', { name: 'Llamar al anfitrión: +13105550187' })).toHaveAttribute(
      'href',
      'tel:+13105550187',
    );
    const history = await screen.findByTestId('trip-history');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Reserva solicitada', 'Pago recibido: reserva confirmada']);
    expect(screen.queryByRole('link', { name: 'Pagar ahora' })).toBeNull();
  });

  it('cancels through the cancel dialog, which says what is refunded and kept', async () => {
    let status: 'confirmed' | 'cancelled' = 'confirmed';
    const { api, user } = renderTrip(confirmed, {
      'GET /api/bookings/:id': () =>
        json(status === 'cancelled' ? { ...confirmed, status, refundAmount: '313.50' } : confirmed),
      'GET /api/bookings/:id/cancellation': json({
        refund: '313.50',
        charged: '31.35',
        policy: 'full',
        message: 'Free cancellation',
      }),
      'POST /api/bookings/:id/status': () => {
        status = 'cancelled';
        return json({ ...confirmed, status, refundAmount: '313.50' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancelar viaje' }));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Cancelar esta reserva?' }));
    expect(await dialog.findByTestId('policy-message')).toHaveTextContent(
      'Como cancelas más de 24 horas antes de la recogida, te reembolsaremos $313.50; solo se cobra la tarifa de servicio de $31.35, que no es reembolsable.',
    );
    await user.click(dialog.getByRole('button', { name: 'Confirmar cancelación' }));

    expect(api.calls('POST /api/bookings/:id/status')[0]?.body).toEqual({ status: 'cancelled' });
    await waitFor(() => expect(screen.getByTestId('trip-receipt')).toHaveTextContent('Reembolsado$313.50'));
    expect(screen.getByTestId('trip-receipt')).toHaveTextContent('Cobrado finalmente$31.35');
    expect(screen.queryByRole('button', { name: 'Cancelar viaje' })).toBeNull();
    // refreshing the trip does not ask for the quote of a booking now cancelled (the API would answer 409)
    expect(api.calls('GET /api/bookings/:id/cancellation')).toHaveLength(1);
  });

  it('offers an unpaid trip its payment, and shows nothing charged', async () => {
    const pending = makeBooking({ ...confirmed, status: 'pending', paymentIntentId: null, car: confirmed.car });
    renderTrip(pending);
    expect(await screen.findByRole('link', { name: 'Pagar ahora' })).toHaveAttribute(
      'href',
      `/payment?bookingId=${pending.id}&amount=344.85&car=Tesla+Model+3+2023`,
    );
    expect(screen.getByTestId('trip-receipt')).toHaveTextContent('PagadoNada todavía');
    expect(screen.getByRole('button', { name: 'Cancelar viaje' })).toBeInTheDocument();
  });

  it('a paid request: Esperando al anfitrión, until when, its history; the renter may withdraw, not pay', async () => {
    const request = {
      ...confirmed,
      status: 'pending' as const,
      requiresApproval: true,
      awaitingHost: true,
      respondBy: '2031-04-02T17:05:00.000Z',
    };
    renderTrip(request, {
      'GET /api/bookings/:id/events': json([
        event('pending', 'renter', '2031-04-01T17:00:00.000Z'),
        { ...event('pending', 'renter', '2031-04-01T17:05:00.000Z'), fromStatus: 'pending' },
      ]),
    });
    expect(await screen.findByText('Esperando al anfitrión')).toBeInTheDocument();
    expect(screen.getByTestId('respond-by')).toHaveTextContent(
      /el anfitrión debe aceptar tu solicitud antes del 2 abr 2031, 10:05.*te reembolsamos todo/,
    );
    const history = await screen.findByTestId('trip-history');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Reserva solicitada', 'Pago autorizado: esperando al anfitrión']);
    expect(screen.queryByRole('link', { name: 'Pagar ahora' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar viaje' })).toBeInTheDocument();
  });

  it('offers no action on a completed trip, but its reviews', async () => {
    renderTrip(
      { ...confirmed, status: 'completed', startDate: addDays(today, -5), endDate: addDays(today, -2) },
      { 'GET /api/bookings/:id/reviews': json({ canReview: true, closesAt: '2031-05-18T17:00:00.000Z', reviews: [] }) },
    );
    expect(await screen.findByText('Completado')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Acciones' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Publicar reseña' })).toBeInTheDocument();
  });

  it('says a confirmed trip is in progress from pickup to return, and returned after', async () => {
    renderTrip({ ...confirmed, startDate: addDays(today, -1), endDate: addDays(today, 2) });
    expect(await screen.findByText('En curso')).toBeInTheDocument();
    expect(screen.getByText('Confirmado')).toBeInTheDocument();
  });

  it('shows no phase for a trip not started yet', async () => {
    renderTrip();
    expect(await screen.findByText('Confirmado')).toBeInTheDocument();
    expect(screen.queryByText('En curso')).toBeNull();
  });

  it('says so when the trip is not there (or not theirs)', async () => {
    renderTrip(confirmed, { 'GET /api/bookings/:id': apiError(404, 'Booking not found') });
    expect(await screen.findByRole('heading', { name: 'No encontramos este viaje' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Mis Reservaciones' })).toHaveAttribute('href', '/dashboard');
  });
});
