import type { CalendarSyncSettings } from '@ladrive/contracts';
import { useToastStore } from '@ladrive/platform';
import { apiError, json, makeCar, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { CalendarSyncButton } from './CalendarSyncDialog';

const car = makeCar({ id: '22222222-2222-4222-8222-222222222222', make: 'Mazda', model: 'CX-5' });
const feedUrl = 'http://localhost:3000/api/calendars/secret-token-1.ics';
/** CALENDAR_SYNC_MESSAGES.urlPrivate as the API words it while nobody has chosen a language. */
const urlPrivate = 'The calendar URL must point to a public internet address';

const settings = (overrides: Partial<CalendarSyncSettings> = {}): CalendarSyncSettings => ({
  carId: car.id,
  feedUrl,
  importSource: null,
  importUrl: null,
  lastRefreshedAt: null,
  lastError: null,
  importedBlocks: [],
  skippedForBookings: [],
  ...overrides,
});

async function openDialog(current: CalendarSyncSettings, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/cars/:id/calendar-sync': json(current), ...routes });
  renderWithProviders(<CalendarSyncButton car={car} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Sincronizar calendario' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sincronizar calendario: Mazda CX-5' });
  await within(dialog).findByRole('heading', { name: 'Exportar tus reservas' });
  return { api, user, dialog };
}

const toast = () => useToastStore.getState().current;

describe('CalendarSyncDialog', () => {
  afterEach(() => act(() => useToastStore.getState().dismiss()));

  it('shows the private feed URL to copy, and makes a new one on Generar nuevo enlace', async () => {
    const { api, user, dialog } = await openDialog(settings(), {
      'POST /api/cars/:id/calendar-sync/feed': json(settings({ feedUrl: `${feedUrl}-new` })),
    });
    expect(within(dialog).getByLabelText('Enlace del calendario (iCal)')).toHaveValue(feedUrl);

    await user.click(within(dialog).getByRole('button', { name: 'Copiar enlace' }));
    expect(await navigator.clipboard.readText()).toBe(feedUrl);
    expect(toast()?.title).toBe('Enlace copiado');

    await user.click(within(dialog).getByRole('button', { name: 'Generar nuevo enlace' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Enlace del calendario (iCal)')).toHaveValue(`${feedUrl}-new`),
    );
    expect(api.calls('POST /api/cars/:id/calendar-sync/feed')[0]?.params).toEqual({ id: car.id });
  });

  it('offers Generar enlace when the car has no feed, and revoking removes the URL', async () => {
    const { user, dialog } = await openDialog(settings(), {
      'DELETE /api/cars/:id/calendar-sync/feed': json(settings({ feedUrl: null })),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar enlace' }));
    expect(await within(dialog).findByRole('button', { name: 'Generar enlace' })).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Enlace del calendario (iCal)')).not.toBeInTheDocument();
  });

  it('imports a URL and shows the status; a refused URL is shown on its field', async () => {
    const imported = settings({
      importSource: 'url',
      importUrl: 'https://example.com/cal.ics',
      lastRefreshedAt: '2031-05-10T19:00:00.000Z',
      importedBlocks: [{ startDate: '2031-06-01', endDate: '2031-06-04' }],
      skippedForBookings: [{ startDate: '2031-06-10', endDate: '2031-06-11' }],
    });
    let refuse = true;
    const { api, user, dialog } = await openDialog(settings(), {
      'PUT /api/cars/:id/calendar-sync/import-url': () =>
        refuse ? apiError(400, urlPrivate, [{ path: 'url', message: urlPrivate }]) : json(imported),
    });
    const field = within(dialog).getByLabelText('URL del calendario (iCal)');
    await user.type(field, 'http://10.0.0.1/cal.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar e importar' }));
    expect(await within(dialog).findByText(urlPrivate)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await user.clear(field);
    await user.type(field, 'https://example.com/cal.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar e importar' }));
    expect(await within(dialog).findByText('URL (cada hora)')).toBeInTheDocument();
    expect(api.calls('PUT /api/cars/:id/calendar-sync/import-url').at(-1)?.body).toEqual({
      url: 'https://example.com/cal.ics',
    });
    expect(within(dialog).getByText(/1 jun 2031 – 3 jun 2031/)).toBeInTheDocument();
    expect(within(dialog).getByText(/ya hay reservas: 10 jun 2031$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Dejar de importar' })).toBeInTheDocument();
  });

  it('imports a chosen .ics file or pasted text', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    const { api, user, dialog } = await openDialog(settings(), {
      'POST /api/cars/:id/calendar-sync/import-file': json(settings({ importSource: 'file' })),
    });
    await user.upload(
      within(dialog).getByLabelText('Archivo .ics'),
      new File([ics], 'airbnb.ics', { type: 'text/calendar' }),
    );
    await waitFor(() => expect(api.calls('POST /api/cars/:id/calendar-sync/import-file')).toHaveLength(1));
    expect(api.calls('POST /api/cars/:id/calendar-sync/import-file')[0]?.body).toEqual({ ics });

    await user.type(within(dialog).getByLabelText('O pega el contenido del archivo .ics'), 'BEGIN:VCALENDAR');
    await user.click(within(dialog).getByRole('button', { name: 'Importar texto' }));
    await waitFor(() => expect(api.calls('POST /api/cars/:id/calendar-sync/import-file')).toHaveLength(2));
    expect(api.calls('POST /api/cars/:id/calendar-sync/import-file')[1]?.body).toEqual({ ics: 'BEGIN:VCALENDAR' });
    expect(await within(dialog).findByText('Archivo')).toBeInTheDocument();
  });

  it('shows why the last refresh failed', async () => {
    const { dialog } = await openDialog(
      settings({
        importSource: 'url',
        importUrl: 'https://example.com/cal.ics',
        lastError: 'The calendar URL answered with HTTP 503',
      }),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Última actualización fallida: The calendar URL answered with HTTP 503',
    );
  });

  it('has no accessibility violations', async () => {
    const { dialog } = await openDialog(
      settings({ importSource: 'url', importUrl: 'https://example.com/cal.ics', lastError: 'HTTP 503' }),
    );
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
