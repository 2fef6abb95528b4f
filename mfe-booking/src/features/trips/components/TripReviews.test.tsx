import { type BookingReview, type BookingReviews, REVIEW_MESSAGES, REVIEW_TEXT_MAX_LENGTH } from '@ladrive/contracts';
import { apiError, json, type MockRoutes, mockApi, renderWithProviders, uuid } from '@ladrive/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inEnglish } from '../../../testing/contract-text';
import { makeBooking, makeUser } from '../../../testing/fixtures';
import { TripReviews } from './TripReviews';

const renter = makeUser();
const host = makeUser({ id: '11111111-1111-4111-8111-111111111111', firstName: 'Lucía', isHost: true });
const completed = makeBooking({ status: 'completed', paymentIntentId: 'pi_sim_1' });
const CLOSES_AT = '2031-05-18T17:00:00.000Z';

function makeBookingReview(overrides: Partial<BookingReview> = {}): BookingReview {
  return {
    id: uuid(),
    bookingId: completed.id,
    carId: completed.carId,
    reviewerId: completed.renterId,
    revieweeId: completed.hostId,
    rating: 5,
    comment: 'Impecable.',
    createdAt: '2031-05-05T10:00:00.000Z',
    reviewer: { fullName: 'Ana García', profileImageUrl: null },
    authorRole: 'renter',
    publishedAt: null,
    answer: null,
    answeredAt: null,
    ...overrides,
  };
}

const state = (overrides: Partial<BookingReviews> = {}): BookingReviews => ({
  canReview: true,
  closesAt: CLOSES_AT,
  reviews: [],
  ...overrides,
});

function renderReviews(reader = renter, routes: MockRoutes = {}, booking = completed) {
  const api = mockApi({
    'GET /api/auth/user': json(reader),
    'GET /api/bookings/:id/reviews': json(state()),
    ...routes,
  });
  renderWithProviders(<TripReviews booking={booking} />);
  return { api, user: userEvent.setup() };
}

describe('Trip reviews', () => {
  it('asks nothing of a trip that is not completed', () => {
    const { api } = renderReviews(renter, {}, makeBooking({ status: 'confirmed' }));
    expect(screen.queryByRole('heading', { name: 'Reseñas' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/bookings/:id/reviews')).toHaveLength(0);
  });

  it('lets the renter rate with the keyboard and a comment, then shows their review waiting for the host', async () => {
    let reviews = state();
    const written = makeBookingReview({ rating: 4, comment: 'Muy limpio.' });
    const { api, user } = renderReviews(renter, {
      'GET /api/bookings/:id/reviews': () => json(reviews),
      'POST /api/bookings/:id/reviews': () => {
        reviews = state({ canReview: false, reviews: [written] });
        return json(written, 201);
      },
    });
    const form = await screen.findByRole('form', { name: 'Escribir tu reseña' });
    const stars = within(form).getByRole('group', { name: '¿Cómo calificas el auto y al anfitrión?' });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);

    await user.click(within(stars).getByRole('radio', { name: '5 estrellas' }));
    await user.keyboard('{ArrowLeft}');
    expect(within(stars).getByRole('radio', { name: '4 estrellas' })).toBeChecked();
    await user.type(within(form).getByRole('textbox', { name: 'Comentario (opcional)' }), 'Muy limpio.');
    expect(screen.getByTestId('review-length')).toHaveTextContent(`11 / ${REVIEW_TEXT_MAX_LENGTH} caracteres`);
    await user.click(within(form).getByRole('button', { name: 'Publicar reseña' }));

    await waitFor(() => expect(api.calls('POST /api/bookings/:id/reviews')).toHaveLength(1));
    expect(api.calls('POST /api/bookings/:id/reviews')[0]!.body).toEqual({ rating: 4, comment: 'Muy limpio.' });
    expect(await screen.findByRole('heading', { name: 'Tu reseña' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 estrellas de 5' })).toBeInTheDocument();
    expect(screen.getByText(/Se publicará cuando la otra parte escriba la suya o el 18 may 2031/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('asks for a rating before sending, and shows the API refusal', async () => {
    const { api, user } = renderReviews(renter, {
      'POST /api/bookings/:id/reviews': apiError(409, REVIEW_MESSAGES.windowClosed),
    });
    const form = await screen.findByRole('form', { name: 'Escribir tu reseña' });
    await user.click(within(form).getByRole('button', { name: 'Publicar reseña' }));
    // the contracts' sentence comes from their catalog, a chunk loaded the first time one is shown
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Rating must be a whole number of stars/));
    expect(api.calls('POST /api/bookings/:id/reviews')).toHaveLength(0);

    await user.click(within(form).getByRole('radio', { name: '3 estrellas' }));
    await user.click(within(form).getByRole('button', { name: 'Publicar reseña' }));
    expect(await screen.findByText(inEnglish(REVIEW_MESSAGES.windowClosed))).toBeInTheDocument();
  });

  it('shows the host both reviews once published, each side named', async () => {
    renderReviews(host, {
      'GET /api/bookings/:id/reviews': json(
        state({
          canReview: false,
          reviews: [
            makeBookingReview({ publishedAt: '2031-05-06T10:00:00.000Z', comment: 'Gran anfitriona.' }),
            makeBookingReview({
              authorRole: 'host',
              reviewerId: completed.hostId,
              revieweeId: completed.renterId,
              rating: 5,
              comment: 'Viajera cuidadosa.',
              publishedAt: '2031-05-06T10:00:00.000Z',
            }),
          ],
        }),
      ),
    });
    const theirs = (await screen.findByRole('heading', { name: 'Reseña del viajero' })).closest('li')!;
    expect(theirs).toHaveTextContent('Gran anfitriona.');
    const mine = screen.getByRole('heading', { name: 'Tu reseña' }).closest('li')!;
    expect(mine).toHaveTextContent('Viajera cuidadosa.');
    expect(screen.queryByText(/Se publicará/)).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('lets the host review the renter', async () => {
    renderReviews(host);
    expect(await screen.findByRole('group', { name: '¿Cómo calificas al viajero?' })).toBeInTheDocument();
  });
});
