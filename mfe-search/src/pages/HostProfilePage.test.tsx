import type { HostProfile } from '@ladrive/contracts';
import { apiError, json, makeCar, mockApi, type RouteHandler, renderWithProviders } from '@ladrive/platform/testing';
import { screen, within } from '@testing-library/react';
import HostProfilePage from './HostProfilePage';

const hostId = '11111111-1111-4111-8111-111111111111';
const profile: HostProfile = {
  id: hostId,
  firstName: 'Lucía',
  lastName: 'Méndez',
  fullName: 'Lucía Méndez',
  profileImageUrl: null,
  memberSince: '2024-03-05T12:00:00.000Z',
  rating: '4.90',
  reviewCount: 23,
  tripsCompleted: 41,
  cars: [
    makeCar({ make: 'Tesla', model: 'Model 3', year: 2022 }),
    makeCar({ make: 'Mazda', model: 'CX-5', year: 2021 }),
  ],
};

function renderProfile(reply: RouteHandler<'GET /api/hosts/:id'> = json(profile)) {
  mockApi({ 'GET /api/hosts/:id': reply });
  renderWithProviders(<HostProfilePage />, { route: `/hosts/${hostId}`, path: '/hosts/:id' });
}

describe('Host profile page', () => {
  it('shows who the host is: member since, completed trips, rating, and their cars', async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucía Méndez' })).toBeVisible();
    expect(screen.getByText('Miembro desde').nextSibling).toHaveTextContent('marzo de 2024');
    expect(screen.getByText('Viajes completados').nextSibling).toHaveTextContent('41 viajes');
    expect(screen.getByText('Calificación').nextSibling).toHaveTextContent('★ 4.9 · 23 reseñas');
    const cars = screen.getByRole('list', { name: 'Autos de Lucía Méndez' });
    expect(within(cars).getAllByRole('article')).toHaveLength(2);
    expect(within(cars).getByRole('link', { name: 'Tesla Model 3 2022' })).toHaveAttribute(
      'href',
      `/cars/${profile.cars[0]?.id}`,
    );
    expect(document.title).toBe('Lucía Méndez | LA Drive');
  });

  it('says when a host has no car to offer now, and when they are new', async () => {
    renderProfile(json({ ...profile, cars: [], rating: '0.00', reviewCount: 0, tripsCompleted: 1 }));
    expect(await screen.findByText('Este anfitrión no tiene autos disponibles ahora.')).toBeVisible();
    expect(screen.getByText('Sin reseñas todavía')).toBeVisible();
    expect(screen.getByText('1 viaje')).toBeVisible();
  });

  it("names a host without a name 'Usuario', the spec's word", async () => {
    renderProfile(json({ ...profile, firstName: '', lastName: '', fullName: null }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuario' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Autos de Usuario' })).toBeInTheDocument();
    expect(document.title).toBe('Usuario | LA Drive');
  });

  it("says 'Anfitrión no encontrado' for an unknown host", async () => {
    renderProfile(apiError(404, 'Anfitrión no encontrado'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anfitrión no encontrado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Buscar autos' })).toHaveAttribute('href', '/search');
  });
});
