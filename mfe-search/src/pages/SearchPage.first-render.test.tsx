import { json, makeCar, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { carSearchKey } from '../features/search/api/search-cars';
import SearchPage from './SearchPage';

// The form libraries (the shell's forms chunk) arrive when the test says. SearchFilters asks for them once, when its
// module first runs, so this is a file of its own, where the form has not been drawn yet.
const formLibraries = vi.hoisted(() => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
});
vi.mock('@ladrive/form-state', async (importOriginal) => {
  await formLibraries.promise;
  return importOriginal();
});

// As the shell draws a remote's page: a lazy module in a Suspense boundary of its own. (Rendered directly, React draws
// the results hidden beside the suspended form at once, and the race below does not happen.)
const RemotePage = lazy(async () => ({ default: SearchPage }));

describe('Search page, first render', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the heading before the form, and results that came before the form once it is in', async () => {
    mockApi({
      'GET /api/cars': json(
        [makeCar({ make: 'Toyota', model: 'Corolla' }), makeCar({ make: 'Tesla', model: 'Model 3' })],
        200,
        { 'X-Total-Count': '2' },
      ),
    });
    const { queryClient } = renderWithProviders(
      <Suspense fallback={null}>
        <RemotePage />
      </Suspense>,
      { route: '/search?location=Venice' },
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Autos en Venice' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Cargando autos…' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(document.title).toBe('Autos en Venice | LA Drive'));
    // the results come first (a bare /search: the site origin preloads them), then the form libraries
    const query = carSearchKey({ filters: { location: 'Venice' }, page: 1 });
    await waitFor(() => expect(queryClient.getQueryState(query)?.status).toBe('success'));
    formLibraries.resolve();

    expect(await screen.findByRole('search', { name: 'Filtros de búsqueda' })).toBeInTheDocument();
    expect(await screen.findByText('2 autos disponibles')).toBeInTheDocument();
  });
});
