import { marketToday } from '@ladrive/contracts';
import type { RemotesManifest } from '@ladrive/platform';
import { json, mockApi } from '@ladrive/platform/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, type RenderAppOptions, renderApp, testManifest } from '../../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const searchParams = (location: ReturnType<typeof renderApp>['location']) =>
  Object.fromEntries(new URLSearchParams(location().search));

/** The signed-in home, once its part of the shell (loaded on demand) has replaced the skeleton. */
async function renderHome(options: Omit<RenderAppOptions, 'user'> = {}) {
  const app = renderApp({ ...options, user: makeUser() });
  await screen.findByRole('search', { name: 'Find a car' });
  return app;
}

describe('signed-in home', () => {
  it('holds its place with the skeleton until the signed-in home has loaded', async () => {
    renderApp({ user: makeUser() });
    expect(within(screen.getByRole('main')).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('search', { name: 'Find a car' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('searches with only the filled fields', async () => {
    mockApi({ 'GET /api/places': json([]) });
    const { location } = await renderHome();
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Venice Beach' } });
    await userEvent.click(screen.getByRole('button', { name: 'Search Cars' }));
    await waitFor(() => expect(location().pathname).toBe('/search-results'));
    await waitFor(() => expect(searchParams(location)).toEqual({ location: 'Venice Beach' }));
  });

  it('sends location and both dates when all are filled', async () => {
    mockApi({ 'GET /api/places': json([]) });
    const { location } = await renderHome();
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Pasadena' } });
    await userEvent.type(screen.getByLabelText('Start Date'), '2030-06-01');
    await userEvent.type(screen.getByLabelText('End Date'), '2030-06-05');
    await userEvent.click(screen.getByRole('button', { name: 'Search Cars' }));
    await waitFor(() =>
      expect(searchParams(location)).toEqual({ location: 'Pasadena', startDate: '2030-06-01', endDate: '2030-06-05' }),
    );
  });

  it('keeps dates from today on, and the end date from the start date on', async () => {
    await renderHome();
    const today = marketToday();
    expect(screen.getByLabelText('Start Date')).toHaveAttribute('min', today);
    expect(screen.getByLabelText('End Date')).toHaveAttribute('min', today);
    await userEvent.type(screen.getByLabelText('Start Date'), '2030-06-01');
    expect(screen.getByLabelText('End Date')).toHaveAttribute('min', '2030-06-01');
  });

  it.each([
    ['a past start date', '2025-01-01', '2025-01-03', 'Start Date', 'Start date cannot be in the past'],
    ['a same-day search', '2030-06-01', '2030-06-01', 'End Date', 'End date must be after start date'],
    ['a start date alone', '2030-06-01', '', 'End Date', 'Choose an end date as well, or clear the start date'],
  ])('refuses %s next to the field, in English, and stays home', async (_case, start, end, field, message) => {
    const { location } = await renderHome();
    await userEvent.type(screen.getByLabelText('Start Date'), start);
    if (end) await userEvent.type(screen.getByLabelText('End Date'), end);
    await userEvent.click(screen.getByRole('button', { name: 'Search Cars' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(message);
    expect(location().pathname).toBe('/');
  });

  it('judges the dates only once a search was tried, then as they change, and focuses the first refused one', async () => {
    const { location } = await renderHome();
    const start = screen.getByLabelText('Start Date');
    await userEvent.type(start, '2030-06-01');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Search Cars' }));
    const end = screen.getByLabelText('End Date');
    expect(await screen.findByText('Choose an end date as well, or clear the start date')).toBeInTheDocument();
    expect(end).toHaveFocus();

    await userEvent.type(end, '2030-06-05');
    await waitFor(() => expect(end).not.toHaveAccessibleDescription());
    expect(location().pathname).toBe('/');
  });

  it('suggests places in the Location box (a combobox)', async () => {
    mockApi({
      'GET /api/places': json([
        { value: 'LAX', label: 'Los Angeles International Airport (LAX)', kind: 'airport', detail: 'Los Angeles' },
      ]),
    });
    const { location } = await renderHome();
    const box = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.type(box, 'lax');
    expect(await screen.findByRole('option', { name: /Los Angeles International Airport \(LAX\)/ })).toHaveTextContent(
      'Airport · Los Angeles',
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('LAX');
    await userEvent.click(screen.getByRole('button', { name: 'Search Cars' }));
    await waitFor(() => expect(searchParams(location)).toEqual({ location: 'LAX' }));
  });

  it('links each category tile to the search with its from-price', async () => {
    await renderHome();
    const categories = within(screen.getByRole('region', { name: 'Browse by category' }));
    expect(categories.getByRole('link', { name: /Economy.*\$25\/day/ })).toHaveAttribute(
      'href',
      '/search?category=economy',
    );
    expect(categories.getByRole('link', { name: /Luxury.*\$150/ })).toHaveAttribute('href', '/search?category=luxury');
    expect(categories.getByRole('link', { name: /SUVs.*\$65/ })).toHaveAttribute('href', '/search?category=suv');
    expect(categories.getByRole('link', { name: /Electric.*\$85/ })).toHaveAttribute(
      'href',
      '/search?category=electric',
    );
  });

  it('has how it works, safety and trust, and a host call to action', async () => {
    const { container } = await renderHome();
    expect(container.querySelector('#how-it-works')).toHaveAccessibleName('How It Works');
    expect(screen.getByRole('heading', { name: 'Safety and trust' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List Your Car' })).toHaveAttribute('href', '/list-car');
  });

  it('renders the featured cars a remote lends to home.featuredCars', async () => {
    const manifest: RemotesManifest = {
      remotes: [
        ...testManifest.remotes,
        {
          name: 'mfe_search',
          entry: 'http://localhost:3001/mf-manifest.json',
          version: 'test',
          routes: [],
          widgets: [{ slot: 'home.featuredCars', module: './FeaturedCars' }],
        },
      ],
    };
    await renderHome({ manifest });
    expect(await screen.findByRole('heading', { name: 'Remote mfe_search/FeaturedCars' })).toBeInTheDocument();
  });

  it('leaves the featured cars out when no remote provides them', async () => {
    await renderHome();
    expect(screen.queryByRole('heading', { name: 'Featured Cars' })).not.toBeInTheDocument();
  });
});

describe('landing', () => {
  it('offers Sign Up and Sign In, the benefits, the host pitch and how it works', () => {
    const { container } = renderApp({ user: null });
    const hero = within(screen.getByRole('region', { name: 'Rent cars from locals across LA' }));
    expect(hero.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toMatch(/^\/api\/login/);
    expect(hero.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('heading', { name: 'Full insurance up to $1M USD' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verified users' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '24/7 support' })).toBeInTheDocument();
    expect(screen.getByText('Earn $60 to $1,000 daily')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List Your Car' })).toHaveAttribute('href', '/list-car');
    expect(container.querySelector('#how-it-works')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('waits for the session with a skeleton instead of flashing the landing page', () => {
    renderApp({ user: 'loading' });
    expect(within(screen.getByRole('main')).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rent cars from locals across LA' })).not.toBeInTheDocument();
  });
});
