import { addDays, type CancellationQuote, LIFECYCLE_MESSAGES, marketToday } from '@ladrive/contracts';
import { useToastStore } from '@ladrive/platform';
import {
  apiError,
  json,
  type MockRoutes,
  mockApi,
  PENDING,
  type RouteHandler,
  renderWithProviders,
} from '@ladrive/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBooking, makeCar, makeUser, uuid } from '../testing/fixtures';
import DashboardPage from './DashboardPage';

const user = makeUser();
const today = marketToday();
const list = 'GET /api/bookings/renter/:userId';

function renderDashboard(bookings: RouteHandler<typeof list>, extra: MockRoutes = {}) {
  const api = mockApi({ 'GET /api/auth/user': json(user), [list]: bookings, ...extra });
  renderWithProviders(<DashboardPage />, { route: '/dashboard' });
  return { api, user: userEvent.setup() };
}

const pending = makeBooking({
  id: '00000000-0000-4000-8000-0000000000a1',
  status: 'pending',
  startDate: addDays(today, 20),
  endDate: addDays(today, 23),
  totalPrice: '295.35',
  car: { make: 'Tesla', model: 'Model 3', year: 2023, city: 'Santa Monica', location: '123 Ocean Ave' },
});
const confirmed = makeBooking({
  id: '00000000-0000-4000-8000-0000000000a2',
  status: 'confirmed',
  paymentIntentId: 'pi_sim_1',
  startDate: addDays(today, 5),
  endDate: addDays(today, 7),
  totalPrice: '1200.00',
  serviceFee: '109.09',
  car: { make: 'BMW', model: 'X5', city: 'Pasadena' },
});
const completed = makeBooking({
  status: 'completed',
  startDate: addDays(today, -40),
  endDate: addDays(today, -37),
  car: { make: 'Tesla', model: 'Model 3', city: 'Los Angeles' },
});
const cancelled = makeBooking({
  status: 'cancelled',
  conversationId: '00000000-0000-4000-8000-0000000000c1',
  paymentIntentId: 'pi_sim_2',
  startDate: addDays(today, 2),
  endDate: addDays(today, 3),
  refundAmount: '50.00',
  car: { make: 'Ford', model: 'Mustang', city: 'Malibu' },
});
const cancelledUnpaid = makeBooking({
  status: 'cancelled',
  refundAmount: '0.00',
  startDate: addDays(today, -3),
  endDate: addDays(today, -1),
  car: { make: 'Honda', model: 'Civic', city: 'Burbank' },
});
const odd = makeBooking({ status: 'on_hold' as never, car: { make: 'Kia', model: 'EV6', city: 'Irvine' } });

