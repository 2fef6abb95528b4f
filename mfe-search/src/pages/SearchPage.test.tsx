import {
  apiError,
  json,
  LocationProbe,
  makeCar,
  mockApi,
  PENDING,
  renderWithProviders,
} from '@ladrive/platform/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchPage from './SearchPage';

const cars = [
  makeCar({ make: 'Toyota', model: 'Corolla' }),
  makeCar({ make: 'Tesla', model: 'Model 3', category: 'electric' }),
];

async function renderSearch(route: string) {
  // awaited: the form suspends until its libraries are in (SearchFilters), which a synchronous act() leaves waiting
  await act(async () => {
    renderWithProviders(
      <>
        <SearchPage />
        <LocationProbe />
      </>,
      { route },
    );
  });
  const form = await screen.findByRole('search', { name: 'Filtros de búsqueda' });
  return {
    user: userEvent.setup(),
    form,
    location: within(form).getByLabelText('Ubicación'),
    startDate: within(form).getByLabelText('Fecha de inicio'),
    endDate: within(form).getByLabelText('Fecha de fin'),
    category: within(form).getByLabelText('Categoría'),
    minPrice: within(form).getByLabelText('Precio mínimo'),
    maxPrice: within(form).getByLabelText('Precio máximo'),
  };
}

const currentUrl = () => screen.getByTestId('location').textContent;

