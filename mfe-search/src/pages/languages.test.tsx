import { type Language, PLATFORM_TRIP_RULES, REVIEW_STARS, unknownPlaceMessage } from '@ladrive/contracts';
import { chooseLanguageForTest } from '@ladrive/i18n/testing';
import {
  apiError,
  json,
  makeCar,
  makeCarDetail,
  makeReview,
  mockApi,
  renderWithProviders,
} from '@ladrive/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
// the booking card's calendar, imported up front as in CarDetailsPage.test.tsx
import '../features/booking/components/TripCalendar';
import CarDetailsPage from './CarDetailsPage';
import SearchPage from './SearchPage';

afterEach(() => {
  chooseLanguageForTest(null);
  vi.unstubAllGlobals();
});

/** Renders a page as a visitor who chose `lang` (null: nobody chose, the spec's texts). */
function renderIn(lang: Language | null, page: ReactElement, route: string, path = '*') {
  chooseLanguageForTest(lang);
  renderWithProviders(page, { route, path });
}

/** Awaited: the search form suspends until its libraries are in (SearchFilters), which a synchronous act() leaves waiting. */
async function renderSearchIn(lang: Language | null, route: string) {
  await act(async () => renderIn(lang, <SearchPage />, route));
}

const SEARCH = '/search-results?location=Santa+Monica&startDate=2031-05-01&endDate=2031-05-04';

const searchTexts = {
  en: {
    heading: 'Cars in Santa Monica',
    form: 'Search filters',
    start: 'Start date',
    search: 'Search',
    category: 'Economy',
    one: '1 car available',
    many: '24 cars available',
    unknownTitle: 'Place not found',
    unknownHeading: "We couldn't find that place",
  },
  es: {
    heading: 'Autos en Santa Monica',
    form: 'Filtros de búsqueda',
    start: 'Fecha de inicio',
    search: 'Buscar',
    category: 'Económico',
    one: '1 auto disponible',
    many: '24 autos disponibles',
    unknownTitle: 'Lugar no encontrado',
    unknownHeading: 'No encontramos ese lugar',
  },
} as const;

describe.each(['en', 'es'] as const)('the search page when the visitor chooses %s', (lang) => {
  const texts = searchTexts[lang];

  it('titles the page and labels the form in that language, counting one car', async () => {
    mockApi({ 'GET /api/cars': json([makeCar()], 200, { 'X-Total-Count': '1' }) });
    await renderSearchIn(lang, SEARCH);

    expect(screen.getByRole('heading', { level: 1, name: texts.heading })).toBeInTheDocument();
    const form = await screen.findByRole('search', { name: texts.form });
    expect(document.title).toBe(`${texts.heading} | LA Drive`);
    expect(within(form).getByLabelText(texts.start)).toHaveValue('2031-05-01');
    expect(within(form).getByRole('button', { name: texts.search })).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: texts.category })).toBeInTheDocument();
    expect(await screen.findByText(texts.one)).toBeInTheDocument();
  });

  it('counts many cars with the plural', async () => {
    mockApi({ 'GET /api/cars': json([makeCar()], 200, { 'X-Total-Count': '24' }) });
    await renderSearchIn(lang, '/search');
    expect(await screen.findByText(texts.many)).toBeInTheDocument();
  });

  it('does not title an unknown place as a place with cars', async () => {
    mockApi({ 'GET /api/cars': apiError(400, unknownPlaceMessage('Narnia'), [{ path: 'location', message: 'x' }]) });
    await renderSearchIn(lang, '/search?location=Narnia');

    expect(await screen.findByRole('heading', { level: 2, name: texts.unknownHeading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: texts.unknownTitle })).toBeInTheDocument();
    // the title follows the heading in an effect of the same commit
    await waitFor(() => expect(document.title).toBe(`${texts.unknownTitle} | LA Drive`));
  });
});

describe('the search page while nobody has chosen', () => {
  it("titles an unknown place 'Lugar no encontrado', not 'Autos en Narnia'", async () => {
    mockApi({ 'GET /api/cars': apiError(400, unknownPlaceMessage('Narnia'), [{ path: 'location', message: 'x' }]) });
    await renderSearchIn(null, '/search?location=Narnia');
    await screen.findByRole('heading', { level: 2, name: 'No encontramos ese lugar' });
    // the title is set in an effect, which may run after the commit that shows the heading
    await waitFor(() => expect(document.title).toBe('Lugar no encontrado | LA Drive'));
    expect(screen.queryByText(/Autos en Narnia/)).toBeNull();
  });

  it("marks the API's sentence as English under the page's Spanish, until a language is chosen", async () => {
    const message = 'Minimum price cannot be above maximum price';
    mockApi({ 'GET /api/cars': apiError(400, message, [{ path: 'minPrice', message }]) });
    await renderSearchIn(null, '/search?minPrice=90&maxPrice=10');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Revisa los filtros' })).toBeInTheDocument();
    expect(within(alert).getByText(message)).toHaveAttribute('lang', 'en');

    // the API answers the next request in the language chosen; the page's own words turn at once
    act(() => chooseLanguageForTest('en'));
    expect(within(alert).getByRole('heading', { name: 'Check the filters' })).toBeInTheDocument();
    expect(within(alert).getByText(message)).not.toHaveAttribute('lang');
  });

  it('turns to the language chosen without a reload', async () => {
    mockApi({ 'GET /api/cars': json([makeCar()], 200, { 'X-Total-Count': '3' }) });
    await renderSearchIn(null, SEARCH);
    expect(await screen.findByText('3 autos disponibles')).toBeInTheDocument();
    act(() => chooseLanguageForTest('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Cars in Santa Monica' })).toBeInTheDocument();
    expect(screen.getByText('3 cars available')).toBeInTheDocument();
    expect(document.title).toBe('Cars in Santa Monica | LA Drive');
  });
});

