import { addDays, earliestStartDate, MASKED_CONTACT, marketToday } from '@ladrive/contracts';
import { formatDate } from '@ladrive/design-system';
import { chooseLanguageForTest } from '@ladrive/i18n/testing';
import { FullPageNavigationContext, useToastStore } from '@ladrive/platform';
import { apiError, json, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { Route, Routes } from '@ladrive/routing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProcessingDelayContext } from '../features/payment';
import { makeBooking, makeCar, makeConversation, makeMessage, makeUser } from '../testing/fixtures';
import { fakeEncoder } from '../testing/photos';
import BookingPage from './BookingPage';
import ConversationPage from './ConversationPage';
import DashboardPage from './DashboardPage';
import MessagesPage from './MessagesPage';
import PaymentPage from './PaymentPage';
import TripPage from './TripPage';

/**
 * A visitor who chose a language sees every screen of this remote in it: the English booking and payment pages in
 * Spanish, the Spanish dashboard and trip page in English, with dates, plurals and titles to match, and no part
 * marked as another language. (The default, nobody having chosen, is what every other test of these pages shows.)
 */

const user = makeUser({ firstName: 'Ana', lastName: 'García' });
const car = makeCar();
const start = addDays(earliestStartDate(), 3);
const end = addDays(earliestStartDate(), 6);

/** Nothing on the page says it is in another language than the one chosen. */
const markedParts = () => document.body.querySelectorAll('[lang]');

function renderBooking() {
  mockApi({
    'GET /api/auth/user': json(user),
    'GET /api/cars/:id': json(car),
    'GET /api/users/identity': json({ identity: null }),
  });
  renderWithProviders(
    fakeEncoder().wrap(
      <FullPageNavigationContext value={vi.fn()}>
        <Routes>
          <Route path="/booking/:id" element={<BookingPage />} />
        </Routes>
      </FullPageNavigationContext>,
    ),
    { route: `/booking/${car.id}?startDate=${start}&endDate=${end}` },
  );
}

const unpaid = makeBooking({ id: '00000000-0000-4000-8000-0000000b00c1', totalPrice: '1295.35' });

function renderPayment() {
  mockApi({ 'GET /api/bookings/:id': json(unpaid) });
  renderWithProviders(
    <ProcessingDelayContext value={async () => {}}>
      <Routes>
        <Route path="/payment" element={<PaymentPage />} />
      </Routes>
    </ProcessingDelayContext>,
    { route: `/payment?bookingId=${unpaid.id}` },
  );
}

const today = marketToday();
const trip = (days: number, overrides: Parameters<typeof makeBooking>[0] = {}) =>
  makeBooking({
    status: 'confirmed',
    paymentIntentId: 'pi_sim_1',
    startDate: addDays(today, 5),
    endDate: addDays(today, 5 + days),
    ...overrides,
  });
const nextTrip = trip(2, { id: '00000000-0000-4000-8000-0000000000a2', car: { make: 'BMW', model: 'X5' } });
const laterTrip = trip(3, {
  id: '00000000-0000-4000-8000-0000000000a3',
  startDate: addDays(today, 30),
  endDate: addDays(today, 33),
  car: { make: 'BMW', model: 'X5' },
});

function renderDashboard() {
  mockApi({ 'GET /api/auth/user': json(user), 'GET /api/bookings/renter/:userId': json([nextTrip, laterTrip]) });
  renderWithProviders(<DashboardPage />, { route: '/dashboard' });
}

function renderTrip(booking: ReturnType<typeof makeBooking>) {
  mockApi({
    'GET /api/auth/user': json(user),
    'GET /api/bookings/:id': json(booking),
    'GET /api/bookings/:id/events': json([]),
    'GET /api/cars/:id': json(car),
  });
  renderWithProviders(<TripPage />, { route: `/dashboard/trips/${booking.id}`, path: '/dashboard/trips/:id' });
}

describe('A chosen language', () => {
  afterEach(() => {
    act(() => useToastStore.getState().dismiss());
    chooseLanguageForTest(null);
  });

  it('turns a page already on screen at once, without reloading it', async () => {
    renderDashboard();
    expect(await screen.findByRole('tab', { name: 'Mis Reservaciones' })).toBeInTheDocument();
    // the bookings' answer renders after the tabs (in a transition: @ladrive/server-state's useQuery)
    await waitFor(() => expect(screen.getByTestId('stat-favourite-car')).not.toHaveTextContent('—'));
    act(() => chooseLanguageForTest('en'));
    expect(screen.getByRole('tab', { name: 'My Bookings' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-favourite-car')).toHaveTextContent('2 bookings');
    expect(document.title).toBe('My Dashboard | LA Drive');
  });

  describe('Español', () => {
    beforeEach(() => chooseLanguageForTest('es'));

    it('turns the booking page Spanish: headings, fields, the pickup time, dates and the title', async () => {
      renderBooking();
      expect(await screen.findByRole('heading', { name: 'Completa tu reservación' })).toBeInTheDocument();
      expect(document.title).toBe('Reservar Tesla Model 3 2023 | LA Drive');
      expect(screen.getByRole('heading', { name: 'Información del conductor' })).toBeInTheDocument();
      expect(screen.getByLabelText('Número de licencia de conducir')).toBeInTheDocument();
      expect(screen.getByText('Recogida y devolución a las 10:00 a. m. (hora de Los Ángeles)')).toBeVisible();
      expect(screen.getByText(`${formatDate(start, 'es')} → ${formatDate(end, 'es')}`)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Confirmar reservación' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Subir archivo: Foto de la licencia de conducir' })).toBeVisible();
      expect(screen.queryByText('Complete your booking')).toBeNull();
      expect(markedParts()).toHaveLength(0);
    });

    it("says the contracts' field rules in Spanish on the booking page", async () => {
      renderBooking();
      const user = userEvent.setup();
      const name = await screen.findByLabelText('Nombre completo');
      await user.clear(name);
      await user.click(screen.getByRole('button', { name: 'Confirmar reservación' }));
      expect(await screen.findByText('El nombre completo es obligatorio')).toBeInTheDocument();
      expect(screen.getByLabelText('Nombre completo')).toHaveAccessibleDescription('El nombre completo es obligatorio');
    });

    it("shows the API's refusal, already in Spanish, as part of the page: no English mark", async () => {
      const id = '00000000-0000-4000-8000-0000000000c1';
      mockApi({
        'GET /api/conversations/:id': json(makeConversation({ id, otherParty: { firstName: 'Lucía', photo: null } })),
        'GET /api/conversations/:id/messages': json([makeMessage({ body: 'Hola' })]),
        'POST /api/conversations/:id/messages': apiError(429, 'Puedes enviar como mucho 20 mensajes por minuto.'),
      });
      renderWithProviders(<ConversationPage />, { route: `/messages/${id}`, path: '/messages/:id' });
      const user = userEvent.setup();
      await user.type(await screen.findByRole('textbox', { name: 'Mensaje' }), '¿Sigue disponible?{Enter}');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('No se pudo enviar el mensaje: Puedes enviar como mucho 20 mensajes por minuto.');
      expect(document.title).toBe('Mensajes con Lucía | LA Drive');
      expect(markedParts()).toHaveLength(0);
    });

    it('turns the payment page Spanish: the hold, the amount on the button and the title', async () => {
      renderPayment();
      expect(await screen.findByRole('heading', { name: 'Completa tu pago' })).toBeInTheDocument();
      expect(document.title).toBe('Pago | LA Drive');
      expect(screen.getByRole('button', { name: 'Pagar $1,295.35' })).toBeEnabled();
      expect(screen.getByLabelText('Número de tarjeta')).toHaveAttribute('placeholder', '1234 5678 9012 3456');
      expect(screen.getByLabelText('Fecha de vencimiento')).toHaveAttribute('placeholder', 'MM/AA');
      expect(
        screen.getByText(`${formatDate(unpaid.startDate, 'es')} → ${formatDate(unpaid.endDate, 'es')}`),
      ).toBeVisible();
      expect(screen.getByTestId('checkout-hold')).toHaveTextContent(/^Te apartamos estas fechas durante 15 minutos/);
      expect(markedParts()).toHaveLength(0);
    });

    it('keeps the dashboard in its own Spanish, plurals included', async () => {
      renderDashboard();
      expect(await screen.findByTestId('stat-favourite-car')).toHaveTextContent('Auto favoritoBMW X52 reservas');
      expect(document.title).toBe('Mi Dashboard | LA Drive');
      expect(screen.getByRole('tab', { name: 'Mis Reservaciones' })).toBeInTheDocument();
      expect(screen.getByTestId('stat-next-trip')).toHaveTextContent(formatDate(nextTrip.startDate, 'es'));
    });

    it('counts one day of a trip as "1 día"', async () => {
      renderTrip(trip(1, { totalPrice: '98.45', serviceFee: '8.95' }));
      expect(await screen.findByTestId('trip-receipt')).toHaveTextContent('$89.50 × 1 día$89.50');
    });
  });

  describe('English', () => {
    beforeEach(() => chooseLanguageForTest('en'));

    it('keeps the booking page in its own English', async () => {
      renderBooking();
      expect(await screen.findByRole('heading', { name: 'Complete your booking' })).toBeInTheDocument();
      expect(document.title).toBe('Book Tesla Model 3 2023 | LA Drive');
      expect(screen.getByText('Pickup and return at 10:00 AM, Los Angeles time.')).toBeVisible();
    });

    it('turns the dashboard English: tabs, tiles, a plural, dates, the pickup time and the title', async () => {
      renderDashboard();
      const favourite = await screen.findByTestId('stat-favourite-car');
      expect(favourite).toHaveTextContent('Favorite carBMW X52 bookings');
      expect(document.title).toBe('My Dashboard | LA Drive');
      expect(screen.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeInTheDocument();
      expect(screen.getByText('Hi, Ana. Here are your trips.')).toBeVisible();
      expect(screen.getByRole('tab', { name: 'My Bookings' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Recent bookings' })).toBeInTheDocument();
      expect(screen.getByTestId('stat-next-trip')).toHaveTextContent(
        `Next tripBMW X5${formatDate(nextTrip.startDate, 'en')}`,
      );
      const [first] = screen.getAllByTestId('booking-item');
      expect(first).toHaveTextContent(
        `${formatDate(nextTrip.startDate, 'en')} – ${formatDate(nextTrip.endDate, 'en')}`,
      );
      expect(first).toHaveTextContent('Pickup and return at 10:00 AM, Los Angeles time.');
      expect(within(first!).getByRole('link', { name: 'View trip' })).toBeInTheDocument();
      expect(screen.queryByText(/Reservaciones recientes|Viajes totales/)).toBeNull();
      expect(markedParts()).toHaveLength(0);
    });

    it('turns the inbox English: a plural of unread messages, a hidden contact, the title', async () => {
      mockApi({
        'GET /api/conversations': json([
          makeConversation({
            otherParty: { firstName: 'Lucía', photo: null },
            lastMessage: { body: `Mi número es ${MASKED_CONTACT}`, sentAt: '2031-04-02T17:00:00.000Z', mine: true },
            unread: 2,
          }),
        ]),
      });
      renderWithProviders(<MessagesPage />, { route: '/messages' });
      const row = await screen.findByTestId('conversation-row');
      expect(row).toHaveTextContent('You: Mi número es [contact details hidden until a booking is confirmed]');
      expect(row).toHaveTextContent(formatDate('2031-04-02T17:00:00.000Z', 'en'));
      expect(within(row).getByText('(2 unread messages)')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
      expect(document.title).toBe('Messages | LA Drive');
    });

    it('turns the trip page English: "3 days", the pickup, its title', async () => {
      renderTrip(laterTrip);
      expect(await screen.findByTestId('trip-receipt')).toHaveTextContent('× 3 days');
      expect(document.title).toBe('Trip in BMW X5 | LA Drive');
      expect(screen.getByRole('heading', { name: 'Pickup and return' })).toBeInTheDocument();
      expect(screen.getAllByText(/ at 10:00 AM, Los Angeles time$/)).toHaveLength(2);
      expect(screen.getByText(/^Pickup:/).closest('p')).toHaveTextContent(
        `Pickup: ${formatDate(laterTrip.startDate, 'en')} at 10:00 AM, Los Angeles time`,
      );
      expect(screen.getByRole('heading', { name: 'Host' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '← My Bookings' })).toHaveAttribute('href', '/dashboard');
    });
  });
});
