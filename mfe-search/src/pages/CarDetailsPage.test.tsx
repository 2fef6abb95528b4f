import {
  apiError,
  json,
  makeCarDetail,
  makeReview,
  mockApi,
  PENDING,
  type RouteHandler,
  renderWithProviders,
} from '@ladrive/shared-ui/testing';
import { screen, within } from '@testing-library/react';
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

function renderCar(
  routes: {
    car?: RouteHandler<'GET /api/cars/:id'>;
    reviews?: RouteHandler<'GET /api/cars/:id/reviews'>;
    booked?: RouteHandler<'GET /api/cars/:id/booked-dates'>;
  },
  path = '/cars/:id',
  query = '',
) {
  const api = mockApi({
    'GET /api/cars/:id': routes.car ?? json(car),
    'GET /api/cars/:id/reviews': routes.reviews ?? json([]),
    'GET /api/cars/:id/booked-dates': routes.booked ?? json([]),
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
    expect(screen.getByRole('button', { name: 'Reservar Ahora' })).toBeEnabled();
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
  });

  it('shows the two most recent reviews, with the reviewer fallback "Usuario"', async () => {
    renderCar({
      reviews: json([
        makeReview({
          comment: 'Newest review',
          reviewer: { fullName: 'Ana García', profileImageUrl: '/api/photos/ana.webp' },
        }),
        makeReview({ comment: 'Second review', rating: 4, reviewer: { fullName: '', profileImageUrl: null } }),
        makeReview({ comment: 'Oldest review' }),
      ]),
    });
    const section = await screen.findByRole('region', { name: 'Reseñas (3)' });
    const reviews = await within(section).findAllByRole('article');
    expect(reviews).toHaveLength(2);
    expect(reviews[0]).toHaveAccessibleName('Reseña de Ana García');
    expect(reviews[0]).toHaveTextContent('Newest review');
    expect(reviews[0]?.querySelector('img')).toHaveAttribute('src', '/api/photos/ana.webp');
    expect(reviews[1]).toHaveAccessibleName('Reseña de Usuario');
    expect(within(reviews[1]!).getByRole('img', { name: '4 de 5 estrellas' })).toBeInTheDocument();
    expect(screen.queryByText('Oldest review')).not.toBeInTheDocument();
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
    expect(screen.getByTestId('car-location')).toHaveTextContent('Ubicación no disponible');
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
    expect(screen.getByLabelText('Fecha de inicio')).toHaveValue('2031-12-05');
  });

  it("shows 'Auto no encontrado' for a missing car, with a way back to search", async () => {
    renderCar({ car: apiError(404, 'Auto no encontrado') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Auto no encontrado' })).toBeInTheDocument();
    expect(screen.getByText('El auto que buscas no existe o ha sido removido.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la búsqueda' })).toHaveAttribute('href', '/search');
    expect(document.title).toBe('Auto no encontrado | LA Drive');
  });

  it('offers a retry when the car fails to load for another reason', async () => {
    renderCar({ car: apiError(500, 'boom') });
    expect(await screen.findByRole('heading', { name: 'No se pudo cargar el auto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
