import type { Language } from '@ladrive/contracts';
import { json, makeUser, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAdminBooking, makeAdminCar, makeAdminUser, makeSummary } from '../testing/fixtures';
import AdminDashboardPage from './AdminDashboardPage';

const paging = (total: number) => ({ 'X-Total-Count': String(total), 'X-Page': '1', 'X-Page-Size': '25' });

function renderPanel(language: Language | undefined, route = '/admin-dashboard') {
  mockApi({
    'GET /api/auth/user': json(makeUser({ isAdmin: true })),
    'GET /api/admin/dashboard': json(makeSummary({ activeHosts: 14, activeTrips: 1 })),
    'GET /api/admin/users': json([makeAdminUser({ isHost: true })], 200, paging(60)),
    'GET /api/admin/cars': json([makeAdminCar({ category: 'midsize', isAvailable: false })], 200, paging(1)),
    'GET /api/admin/bookings': json(
      [makeAdminBooking({ documents: ['license'], lastDocumentView: null })],
      200,
      paging(1),
    ),
  });
  renderWithProviders(<AdminDashboardPage />, { route, language });
  return userEvent.setup();
}

describe('AdminDashboardPage in a chosen language', () => {
  it('is all Spanish once the visitor chooses Español: header, title, figures with their plurals', async () => {
    renderPanel('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de administración' })).toBeInTheDocument();
    expect(document.title).toBe('Panel de administración | LA Drive');
    expect(screen.getByText('Administrador')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Resumen' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('total-users-detail')).toHaveTextContent('14 anfitriones activos');
    expect(screen.getByTestId('completed-trips-detail')).toHaveTextContent('1 viaje activo');
    expect(screen.getByTestId('total-revenue-detail')).toHaveTextContent('Comisión de la plataforma');
    expect(screen.getByTestId('top-vehicle')).toHaveTextContent('31 viajes');
  });

  it('lists users in Spanish: the range, the badge and the join date', async () => {
    renderPanel('es', '/admin-dashboard?tab=users');
    const row = await screen.findByTestId('admin-user-row');
    expect(row).toHaveTextContent('Anfitrión');
    expect(row).toHaveTextContent('14 mar 2026');
    expect(screen.getByTestId('list-range')).toHaveTextContent('Mostrando 1–25 de 60 usuarios · Página 1 de 3');
    expect(screen.getByRole('searchbox', { name: 'Buscar usuarios' })).toHaveAttribute(
      'placeholder',
      'Nombre o correo electrónico',
    );
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
  });

  it('shows vehicles in Spanish: availability, category and price in dollars', async () => {
    renderPanel('es', '/admin-dashboard?tab=vehicles');
    const row = await screen.findByTestId('admin-car-row');
    for (const text of ['No disponible', 'mediano', '$65.00', 'Los Angeles, CA']) expect(row).toHaveTextContent(text);
    expect(screen.getByRole('columnheader', { name: 'Precio por día' })).toBeInTheDocument();
    // the car's place and the host's email are data: left out of translation and of the language check
    expect(within(row).getByText('Los Angeles, CA').closest('td')).toHaveAttribute('translate', 'no');
    expect(within(row).getByText('hugo@example.com').closest('td')).toHaveAttribute('translate', 'no');
  });

  it('shows bookings and their documents in Spanish, the status badge unmarked', async () => {
    const user = renderPanel('es', '/admin-dashboard?tab=bookings');
    const row = await screen.findByTestId('admin-booking-row');
    expect(row).toHaveTextContent('1 dic 2026 – 4 dic 2026');
    expect(within(row).getByText('Confirmado')).not.toHaveAttribute('lang');
    expect(row).toHaveTextContent('Aún no consultados');
    expect(screen.getByTestId('list-range')).toHaveTextContent('Mostrando 1–1 de 1 reservación');
    expect(screen.getByRole('option', { name: 'Completado' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Ver documentos de Rosa Renter, Toyota Camry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Documentos de identidad — Rosa Renter' });
    expect(within(dialog).getByRole('img', { name: 'Licencia de conducir de Rosa Renter' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('is all English once the visitor chooses English, the status badge included', async () => {
    renderPanel('en', '/admin-dashboard?tab=bookings');
    const row = await screen.findByTestId('admin-booking-row');
    expect(row).toHaveTextContent('Dec 1, 2026 – Dec 4, 2026');
    expect(within(row).getByText('Confirmed')).not.toHaveAttribute('lang');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statusesPendingConfirmed');
    expect(screen.getByTestId('list-range')).toHaveTextContent('Showing 1–1 of 1 booking · Page 1 of 1');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it("keeps the spec's mix while nobody chose: an English panel, its status badges Spanish and marked", async () => {
    renderPanel(undefined, '/admin-dashboard?tab=bookings');
    const row = await screen.findByTestId('admin-booking-row');
    expect(within(row).getByText('Confirmado')).toHaveAttribute('lang', 'es');
    // the status filter reads as the badges do
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(filter).toHaveAttribute('lang', 'es');
    expect(within(filter).getByRole('option', { name: 'Completado' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Not viewed yet');
    expect(document.title).toBe('Admin Dashboard | LA Drive');
  });
});
