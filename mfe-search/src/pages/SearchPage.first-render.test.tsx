import { json, makeCar, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { screen } from '@testing-library/react';
import SearchPage from './SearchPage';

// A file of its own: React.lazy keeps the form's module once loaded, so only a module that has not yet drawn the
// page sees the form still loading.
describe('Search page, first render', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the heading in its first render, before the form (its own chunk) and the results arrive', async () => {
    mockApi({
      'GET /api/cars': json(
        [makeCar({ make: 'Toyota', model: 'Corolla' }), makeCar({ make: 'Tesla', model: 'Model 3' })],
        200,
        { 'X-Total-Count': '2' },
      ),
    });
    renderWithProviders(<SearchPage />, { route: '/search?location=Venice' });

    expect(screen.getByRole('heading', { level: 1, name: 'Autos en Venice' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Cargando autos…' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('search', { name: 'Filtros de búsqueda' })).toBeInTheDocument();
    expect(await screen.findByText('2 autos disponibles')).toBeInTheDocument();
  });
});
