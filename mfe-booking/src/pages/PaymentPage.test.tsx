import {
  BOOKING_NOT_FOUND,
  CARD_DECLINED_MESSAGE,
  PAYMENT_FIELDS_REQUIRED,
  PAYMENT_MESSAGES,
} from '@ladrive/contracts';
import { useToastStore } from '@ladrive/platform';
import {
  apiError,
  json,
  LocationProbe,
  mockApi,
  type RouteHandler,
  renderWithProviders,
} from '@ladrive/platform/testing';
import { Route, Routes } from '@ladrive/routing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProcessingDelayContext } from '../features/payment';
import { inEnglish } from '../testing/contract-text';
import { makeBooking } from '../testing/fixtures';
import PaymentPage from './PaymentPage';

const booking = makeBooking({ id: '00000000-0000-4000-8000-0000000b00c1', totalPrice: '1295.35' });
const route = `/payment?bookingId=${booking.id}&amount=1295.35&car=Tesla+Model+3+2023`;

/** A delay the test ends when it wants (the page's 2-second processing). */
function controlledDelay() {
  let finish: () => void = () => {};
  const delay = vi.fn((_ms: number) => new Promise<void>((resolve) => (finish = resolve)));
  return { delay, finish: () => act(async () => finish()) };
}

function renderPayment({
  path = route,
  get = json(booking),
  pay = json({ ...booking, status: 'confirmed', paymentIntentId: 'pi_sim_1' }),
  delay = vi.fn(async () => {}),
}: {
  path?: string;
  get?: RouteHandler<'GET /api/bookings/:id'>;
  pay?: RouteHandler<'POST /api/bookings/:id/payment'>;
  delay?: (ms: number) => Promise<void>;
} = {}) {
  const api = mockApi({
    'GET /api/bookings/:id': get,
    'POST /api/bookings/:id/payment': pay,
  });
  renderWithProviders(
    <ProcessingDelayContext value={delay}>
      <Routes>
        <Route path="/payment" element={<PaymentPage />} />
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      </Routes>
      <LocationProbe />
    </ProcessingDelayContext>,
    { route: path },
  );
  return { api, user: userEvent.setup() };
}

const fields = () => ({
  cardNumber: screen.getByLabelText('Card number'),
  expiry: screen.getByLabelText('Expiry date'),
  cvv: screen.getByLabelText('CVV'),
  name: screen.getByLabelText('Cardholder name'),
});

async function fillCard(u: ReturnType<typeof userEvent.setup>, card = '4242424242424242') {
  const f = fields();
  await u.clear(f.cardNumber);
  await u.type(f.cardNumber, card);
  await u.clear(f.expiry);
  await u.type(f.expiry, '1239');
  await u.clear(f.cvv);
  await u.type(f.cvv, '123');
  await u.clear(f.name);
  await u.type(f.name, 'Ana García');
}

const payButton = () => screen.getByRole('button', { name: /^Pay / });
const toastTitle = () => useToastStore.getState().current?.title;
const currentUrl = () => screen.getByTestId('location').textContent;

