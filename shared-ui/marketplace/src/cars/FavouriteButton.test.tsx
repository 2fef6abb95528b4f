import type { Car } from '@ladrive/contracts';
import { FullPageNavigationContext } from '@ladrive/platform';
import { json, makeCar, makeUser, mockApi, renderWithProviders, UNAUTHORIZED } from '@ladrive/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarCard } from './CarCard';

const car = makeCar({ make: 'Toyota', model: 'Prius', year: 2022 });

function renderCard(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  const navigate = vi.fn();
  renderWithProviders(
    <FullPageNavigationContext value={navigate}>
      <CarCard car={car} saveable />
    </FullPageNavigationContext>,
    { route: '/search?location=Venice' },
  );
  return { api, navigate, user: userEvent.setup() };
}

const heart = () => screen.getByRole('button', { name: 'Guardar Toyota Prius 2022 en favoritos' });

describe('the heart on a car card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the car for a signed-in renter and removes it again', async () => {
    let saved: Car[] = [];
    const { api, user } = renderCard({
      'GET /api/auth/user': json(makeUser()),
      'GET /api/favourites': () => json(saved),
      'PUT /api/favourites/:carId': ({ params }) => {
        saved = [car];
        return json({ carId: params.carId, favourite: true });
      },
      'DELETE /api/favourites/:carId': ({ params }) => {
        saved = [];
        return json({ carId: params.carId, favourite: false });
      },
    });
    await waitFor(() => expect(api.calls('GET /api/favourites')).toHaveLength(1));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(api.calls('PUT /api/favourites/:carId')[0]?.params).toEqual({ carId: car.id });

    await user.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(api.calls('DELETE /api/favourites/:carId')).toHaveLength(1);
  });

  it('clicked before the session is known, waits for it and saves for the signed-in renter', async () => {
    let answerSession = () => {};
    const sessionAnswered = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    const { api, navigate, user } = renderCard({
      'GET /api/auth/user': async () => {
        await sessionAnswered;
        return json(makeUser());
      },
      'GET /api/favourites': json([]),
      'PUT /api/favourites/:carId': ({ params }) => json({ carId: params.carId, favourite: true }),
    });
    await user.click(heart());
    answerSession();
    await waitFor(() => expect(api.calls('PUT /api/favourites/:carId')).toHaveLength(1));
    expect(navigate).not.toHaveBeenCalled();
    expect(api.calls('GET /api/auth/user')).toHaveLength(1);
  });

  it('sends a signed-out visitor to sign in and back to the same page, saving nothing', async () => {
    const { api, navigate, user } = renderCard({ 'GET /api/auth/user': UNAUTHORIZED });
    await waitFor(() => expect(api.calls('GET /api/auth/user')).toHaveLength(1));
    await user.click(heart());
    expect(navigate).toHaveBeenCalledWith(`/api/login?returnTo=${encodeURIComponent('/search?location=Venice')}`);
    expect(api.calls('GET /api/favourites')).toHaveLength(0);
    expect(api.calls('PUT /api/favourites/:carId')).toHaveLength(0);
  });

  it('is not on a card that does not ask for it (a host’s own cars)', () => {
    mockApi({ 'GET /api/auth/user': UNAUTHORIZED });
    renderWithProviders(<CarCard car={car} />);
    expect(screen.queryByRole('button', { name: /favoritos/ })).toBeNull();
  });
});
