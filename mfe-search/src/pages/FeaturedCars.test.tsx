import { json, makeCar, mockApi, PENDING, renderWithProviders } from '@ladrive/platform/testing';
import { focusManager } from '@ladrive/server-state';
import { act, screen, waitFor, within } from '@testing-library/react';
import FeaturedCars from './FeaturedCars';

describe('Featured cars widget', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows 8 placeholders while loading', () => {
    mockApi({ 'GET /api/cars/featured': PENDING });
    renderWithProviders(<FeaturedCars />);
    expect(screen.getByRole('status', { name: 'Loading featured cars…' })).toBeInTheDocument();
    expect(screen.getAllByTestId('car-card-skeleton')).toHaveLength(8);
  });

  it("shows 'No cars available at the moment' with Browse All Cars when there are none", async () => {
    mockApi({ 'GET /api/cars/featured': json([]) });
    renderWithProviders(<FeaturedCars />);
    expect(await screen.findByText('No cars available at the moment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Cars' })).toHaveAttribute('href', '/search');
  });

  it('shows the featured cars as cards linking to each car, and refetches on window focus', async () => {
    const cars = [makeCar({ make: 'BMW', model: 'X5', rating: '4.60', reviewCount: 8 }), makeCar({ reviewCount: 0 })];
    const api = mockApi({ 'GET /api/cars/featured': json(cars) });
    renderWithProviders(<FeaturedCars />);

    const list = await screen.findByRole('list', { name: 'Featured cars' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'BMW X5 2022' })).toHaveAttribute(
      'href',
      `/cars/${cars[0]?.id}`,
    );
    expect(within(cards[0]!).getByTestId('car-rating')).toHaveTextContent('★ 4.6 (8)');
    expect(within(cards[1]!).getByTestId('car-rating')).toHaveTextContent('Nuevo');
    expect(api.calls('GET /api/cars/featured')).toHaveLength(1);

    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(api.calls('GET /api/cars/featured')).toHaveLength(2));
    act(() => focusManager.setFocused(undefined));
  });
});
