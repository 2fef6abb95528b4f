import { type AuthUser, PLATFORM_TRIP_RULES, type RatingBreakdown, REVIEW_STARS } from '@ladrive/contracts';
import { FullPageNavigationContext, useToastStore } from '@ladrive/platform';
import {
  apiError,
  json,
  LocationProbe,
  makeCarDetail,
  makeReview,
  makeUser,
  mockApi,
  PENDING,
  type RouteHandler,
  renderWithProviders,
  UNAUTHORIZED,
} from '@ladrive/platform/testing';
import { Route, Routes } from '@ladrive/routing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// jsdom has no IntersectionObserver, so the booking card's lazy calendar renders with the car's details, whose
// deferred render waits for its module: imported up front, that wait is not vitest transforming the file.
import '../features/booking/components/TripCalendar';
import CarDetailsPage from './CarDetailsPage';

const car = makeCarDetail({
  make: 'Ford',
  model: 'Mustang',
  year: 2023,
  seats: 4,
  transmission: 'manual',
  fuelType: 'gasoline',
  features: ['apple_carplay', 'heated_seats'],
  description: 'Convertible, perfect for the coast.',
  rating: '4.85',
  reviewCount: 3,
});

const NO_REVIEWS: RatingBreakdown = {
  total: 0,
  average: '0.00',
  stars: REVIEW_STARS.map((stars) => ({ stars, count: 0 })),
};

/** A car nobody booked or blocked, with the platform's rules. */
const FREE = { booked: [], blocked: [], rules: PLATFORM_TRIP_RULES };

function renderCar(
  routes: {
    car?: RouteHandler<'GET /api/cars/:id'>;
    reviews?: RouteHandler<'GET /api/cars/:id/reviews'>;
    summary?: RouteHandler<'GET /api/cars/:id/reviews/summary'>;
    availability?: RouteHandler<'GET /api/cars/:id/availability'>;
  },
  path = '/cars/:id',
  query = '',
) {
  const api = mockApi({
    'GET /api/cars/:id': routes.car ?? json(car),
    'GET /api/cars/:id/reviews': routes.reviews ?? json([]),
    'GET /api/cars/:id/reviews/summary': routes.summary ?? json(NO_REVIEWS),
    'GET /api/cars/:id/availability': routes.availability ?? json(FREE),
  });
  renderWithProviders(<CarDetailsPage />, { route: `${path.replace(':id', car.id)}${query}`, path });
  return api;
}