describe('Search page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the home search (/search-results) into the fields, the heading, the query and the count', async () => {
    const api = mockApi({
      'GET /api/cars': json(cars, 200, { 'X-Total-Count': '124', 'X-Page': '1', 'X-Page-Size': '24' }),
    });
    const fields = await renderSearch('/search-results?location=Santa+Monica&startDate=2031-05-01&endDate=2031-05-04');

    expect(screen.getByRole('heading', { level: 1, name: 'Autos en Santa Monica' })).toBeInTheDocument();
    expect(document.title).toBe('Autos en Santa Monica | LA Drive');
    expect(fields.location).toHaveValue('Santa Monica');
    expect(fields.startDate).toHaveValue('2031-05-01');
    expect(fields.endDate).toHaveValue('2031-05-04');
    expect(fields.category).toHaveValue('');

    expect(await screen.findByText('124 autos disponibles')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Autos encontrados' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    // the car page keeps the search: its dates for the booking card, the rest for the way back
    expect(within(list).getByRole('link', { name: 'Tesla Model 3 2022' })).toHaveAttribute(
      'href',
      `/cars/${cars[1]?.id}?location=Santa+Monica&startDate=2031-05-01&endDate=2031-05-04`,
    );

    const [request] = api.calls('GET /api/cars');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      location: 'Santa Monica',
      startDate: '2031-05-01',
      endDate: '2031-05-04',
    });
  });

  it('reads a category tile link (/search?category=economy) and titles the page without a location', async () => {
    const api = mockApi({ 'GET /api/cars': json(cars, 200, { 'X-Total-Count': '2' }) });
    const fields = await renderSearch('/search?category=economy');

    expect(screen.getByRole('heading', { level: 1, name: 'Resultados de Búsqueda' })).toBeInTheDocument();
    expect(fields.category).toHaveValue('economy');
    expect(await screen.findByText('2 autos disponibles')).toBeInTheDocument();
    expect(api.calls('GET /api/cars')[0]?.url.search).toBe('?category=economy');
  });

  it('offers all seven categories plus "all", with Spanish labels', async () => {
    mockApi({ 'GET /api/cars': PENDING });
    const { category } = await renderSearch('/search');
    const options = within(category).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '',
      'economy',
      'compact',
      'midsize',
      'luxury',
      'suv',
      'electric',
      'truck',
    ]);
    expect(options.map((option) => option.textContent)).toEqual([
      'Todas las categorías',
      'Económico',
      'Compacto',
      'Mediano',
      'Lujo',
      'SUV',
      'Eléctrico',
      'Pickup',
    ]);
  });

  it('treats ?category=all as no category filter', async () => {
    const api = mockApi({ 'GET /api/cars': json(cars, 200, { 'X-Total-Count': '2' }) });
    const { category } = await renderSearch('/search?category=all&location=Pasadena');
    expect(category).toHaveValue('');
    await screen.findByText('2 autos disponibles');
    expect(api.calls('GET /api/cars')[0]?.url.search).toBe('?location=Pasadena');
  });

  it('writes the filled fields back to the query string on Buscar, leaving empty ones out', async () => {
    const api = mockApi({ 'GET /api/cars': json(cars, 200, { 'X-Total-Count': '2' }) });
    const fields = await renderSearch('/search?location=Santa+Monica&page=3');
    const { user } = fields;

    await user.clear(fields.location);
    await user.type(fields.location, '  Pasadena ');
    await user.selectOptions(fields.category, 'suv');
    await user.type(fields.maxPrice, '120');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    // A new search starts at page 1.
    await waitFor(() => expect(currentUrl()).toBe('/search?location=Pasadena&category=suv&maxPrice=120'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Autos en Pasadena' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls('GET /api/cars').at(-1)?.url.search).toBe('?location=Pasadena&category=suv&maxPrice=120'),
    );
  });

  it('keeps the path it is on (/search-results) and sends dates set in the form', async () => {
    mockApi({ 'GET /api/cars': json(cars, 200, { 'X-Total-Count': '2' }) });
    const fields = await renderSearch('/search-results');
    fireEvent.change(fields.startDate, { target: { value: '2031-07-01' } });
    fireEvent.change(fields.endDate, { target: { value: '2031-07-05' } });
    await fields.user.type(fields.minPrice, '30');
    await fields.user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(currentUrl()).toBe('/search-results?startDate=2031-07-01&endDate=2031-07-05&minPrice=30'),
    );
  });

  it('checks the dates and prices before searching', async () => {
    mockApi({ 'GET /api/cars': json(cars, 200, { 'X-Total-Count': '2' }) });
    const fields = await renderSearch('/search');
    fireEvent.change(fields.startDate, { target: { value: '2031-07-05' } });
    fireEvent.change(fields.endDate, { target: { value: '2031-07-01' } });
    await fields.user.type(fields.minPrice, '200');
    await fields.user.type(fields.maxPrice, '100');
    await fields.user.click(screen.getByRole('button', { name: 'Buscar' }));

    await screen.findAllByRole('alert');
    // the rule is a contracts message: the field says it once the contracts' catalog is at hand
    await waitFor(() =>
      expect(fields.endDate).toHaveAccessibleDescription('La fecha de fin debe ser después de la fecha de inicio.'),
    );
    expect(fields.minPrice).toHaveAccessibleDescription('El precio mínimo no puede ser mayor que el máximo');
    expect(currentUrl()).toBe('/search');
  });

  it.each([
    ['a past start date', '2025-01-01', '2025-01-03', 'startDate', 'La fecha de inicio no puede ser anterior a hoy.'],
    [
      'a same-day search',
      '2031-07-05',
      '2031-07-05',
      'endDate',
      'La fecha de fin debe ser después de la fecha de inicio.',
    ],
    ['a start date alone', '2031-07-05', '', 'endDate', 'Elige también la fecha de fin, o borra la fecha de inicio'],
    ['an end date alone', '', '2031-07-05', 'startDate', 'Elige también la fecha de inicio, o borra la fecha de fin'],
  ] as const)(
    'refuses %s in Spanish next to the field, without searching',
    async (_case, start, end, field, message) => {
      const api = mockApi({ 'GET /api/cars': json(cars, 200, { 'X-Total-Count': '2' }) });
      const fields = await renderSearch('/search');
      await screen.findByText('2 autos disponibles');
      const searches = api.calls('GET /api/cars').length;
      if (start) fireEvent.change(fields.startDate, { target: { value: start } });
      if (end) fireEvent.change(fields.endDate, { target: { value: end } });
      await fields.user.click(screen.getByRole('button', { name: 'Buscar' }));

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(fields[field]).toHaveAccessibleDescription(message);
      expect(currentUrl()).toBe('/search');
      expect(api.calls('GET /api/cars')).toHaveLength(searches);
    },
  );

  it('sends seats, transmission, fuel and features, and keeps them in the URL', async () => {
    const api = mockApi({ 'GET /api/cars': json(cars, 200, { 'X-Total-Count': '2' }) });
    const fields = await renderSearch('/search');
    fireEvent.change(screen.getByLabelText('Asientos'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Transmisión'), { target: { value: 'manual' } });
    fireEvent.change(screen.getByLabelText('Combustible'), { target: { value: 'hybrid' } });
    fireEvent.click(screen.getByLabelText('GPS'));
    fireEvent.click(screen.getByLabelText('Quemacocos'));
    await fields.user.click(screen.getByRole('button', { name: 'Buscar' }));

    await waitFor(() =>
      expect(currentUrl()).toBe('/search?minSeats=7&transmission=manual&fuelType=hybrid&features=gps%2Csunroof'),
    );
    await screen.findByText('2 autos disponibles');
    expect(api.calls('GET /api/cars').at(-1)?.url.searchParams.get('features')).toBe('gps,sunroof');
  });

  it('sorts from the results (nearest first by default with a place), keeping the filters', async () => {
    const api = mockApi({ 'GET /api/cars': json(cars, 200, { 'X-Total-Count': '2' }) });
    const { user } = await renderSearch('/search?location=LAX&page=2');
    const sort = screen.getByLabelText('Ordenar por');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Más cercanos', 'Distancia', 'Mejor calificados', 'Precio: menor a mayor', 'Precio: mayor a menor']);
    await user.selectOptions(sort, 'price_asc');
    expect(currentUrl()).toBe('/search?location=LAX&sort=price_asc');
    await screen.findByText('2 autos disponibles');
    expect(api.calls('GET /api/cars').at(-1)?.url.searchParams.get('sort')).toBe('price_asc');
  });

  it('shows each car’s distance from the place and the trip total for the dates', async () => {
    mockApi({
      'GET /api/cars': json([{ ...cars[0]!, pricePerDay: '40.00', distanceMiles: 1.2 }], 200, { 'X-Total-Count': '1' }),
    });
    await renderSearch('/search?location=90401&startDate=2031-05-01&endDate=2031-05-04');
    const card = await screen.findByRole('article', { name: /Toyota Corolla/ });
    expect(within(card).getByText(/a 1\.2 mi/)).toBeInTheDocument();
    // 3 days × $40 + 10% service fee
    expect(within(card).getByTestId('trip-total')).toHaveTextContent('Total $132.00 por 3 días');
  });

  it('says in Spanish when the place is unknown, instead of showing every car', async () => {
    mockApi({
      'GET /api/cars': apiError(
        400,
        'We could not find the place "Atlantida": try a city, a neighbourhood, a ZIP code or an airport code such as LAX',
        [{ path: 'location', message: 'x' }],
      ),
    });
    await renderSearch('/search?location=Atlantida');
    expect(await screen.findByRole('heading', { name: 'No encontramos ese lugar' })).toBeInTheDocument();
    expect(screen.getByText(/No encontramos el lugar "Atlantida"/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('Limpiar clears every field and goes to /search', async () => {
    const api = mockApi({ 'GET /api/cars': json(cars, 200, { 'X-Total-Count': '2' }) });
    const fields = await renderSearch(
      '/search-results?location=Venice&startDate=2031-05-01&category=luxury&minPrice=50',
    );
    await screen.findByText('2 autos disponibles');

    await fields.user.click(screen.getByRole('button', { name: 'Limpiar' }));

    expect(currentUrl()).toBe('/search');
    for (const field of [fields.location, fields.startDate, fields.endDate, fields.category, fields.minPrice]) {
      expect(field).toHaveValue(field === fields.minPrice ? null : '');
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Resultados de Búsqueda' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/cars').at(-1)?.url.search).toBe(''));
  });

  it('shows 8 placeholders while the cars load', async () => {
    mockApi({ 'GET /api/cars': PENDING });
    await renderSearch('/search');
    expect(screen.getByRole('status', { name: 'Cargando autos…' })).toBeInTheDocument();
    expect(screen.getAllByTestId('car-card-skeleton')).toHaveLength(8);
  });

  it('shows the empty state with a button that clears the filters', async () => {
    mockApi({ 'GET /api/cars': json([], 200, { 'X-Total-Count': '0' }) });
    const { user } = await renderSearch('/search?location=Nowhere&category=truck');

    expect(await screen.findByRole('heading', { name: 'No se encontraron autos' })).toBeInTheDocument();
    expect(screen.getByText('0 autos disponibles')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(currentUrl()).toBe('/search');
  });

  it('shows the message of a 400 from the API', async () => {
    mockApi({
      'GET /api/cars': apiError(400, 'Minimum price must be a number', [
        { path: 'minPrice', message: 'Minimum price must be a number' },
      ]),
    });
    await renderSearch('/search?minPrice=abc');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Revisa los filtros');
    expect(alert).toHaveTextContent('Minimum price must be a number');
  });

  it('shows a bounded total as at least that many, and pages on past it', async () => {
    // past 200 the API stops counting and says so (X-Total-Exact: false)
    const bound = { 'X-Total-Count': '200', 'X-Total-Exact': 'false', 'X-Page-Size': '24' };
    mockApi({
      'GET /api/cars': ({ url }) => json(cars, 200, { ...bound, 'X-Page': url.searchParams.get('page') ?? '1' }),
    });
    const { user } = await renderSearch('/search?category=suv');

    expect(await screen.findByText('200+ autos disponibles')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 9+')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Siguiente →' }));
    expect(currentUrl()).toBe('/search?category=suv&page=2');
    expect(await screen.findByText('Página 2 de 9+')).toBeInTheDocument();
  });

  it('pages through the results with Anterior and Siguiente', async () => {
    const api = mockApi({
      'GET /api/cars': ({ url }) =>
        json(cars, 200, { 'X-Total-Count': '50', 'X-Page': url.searchParams.get('page') ?? '1', 'X-Page-Size': '24' }),
    });
    const { user } = await renderSearch('/search?category=suv');

    expect(await screen.findByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← Anterior' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Siguiente →' }));

    expect(currentUrl()).toBe('/search?category=suv&page=2');
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
    expect(api.calls('GET /api/cars').at(-1)?.url.search).toBe('?category=suv&page=2');
    await user.click(screen.getByRole('link', { name: '← Anterior' }));
    expect(currentUrl()).toBe('/search?category=suv');
  });
});