describe('Payment page', () => {
  afterEach(() => {
    act(() => useToastStore.getState().dismiss());
    vi.unstubAllGlobals();
  });

  it('summarises the booking: car name, amount in USD, the test cards', async () => {
    renderPayment();
    expect(await screen.findByRole('heading', { name: 'Tesla Model 3 2023' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('$1,295.35');
    expect(document.title).toBe('Payment | LA Drive');
    expect(screen.getByText(/Test card: 4242 4242 4242 4242; 4000 0000 0000 0002 is always declined/)).toBeVisible();
    expect(payButton()).toHaveTextContent('Pay $1,295.35');
  });

  it('says when pickup and return happen and how long the unpaid booking holds its dates', async () => {
    // the fixture's hold ends 2031-04-01T10:15Z, 3:15 AM in Los Angeles (PDT)
    renderPayment();
    expect(await screen.findByText('Pickup and return at 10:00 AM, Los Angeles time.')).toBeVisible();
    // an English screen writes its dates in English
    expect(screen.getByText('May 1, 2031 → May 4, 2031')).toBeVisible();
    expect(screen.getByTestId('checkout-hold')).toHaveTextContent(
      'We hold these dates for you for 15 minutes, until 3:15 AM PDT. If the booking is not paid by then',
    );
  });

  it('formats the card fields as typed', async () => {
    const { user: u } = renderPayment();
    await screen.findByLabelText('Card number');
    const f = fields();
    await u.type(f.cardNumber, '4242x42424242424242999');
    expect(f.cardNumber).toHaveValue('4242 4242 4242 4242');
    expect(f.cardNumber).toHaveAttribute('maxLength', '19');
    await u.type(f.expiry, '1/239');
    expect(f.expiry).toHaveValue('12/39');
    expect(f.expiry).toHaveAttribute('maxLength', '5');
    await u.type(f.cvv, '1a2b34');
    expect(f.cvv).toHaveValue('1234');
    expect(f.cvv).toHaveAttribute('maxLength', '4');
  });

  it("asks for every field: 'Please fill all fields'", async () => {
    const { user: u, api } = renderPayment();
    await screen.findByLabelText('Card number');
    await u.type(fields().cardNumber, '4242424242424242');
    await u.click(payButton());
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      `${inEnglish(PAYMENT_FIELDS_REQUIRED.title)}${inEnglish(PAYMENT_FIELDS_REQUIRED.description)}`,
    );
    expect(inEnglish(PAYMENT_FIELDS_REQUIRED.title)).toBe('Please fill all fields');
    expect(useToastStore.getState().current?.variant).toBe('destructive');
    expect(api.calls('POST /api/bookings/:id/payment')).toHaveLength(0);
  });

  it('processes for 2 seconds, pays, says so and goes to /dashboard', async () => {
    const { delay, finish } = controlledDelay();
    const { user: u, api } = renderPayment({ delay });
    await screen.findByLabelText('Card number');
    await fillCard(u);
    await u.click(payButton());

    expect(await screen.findByRole('button', { name: /Processing payment/ })).toBeDisabled();
    expect(delay).toHaveBeenCalledWith(2000);
    await waitFor(() => expect(api.calls('POST /api/bookings/:id/payment')).toHaveLength(1));
    expect(api.calls('POST /api/bookings/:id/payment')[0]?.body).toEqual({
      cardNumber: '4242424242424242',
      expiryDate: '12/39',
      cvv: '123',
      cardholderName: 'Ana García',
    });
    // Still processing until the 2 seconds are over, even though the API has answered.
    expect(currentUrl()).toBe(route);
    expect(screen.getByRole('button', { name: /Processing payment/ })).toBeInTheDocument();

    await finish();
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    // the payment screen's success message, in the payment screen's language (English)
    expect(toastTitle()).toBe('Payment successful!');
    expect(screen.getByTestId('toast')).toHaveTextContent('Your booking is confirmed.');
  });

  it('a car that needs approval: says what paying does, then that the host answers by the deadline', async () => {
    const request = { ...booking, requiresApproval: true };
    const authorised = {
      ...request,
      paymentIntentId: 'pi_sim_1',
      awaitingHost: true,
      respondBy: '2031-04-02T17:05:00.000Z',
    };
    const { user: u } = renderPayment({ get: json(request), pay: json(authorised) });
    expect(await screen.findByTestId('approval-note')).toHaveTextContent(
      'The host approves this booking: paying authorises your card, and the host has 24 hours',
    );
    await fillCard(u);
    await u.click(payButton());
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    expect(toastTitle()).toBe('Awaiting the host');
    expect(screen.getByTestId('toast')).toHaveTextContent(
      /Your card is authorised\. The host answers by Apr 2, 2031, 10:05 AM PDT; if they decline or do not answer, you get a full refund\./,
    );
  });

  it('a request already paid and awaiting the host takes no second payment and says until when', async () => {
    renderPayment({
      get: json({
        ...booking,
        requiresApproval: true,
        paymentIntentId: 'pi_sim_1',
        awaitingHost: true,
        respondBy: '2031-04-02T17:05:00.000Z',
      }),
    });
    expect(await screen.findByRole('heading', { name: 'This booking is already paid' })).toBeInTheDocument();
    expect(screen.getByTestId('respond-by')).toHaveTextContent('Awaiting the host. They answer by Apr 2, 2031');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('shows a declined card and lets the renter try another one', async () => {
    let attempts = 0;
    const { user: u, api } = renderPayment({
      pay: () => {
        attempts += 1;
        return attempts === 1
          ? apiError(402, CARD_DECLINED_MESSAGE)
          : json({ ...booking, status: 'confirmed', paymentIntentId: 'pi_sim_2' });
      },
    });
    await screen.findByLabelText('Card number');
    await fillCard(u, '4000000000000002');
    await u.click(payButton());

    expect(await screen.findByText(CARD_DECLINED_MESSAGE, { selector: 'form p' })).toBeInTheDocument();
    expect(toastTitle()).toBe('Payment failed');
    expect(currentUrl()).toBe(route);
    expect(fields().name).toHaveValue('Ana García');

    await fillCard(u, '4242424242424242');
    await u.click(payButton());
    await waitFor(() => expect(currentUrl()).toBe('/dashboard'));
    expect(
      api.calls('POST /api/bookings/:id/payment').map((r) => (r.body as { cardNumber: string }).cardNumber),
    ).toEqual(['4000000000000002', '4242424242424242']);
  });

  it('checks the card with the contracts rules before sending', async () => {
    const { user: u, api } = renderPayment();
    await screen.findByLabelText('Card number');
    await fillCard(u, '4242424242424241');
    await u.click(payButton());
    expect(await screen.findByText('Card number is not valid')).toBeInTheDocument();
    expect(api.calls('POST /api/bookings/:id/payment')).toHaveLength(0);
  });

  it("shows the API's refusal of a card field under that field", async () => {
    const { user: u } = renderPayment({
      pay: apiError(400, PAYMENT_MESSAGES.expiryDate, [{ path: 'expiryDate', message: PAYMENT_MESSAGES.expiryDate }]),
    });
    await screen.findByLabelText('Card number');
    await fillCard(u);
    await u.click(payButton());
    await waitFor(() => expect(fields().expiry).toHaveAttribute('aria-invalid', 'true'));
    expect(fields().expiry).toHaveAccessibleDescription(inEnglish(PAYMENT_MESSAGES.expiryDate));
    expect(fields().cardNumber).not.toHaveAttribute('aria-invalid', 'true');
    expect(toastTitle()).toBe('Payment failed');
    expect(currentUrl()).toBe(route);
  });

  it.each([
    ['no booking id', '/payment?amount=10.00'],
    ['a malformed booking id', '/payment?bookingId=abc&amount=10.00'],
  ])('explains %s and links to the dashboard', async (_, path) => {
    renderPayment({ path });
    expect(await screen.findByRole('heading', { name: inEnglish(BOOKING_NOT_FOUND) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toHaveAttribute('href', '/dashboard');
  });

  it('explains a booking the API does not know (or not yours)', async () => {
    renderPayment({ get: apiError(404, BOOKING_NOT_FOUND) });
    expect(await screen.findByRole('heading', { name: inEnglish(BOOKING_NOT_FOUND) })).toBeInTheDocument();
  });

  it('does not take a second payment for a booking already paid', async () => {
    renderPayment({ get: json({ ...booking, status: 'confirmed', paymentIntentId: 'pi_sim_1' }) });
    expect(await screen.findByRole('heading', { name: 'This booking is already paid' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});