describe('Car details page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the car: title, rating, location, specs, readable features, description and title', async () => {
    renderCar({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Ford Mustang 2023' })).toBeInTheDocument();
    expect(document.title).toBe('Ford Mustang 2023 | LA Drive');
    expect(screen.getByTestId('car-detail-rating')).toHaveTextContent('★ Calificación 4.9 de 5 · 3 reseñas');
    expect(screen.getByTestId('car-location')).toHaveTextContent('123 Ocean Ave, Santa Monica, CA');

    const specs = screen.getByLabelText('Características principales');
    expect(specs).toHaveTextContent('Asientos4');
    expect(specs).toHaveTextContent('TransmisiónManual');
    expect(specs).toHaveTextContent('CombustibleGasolina');
    expect(screen.getByText('Apple CarPlay')).toBeInTheDocument();
    expect(screen.getByText('Asientos con calefacción')).toBeInTheDocument();
    expect(screen.getByText('Convertible, perfect for the coast.')).toBeInTheDocument();
    expect(screen.getByTestId('photo-counter')).toHaveTextContent('1 de 3 fotos');
    expect(await screen.findByRole('button', { name: 'Reservar Ahora' })).toBeEnabled();
  });

  it('serves /car-details/:id too', async () => {
    renderCar({}, '/car-details/:id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ford Mustang 2023' })).toBeInTheDocument();
  });

  it('shows the real host: name, member since and rating', async () => {
    renderCar({});
    const host = await screen.findByTestId('host-card');
    expect(within(host).getByRole('heading', { name: 'Lucía Méndez' })).toBeInTheDocument();
    expect(host).toHaveTextContent('Miembro desde marzo de 2024');
    expect(host).toHaveTextContent('★ 4.9 · 23 reseñas');
    expect(within(host).getByRole('link', { name: 'Ver el perfil de Lucía Méndez' })).toHaveAttribute(
      'href',
      `/hosts/${car.host.id}`,
    );
  });

  it('shows the reviews newest first, with the reviewer fallback "Usuario" and the 5★..1★ breakdown', async () => {
    renderCar({
      reviews: json([
        makeReview({
          comment: 'Newest review',
          reviewer: { fullName: 'Ana García', profileImageUrl: '/api/photos/ana.webp' },
        }),
        makeReview({ comment: 'Second review', rating: 4, reviewer: { fullName: null, profileImageUrl: null } }),
        makeReview({ comment: 'Oldest review' }),
      ]),
      summary: json({
        total: 3,
        average: '4.67',
        stars: [
          { stars: 5, count: 2 },
          { stars: 4, count: 1 },
          { stars: 3, count: 0 },
          { stars: 2, count: 0 },
          { stars: 1, count: 0 },
        ],
      }),
    });
    const section = await screen.findByRole('region', { name: 'Reseñas (3)' });
    const reviews = await within(section).findAllByRole('article');
    expect(reviews).toHaveLength(3);
    expect(reviews[0]).toHaveAccessibleName('Reseña de Ana García');
    expect(reviews[0]).toHaveTextContent('Newest review');
    expect(reviews[0]?.querySelector('img')).toHaveAttribute('src', '/api/photos/ana.webp');
    expect(reviews[1]).toHaveAccessibleName('Reseña de Usuario');
    expect(within(reviews[1]!).getByRole('img', { name: '4 de 5 estrellas' })).toBeInTheDocument();
    const breakdown = await within(section).findByLabelText('Calificaciones por estrellas');
    expect(breakdown).toHaveTextContent('5 estrellas2 reseñas');
    expect(breakdown).toHaveTextContent('4 estrellas1 reseña');
    expect(breakdown).toHaveTextContent('1 estrella0 reseñas');
    expect(screen.queryByRole('button', { name: 'Mostrar más reseñas' })).not.toBeInTheDocument();
  });

  it("loads every review a page at a time with 'Mostrar más reseñas'", async () => {
    const page = (n: number, count: number) =>
      Array.from({ length: count }, (_, i) => makeReview({ comment: `Review ${n}.${i}` }));
    const api = renderCar({
      reviews: ({ url }) =>
        url.searchParams.get('page') === '2'
          ? json(page(2, 2), 200, { 'X-Total-Count': '12', 'X-Page': '2', 'X-Page-Size': '10' })
          : json(page(1, 10), 200, { 'X-Total-Count': '12', 'X-Page': '1', 'X-Page-Size': '10' }),
    });
    const section = await screen.findByRole('region', { name: 'Reseñas (12)' });
    expect(await within(section).findAllByRole('article')).toHaveLength(10);
    expect(within(section).getByText('Mostrando 10 de 12 reseñas')).toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Mostrar más reseñas' }));
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(12));
    expect(within(section).getByText('Review 2.1')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Mostrar más reseñas' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/cars/:id/reviews').map((call) => call.url.searchParams.get('page'))).toEqual([
      null,
      '2',
    ]);
  });

  it('shows 2 review placeholders while the reviews load, then the empty message', async () => {
    renderCar({ reviews: PENDING });
    await screen.findByRole('heading', { level: 1, name: 'Ford Mustang 2023' });
    expect(screen.getAllByTestId('review-skeleton')).toHaveLength(2);
  });

  it("says 'No hay reseñas disponibles.' when there are none", async () => {
    renderCar({});
    expect(await screen.findByText('No hay reseñas disponibles.')).toBeInTheDocument();
  });

  it('falls back for a car without photos or address, and disables booking when it is not available', async () => {
    renderCar({
      car: json({ ...car, images: [], location: '', city: '', state: '', isAvailable: false, reviewCount: 0 }),
    });
    expect(await screen.findByText('No hay imágenes disponibles')).toBeInTheDocument();
    // the details follow the gallery (a deferred render)
    expect(await screen.findByTestId('car-location')).toHaveTextContent('Ubicación no disponible');
    expect(screen.getByTestId('car-detail-rating')).toHaveTextContent('Nuevo · sin reseñas todavía');
    expect(screen.getByRole('button', { name: 'Auto no disponible' })).toBeDisabled();
  });

  it('leads back to the search it was opened from, and bare /search otherwise', async () => {
    const search = '?location=Venice&startDate=2031-12-05&endDate=2031-12-08&sort=price_asc&page=2';
    renderCar({}, '/cars/:id', search);
    expect(await screen.findByRole('link', { name: '← Volver a la búsqueda' })).toHaveAttribute(
      'href',
      `/search${search}`,
    );
    expect(await screen.findByLabelText('Fecha de inicio')).toHaveValue('2031-12-05');
  });

  it("shows 'Auto no encontrado' for a missing car, with a way back to search", async () => {
    renderCar({ car: apiError(404, 'Auto no encontrado') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Auto no encontrado' })).toBeInTheDocument();
    expect(screen.getByText('El auto que buscas no existe o ha sido removido.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la búsqueda' })).toHaveAttribute('href', '/search');
    expect(document.title).toBe('Auto no encontrado | LA Drive');
  });

  it('says a removed listing is no longer listed (the API answers 410), with a way back to search', async () => {
    renderCar({ car: apiError(410, 'Este auto ya no está publicado') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este auto ya no está publicado' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Su anfitrión lo retiró de LA Drive/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la búsqueda' })).toHaveAttribute('href', '/search');
    expect(document.title).toBe('Este auto ya no está publicado | LA Drive');
  });

  it('offers a retry when the car fails to load for another reason', async () => {
    renderCar({ car: apiError(500, 'boom') });
    expect(await screen.findByRole('heading', { name: 'No se pudo cargar el auto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('says LA Drive is temporarily unavailable when the API answers 503, with the retry', async () => {
    renderCar({ car: apiError(503, 'LA Drive is temporarily unavailable. Try again in a few seconds.') });
    expect(await screen.findByRole('heading', { name: 'No se pudo cargar el auto' })).toBeInTheDocument();
    // the contracts' sentence comes with its catalog, which loads when it shows
    expect(
      await screen.findByText('LA Drive no está disponible por el momento. Inténtalo de nuevo en unos segundos.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe("the car page's 'Pregúntale al anfitrión'", () => {
  const CONVERSATION = '00000000-0000-4000-8000-0000000000c1';

  function renderAsking(
    /** the session's user, or a promise of it: the session answers when it settles */
    signedIn: AuthUser | null | Promise<AuthUser>,
    start: RouteHandler<'POST /api/cars/:id/conversation'> = json({ id: CONVERSATION }, 201),
  ) {
    const api = mockApi({
      'GET /api/auth/user':
        signedIn instanceof Promise ? async () => json(await signedIn) : signedIn ? json(signedIn) : UNAUTHORIZED,
      'GET /api/cars/:id': json(car),
      'GET /api/cars/:id/reviews': json([]),
      'GET /api/cars/:id/reviews/summary': json(NO_REVIEWS),
      'GET /api/cars/:id/availability': json(FREE),
      'POST /api/cars/:id/conversation': start,
    });
    const leave = vi.fn();
    renderWithProviders(
      <FullPageNavigationContext value={leave}>
        <Routes>
          <Route path="/cars/:id" element={<CarDetailsPage />} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </FullPageNavigationContext>,
      { route: `/cars/${car.id}?startDate=2031-05-01` },
    );
    return { api, leave, user: userEvent.setup() };
  }

  const askButton = async () =>
    within(await screen.findByTestId('host-card')).findByRole('button', { name: 'Pregúntale al anfitrión' });

  afterEach(() => {
    act(() => useToastStore.getState().dismiss());
    vi.unstubAllGlobals();
  });

  it("opens the renter's conversation about the car and goes to it", async () => {
    const { api, user } = renderAsking(makeUser());
    await user.click(await askButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/messages/${CONVERSATION}`));
    expect(api.calls('POST /api/cars/:id/conversation').map((call) => call.params)).toEqual([{ id: car.id }]);
  });

  it("clicked before the session's answer, waits for it instead of sending the renter to sign in", async () => {
    let answerSession = () => {};
    const session = new Promise<AuthUser>((resolve) => {
      answerSession = () => resolve(makeUser());
    });
    const { api, leave, user } = renderAsking(session);
    await user.click(await askButton());
    answerSession();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/messages/${CONVERSATION}`));
    expect(leave).not.toHaveBeenCalled();
    expect(api.calls('GET /api/auth/user')).toHaveLength(1);
  });

  it('sends a signed-out visitor to sign in and back to this car', async () => {
    const { api, leave, user } = renderAsking(null);
    await user.click(await askButton());
    expect(leave).toHaveBeenCalledWith(
      `/api/login?returnTo=${encodeURIComponent(`/cars/${car.id}?startDate=2031-05-01`)}`,
    );
    expect(api.calls('POST /api/cars/:id/conversation')).toHaveLength(0);
  });

  it("is not offered to the car's own host", async () => {
    renderAsking(makeUser({ id: car.hostId }));
    const host = await screen.findByTestId('host-card');
    await screen.findByRole('note');
    expect(within(host).queryByRole('button', { name: 'Pregúntale al anfitrión' })).toBeNull();
  });

  it('says so when the conversation cannot be opened, and stays on the car', async () => {
    const { user } = renderAsking(makeUser(), apiError(503, 'Service unavailable'));
    await user.click(await askButton());
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('No se pudo abrir la conversación'));
    expect(useToastStore.getState().current).toMatchObject({
      description: 'Service unavailable',
      variant: 'destructive',
    });
    expect(screen.getByTestId('location')).toHaveTextContent(`/cars/${car.id}`);
  });
});