describe('Renter dashboard', () => {
  afterEach(() => {
    act(() => useToastStore.getState().dismiss());
    vi.unstubAllGlobals();
  });

  it('shows loading skeletons while the bookings load', async () => {
    renderDashboard(PENDING);
    expect(await screen.findByRole('status', { name: 'Cargando tus reservaciones' })).toBeInTheDocument();
    expect(screen.getAllByTestId('booking-skeleton')).toHaveLength(3);
    expect(document.title).toBe('Mi Dashboard | LA Drive');
  });

  it('counts only what happened in the stat tiles: paid trips, and cities of trips already taken', async () => {
    renderDashboard(json([pending, confirmed, cancelled, cancelledUnpaid, completed]));
    const total = await screen.findByTestId('stat-total-trips');
    expect(total).toHaveTextContent('Viajes totales2');
    expect(screen.getByTestId('stat-next-trip')).toHaveTextContent('Próximo viajeBMW X5');
    expect(screen.getByTestId('stat-favourite-car')).toHaveTextContent('Auto favoritoBMW X51 reserva');
    expect(screen.getByTestId('stat-cities')).toHaveTextContent('Ciudades visitadas1Los Angeles');
  });

  it('shows a cancelled booking by what was charged and refunded, and links every booking to its trip page and conversation', async () => {
    renderDashboard(json([cancelled, cancelledUnpaid]));
    const [paid, unpaid] = await screen.findAllByTestId('booking-item');
    expect(paid).toHaveTextContent('Cobrado: $245.35');
    expect(paid).toHaveTextContent('Reembolso: $50.00');
    expect(paid).not.toHaveTextContent('$295.35');
    expect(unpaid).toHaveTextContent('Sin cargo');
    expect(unpaid).not.toHaveTextContent('$295.35');
    expect(within(paid!).getByRole('link', { name: 'Ver viaje' })).toHaveAttribute(
      'href',
      `/dashboard/trips/${cancelled.id}`,
    );
    // and to the conversation with its host (a booking without one shows no link)
    const message = within(paid!).getByRole('link', { name: 'Mensaje al anfitrión' });
    expect(message).toHaveAttribute('href', '/messages/00000000-0000-4000-8000-0000000000c1');
    expect(message).toHaveAccessibleDescription('Ford Mustang');
    expect(within(unpaid!).queryByRole('link', { name: 'Mensaje al anfitrión' })).toBeNull();
  });

  it('lists the bookings with car, dates, location, total and status badges (unknown in grey, raw text)', async () => {
    renderDashboard(json([pending, confirmed, completed, cancelled, odd]));
    const items = await screen.findAllByTestId('booking-item');
    expect(items).toHaveLength(5);
    const [first, second, third, fourth, fifth] = items.map((item) => within(item));
    expect(first!.getByRole('heading', { name: 'Tesla Model 3' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('123 Ocean Ave, Santa Monica, CA');
    expect(items[0]).toHaveTextContent('$295.35');
    expect(items[0]).toHaveTextContent('Recogida y devolución a las 10:00 a. m. (hora de Los Ángeles)');
    expect(second!.getByText('$1,200.00')).toBeInTheDocument();

    const badge = (w: typeof first, label: string) => w!.getByText(label);
    expect(badge(first, 'Pendiente')).toHaveAttribute('data-tone', 'warning');
    expect(badge(second, 'Confirmado')).toHaveAttribute('data-tone', 'success');
    expect(badge(third, 'Completado')).toHaveAttribute('data-tone', 'info');
    expect(badge(fourth, 'Cancelado')).toHaveAttribute('data-tone', 'danger');
    expect(badge(fifth, 'on_hold')).toHaveAttribute('data-tone', 'neutral');
    expect(items[3]).toHaveTextContent('Reembolso: $50.00');

    // Pagar ahora only for a pending unpaid booking; Cancelar for pending and confirmed.
    expect(first!.getByRole('link', { name: 'Pagar ahora' })).toHaveAttribute(
      'href',
      `/payment?bookingId=${pending.id}&amount=295.35&car=Tesla+Model+3+2023`,
    );
    expect(second!.queryByRole('link', { name: 'Pagar ahora' })).not.toBeInTheDocument();
    expect(first!.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(second!.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    for (const other of [third, fourth, fifth]) expect(other!.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });

  it('shows a paid request as Esperando al anfitrión with its deadline: nothing to pay, the renter may withdraw', async () => {
    const request = makeBooking({
      ...pending,
      paymentIntentId: 'pi_sim_9',
      requiresApproval: true,
      awaitingHost: true,
      respondBy: '2031-04-02T17:05:00.000Z',
    });
    renderDashboard(json([request]));
    const item = await screen.findByTestId('booking-item');
    expect(within(item).getByText('Esperando al anfitrión')).toHaveAttribute('data-status', 'pending');
    // 17:05Z is 10:05 in Los Angeles (PDT)
    expect(within(item).getByTestId('respond-by')).toHaveTextContent(
      /^El anfitrión responde antes del 2 abr 2031, 10:05/,
    );
    expect(within(item).queryByRole('link', { name: 'Pagar ahora' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it("shows the empty state with 'Explorar autos' to /", async () => {
    renderDashboard(json([]));
    expect(await screen.findByText('Aún no tienes reservaciones')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explorar autos' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('stat-next-trip')).toHaveTextContent('Sin viajes próximos');
    expect(screen.getByTestId('stat-total-trips')).toHaveTextContent('0');
  });

  it('cancelling shows the refund and the policy first, then cancels, refreshes the list and confirms', async () => {
    const quote: CancellationQuote = {
      refund: '981.82',
      charged: '218.18',
      policy: 'full',
      message: 'Free cancellation: $1,090.91 will be refunded. The $109.09 service fee is not refundable.',
    };
    let cancelledNow = false;
    const { api, user: u } = renderDashboard(
      () => json(cancelledNow ? [{ ...confirmed, status: 'cancelled', refundAmount: '981.82' }] : [confirmed]),
      {
        'GET /api/bookings/:id/cancellation': json(quote),
        'POST /api/bookings/:id/status': () => {
          cancelledNow = true;
          return json({ ...confirmed, status: 'cancelled', refundAmount: '981.82' });
        },
      },
    );
    await u.click(await screen.findByRole('button', { name: 'Cancelar' }));
    // the dialog's code loads when a booking is cancelled
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar esta reserva?' });
    expect(await within(dialog).findByTestId('refund-amount')).toHaveTextContent('$981.82');
    expect(within(dialog).getByTestId('charged-amount')).toHaveTextContent('$218.18');
    expect(within(dialog).getByTestId('policy-message')).toHaveTextContent(
      'Como cancelas más de 24 horas antes de la recogida, te reembolsaremos $981.82; solo se cobra la tarifa de servicio de $218.18, que no es reembolsable.',
    );
    expect(dialog).not.toHaveTextContent(quote.message);
    expect(api.calls('POST /api/bookings/:id/status')).toHaveLength(0);

    await u.click(within(dialog).getByRole('button', { name: 'Confirmar cancelación' }));
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('Reserva cancelada'));
    expect(screen.getByTestId('toast')).toHaveTextContent('Te reembolsaremos $981.82.');
    expect(api.calls('POST /api/bookings/:id/status')[0]?.body).toEqual({ status: 'cancelled' });
    expect(await screen.findByText('Cancelado')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(list)).toHaveLength(2);
    expect(api.calls(list)[0]?.params.userId).toBe(user.id);
    expect(api.calls('POST /api/bookings/:id/status')[0]?.params.id).toBe(confirmed.id);
  });

  it('keeps the booking when the renter changes their mind, and shows why a cancellation is refused', async () => {
    const { api, user: u } = renderDashboard(json([confirmed]), {
      'GET /api/bookings/:id/cancellation': apiError(409, LIFECYCLE_MESSAGES.cancelAfterPickup),
    });
    await u.click(await screen.findByRole('button', { name: 'Cancelar' }));
    const dialog = screen.getByRole('dialog');
    // the sentence itself, never the raw "409: {…}" of the HTTP error
    expect((await within(dialog).findByRole('alert')).textContent).toBe(LIFECYCLE_MESSAGES.cancelAfterPickup);
    expect(within(dialog).getByRole('button', { name: 'Confirmar cancelación' })).toBeDisabled();
    await u.click(within(dialog).getByRole('button', { name: 'Mantener reserva' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls('POST /api/bookings/:id/status')).toHaveLength(0);
  });

  it('lists the saved cars in Favoritos, and a heart there takes one off the list', async () => {
    let saved = [makeCar({ make: 'Kia', model: 'EV6', year: 2024 }), makeCar({ id: uuid(), make: 'BMW', model: 'X5' })];
    const { api, user: u } = renderDashboard(json([]), {
      'GET /api/favourites': () => json(saved),
      'DELETE /api/favourites/:carId': ({ params }) => {
        saved = saved.filter((car) => car.id !== params.carId);
        return json({ carId: params.carId, favourite: false });
      },
    });
    await u.click(await screen.findByRole('tab', { name: 'Favoritos' }));
    const list = await screen.findByRole('list', { name: 'Tus autos favoritos' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    const heart = within(list).getByRole('button', { name: 'Guardar Kia EV6 2024 en favoritos' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');

    await u.click(heart);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(within(list).getByRole('article', { name: /BMW X5/ })).toBeInTheDocument();
    expect(api.calls('DELETE /api/favourites/:carId')).toHaveLength(1);
  });

  it('invites saving cars when there are no favourites, and shows the real profile', async () => {
    const { user: u } = renderDashboard(json([]), { 'GET /api/favourites': json([]) });
    await u.click(await screen.findByRole('tab', { name: 'Favoritos' }));
    expect(await screen.findByText('Aún no tienes autos favoritos.')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Perfil' }));
    // the profile's code loads when its tab opens
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'Ana García' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('renter@example.com');
    expect(panel).toHaveTextContent('(310) 555-0100');
    expect(panel).toHaveTextContent('Miembro desdefebrero de 2025');
    expect(within(panel).getByTestId('profile-rating')).toHaveTextContent('Sin reseñas todavía');
  });

  it("shows the user's rating from the published reviews of them", async () => {
    mockApi({ 'GET /api/auth/user': json(makeUser({ rating: '4.85', reviewCount: 12 })), [list]: json([]) });
    renderWithProviders(<DashboardPage />, { route: '/dashboard' });
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Perfil' }));
    expect(screen.getByTestId('profile-rating')).toHaveTextContent('★ 4.9 de 5 · 12 reseñas');
  });

  describe("the profile's email choices", () => {
    const toastShown = () => useToastStore.getState().current;

    async function openProfile(extra: MockRoutes) {
      const rendered = renderDashboard(json([]), extra);
      await rendered.user.click(await screen.findByRole('tab', { name: 'Perfil' }));
      return { ...rendered, section: within(screen.getByRole('region', { name: 'Notificaciones por correo' })) };
    }

    it('shows one switch per kind of email as saved, and saves a change at once', async () => {
      const {
        api,
        user: u,
        section,
      } = await openProfile({
        'GET /api/users/email-preferences': json({ messages: true, reminders: false }),
        'PUT /api/users/email-preferences': ({ body }) => json(body as { messages: boolean; reminders: boolean }),
      });
      const messages = await section.findByRole('switch', { name: 'Mensajes sin leer' });
      const reminders = section.getByRole('switch', { name: 'Recordatorios' });
      expect(messages).toBeChecked();
      expect(reminders).not.toBeChecked();
      expect(messages).toHaveAccessibleDescription(/como mucho uno por conversación cada hora/);
      expect(section.getByText('Los recibos y las cancelaciones te llegan siempre.')).toBeInTheDocument();

      await u.click(messages);
      await waitFor(() => expect(toastShown()?.title).toBe('Preferencias guardadas'));
      expect(api.calls('PUT /api/users/email-preferences').map((call) => call.body)).toEqual([
        { messages: false, reminders: false },
      ]);
      expect(messages).not.toBeChecked();
      expect(messages).toHaveFocus();
    });

    it('says so when a change is refused, and shows what is still saved', async () => {
      const { user: u, section } = await openProfile({
        'GET /api/users/email-preferences': json({ messages: true, reminders: true }),
        'PUT /api/users/email-preferences': apiError(503, 'Service unavailable'),
      });
      const reminders = await section.findByRole('switch', { name: 'Recordatorios' });
      await u.click(reminders);
      await waitFor(() => expect(toastShown()?.title).toBe('No se pudieron guardar tus preferencias'));
      expect(toastShown()).toMatchObject({ description: 'Service unavailable', variant: 'destructive' });
      expect(reminders).toBeChecked();
    });

    it('offers to try again when the choices cannot be read', async () => {
      let failing = true;
      const { user: u, section } = await openProfile({
        'GET /api/users/email-preferences': () =>
          failing ? apiError(500, 'boom') : json({ messages: false, reminders: true }),
      });
      expect(await section.findByText('No se pudieron cargar tus preferencias.')).toBeInTheDocument();
      failing = false;
      await u.click(section.getByRole('button', { name: 'Reintentar' }));
      expect(await section.findByRole('switch', { name: 'Mensajes sin leer' })).not.toBeChecked();
    });
  });
});