const car = makeCarDetail({ make: 'Ford', model: 'Mustang', year: 2023, rating: '4.85', reviewCount: 1 });

function renderCarIn(
  lang: Language | null,
  reviews = [makeReview({ createdAt: '2026-03-14T18:00:00.000Z' })],
  detail = car,
) {
  mockApi({
    'GET /api/cars/:id': json(detail),
    'GET /api/cars/:id/reviews': json(reviews),
    'GET /api/cars/:id/reviews/summary': json({
      total: reviews.length,
      average: '5.00',
      stars: REVIEW_STARS.map((stars) => ({ stars, count: stars === 5 ? reviews.length : 0 })),
    }),
    'GET /api/cars/:id/availability': json({ booked: [], blocked: [], rules: PLATFORM_TRIP_RULES }),
  });
  renderIn(lang, <CarDetailsPage />, `/cars/${car.id}`, '/cars/:id');
}

const carTexts = {
  en: {
    rating: '★ Rating 4.9 out of 5 · 1 review',
    reviews: 'Reviews (1)',
    reviewDate: 'Mar 14, 2026',
    specs: 'Key specs',
    book: 'Book Now',
    photos: '1 of 3 photos',
    memberSince: 'Member since March 2024',
    profile: "View Lucía Méndez's profile",
  },
  es: {
    rating: '★ Calificación 4.9 de 5 · 1 reseña',
    reviews: 'Reseñas (1)',
    reviewDate: '14 mar 2026',
    specs: 'Características principales',
    book: 'Reservar Ahora',
    photos: '1 de 3 fotos',
    memberSince: 'Miembro desde marzo de 2024',
    profile: 'Ver el perfil de Lucía Méndez',
  },
} as const;

describe.each(['en', 'es'] as const)('the car page when the visitor chooses %s', (lang) => {
  const texts = carTexts[lang];

  it("shows the car, its host, its reviews' dates and the booking card in that language", async () => {
    renderCarIn(lang);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ford Mustang 2023' })).toBeInTheDocument();
    expect(document.title).toBe('Ford Mustang 2023 | LA Drive');
    expect(screen.getByTestId('photo-counter')).toHaveTextContent(texts.photos);
    expect(await screen.findByTestId('car-detail-rating')).toHaveTextContent(texts.rating);
    expect(screen.getByLabelText(texts.specs)).toBeInTheDocument();
    const host = screen.getByTestId('host-card');
    expect(host).toHaveTextContent(texts.memberSince);
    expect(within(host).getByRole('link', { name: texts.profile })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: texts.book })).toBeEnabled();

    const reviews = await screen.findByRole('region', { name: texts.reviews });
    expect(await within(reviews).findByText(new RegExp(texts.reviewDate))).toBeInTheDocument();
    // what people wrote stays as written, and says so
    expect(screen.getByText('Clean and efficient.')).toHaveAttribute('translate', 'no');
    expect(within(reviews).getByText('Great car!')).toHaveAttribute('translate', 'no');
  });
});

describe('the car page in English', () => {
  it('counts many reviews with the plural', async () => {
    renderCarIn('en', [makeReview(), makeReview(), makeReview()]);
    const reviews = await screen.findByRole('region', { name: 'Reviews (3)' });
    expect(await within(reviews).findByLabelText('Ratings by stars')).toHaveTextContent('5 stars3 reviews');
    expect(within(reviews).getByText('Showing 3 of 3 reviews')).toBeInTheDocument();
  });

  it("names a host and a reviewer without a name 'User'", async () => {
    const nameless = { firstName: '', lastName: '', fullName: null };
    renderCarIn('en', [makeReview({ reviewer: { fullName: null, profileImageUrl: null } })], {
      ...car,
      host: { ...car.host, ...nameless },
    });
    const host = await screen.findByTestId('host-card');
    expect(within(host).getByRole('heading', { name: 'User' })).toBeInTheDocument();
    expect(within(host).getByRole('link', { name: "View User's profile" })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Review by User' })).toBeInTheDocument();
  });
});
