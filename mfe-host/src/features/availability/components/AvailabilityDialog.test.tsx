import { type CarAvailability, PLATFORM_TRIP_RULES, toIsoDate } from '@ladrive/contracts';
import { useToastStore } from '@ladrive/platform';
import { apiError, json, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvailabilityDialog } from './AvailabilityDialog';

const car = { id: '00000000-0000-4000-8000-00000000c0de', make: 'Mazda', model: 'CX-5' };
const now = new Date();
/** Day `day` of next month, as the calendar's 'Ir al mes siguiente' shows it. */
const nextMonth = (day: number) => toIsoDate(new Date(now.getFullYear(), now.getMonth() + 1, day));
const dayName = new Intl.DateTimeFormat('es-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const dayButton = (isoDate: string) => {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  return screen.getByRole('button', { name: new RegExp(`^${dayName.format(new Date(y, m - 1, d))}`) });
};

const availability: CarAvailability = {
  booked: [{ startDate: nextMonth(3), endDate: nextMonth(5) }],
  blocked: [
    { startDate: nextMonth(20), endDate: nextMonth(22), source: 'host', note: 'Taller' },
    { startDate: nextMonth(25), endDate: nextMonth(26), source: 'import' },
  ],
  rules: PLATFORM_TRIP_RULES,
};

function renderDialog(save = json<CarAvailability>(availability)) {
  const onClose = vi.fn();
  const api = mockApi({ 'GET /api/cars/:id/availability': json(availability), 'PUT /api/cars/:id/availability': save });
  renderWithProviders(<AvailabilityDialog car={car} onClose={onClose} />);
  return { api, onClose, user: userEvent.setup() };
}

async function openNextMonth(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Ir al mes siguiente' }));
}

describe('AvailabilityDialog', () => {
  afterEach(() => act(() => useToastStore.getState().dismiss()));

  it("shows the car's trips and blocked days, struck through and labelled, and the rules", async () => {
    const { user } = renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Calendario de Mazda CX-5' })).toBeInTheDocument();
    await openNextMonth(user);
    expect(dayButton(nextMonth(3))).toHaveAccessibleName(/, reservado$/);
    expect(dayButton(nextMonth(3))).toBeDisabled();
    expect(dayButton(nextMonth(21))).toHaveAccessibleName(/, bloqueado$/);
    expect(dayButton(nextMonth(21)).closest('td')).toHaveClass('cal-blocked');
    expect(dayButton(nextMonth(25))).toHaveAccessibleName(/bloqueado por un calendario importado$/);
    const blocks = within(screen.getByRole('list', { name: 'Días bloqueados' }));
    expect(blocks.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Taller'),
      expect.stringContaining('Calendario importado'),
    ]);
    expect(screen.getByLabelText('Antelación mínima')).toHaveValue('0');
    expect(screen.getByLabelText('Viaje máximo (días)')).toHaveValue('30');
    expect(screen.getByLabelText('Reservas con hasta (meses)')).toHaveValue('12');
  });

  it('blocks a range with a note, unblocks a day, sets the rules and saves them with PUT', async () => {
    const { api, onClose, user } = renderDialog();
    await openNextMonth(user);
    await user.click(dayButton(nextMonth(10)));
    await user.click(dayButton(nextMonth(12)));
    await user.type(screen.getByLabelText('Nota (opcional)'), 'Vacaciones');
    await user.click(screen.getByRole('button', { name: /^Bloquear / }));
    // unblock the middle day of the host's block of the 20th and 21st: the 21st stays
    await user.click(dayButton(nextMonth(20)));
    await user.click(screen.getByRole('button', { name: 'Desbloquear días' }));
    await user.selectOptions(screen.getByLabelText('Antelación mínima'), '1 día');
    await user.selectOptions(screen.getByLabelText('Viaje mínimo (días)'), '2');
    await user.selectOptions(screen.getByLabelText('Reservas con hasta (meses)'), '3');
    await user.click(screen.getByRole('button', { name: 'Guardar calendario' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls('PUT /api/cars/:id/availability')[0]?.body).toEqual({
      blocks: [
        { startDate: nextMonth(10), endDate: nextMonth(13), note: 'Vacaciones' },
        { startDate: nextMonth(21), endDate: nextMonth(22), note: 'Taller' },
      ],
      advanceNoticeHours: 24,
      minDays: 2,
      maxDays: 30,
      bookingWindowMonths: 3,
    });
    expect(useToastStore.getState().current?.title).toBe('Calendario guardado');
  });

  it("refuses, in Spanish and before saving, a range across a guest's trip", async () => {
    const { api, user } = renderDialog();
    await openNextMonth(user);
    await user.click(dayButton(nextMonth(2)));
    await user.click(dayButton(nextMonth(6)));
    await user.click(screen.getByRole('button', { name: /^Bloquear / }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Un huésped tiene reservado .*: esos días no se pueden bloquear/,
    );
    const blocks = within(screen.getByRole('list', { name: 'Días bloqueados' }));
    expect(blocks.getAllByRole('listitem')).toHaveLength(2);
    expect(api.calls('PUT /api/cars/:id/availability')).toEqual([]);
  });

  it('says why the server refused (a block over booked days), and stays open', async () => {
    const message = `These days are booked and cannot be blocked: ${nextMonth(3)}`;
    const { onClose, user } = renderDialog(apiError(409, message));
    await screen.findByRole('dialog', { name: 'Calendario de Mazda CX-5' });
    await user.click(await screen.findByRole('button', { name: 'Guardar calendario' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a longest trip shorter than the shortest before sending anything', async () => {
    const { api, user } = renderDialog();
    await user.selectOptions(await screen.findByLabelText('Viaje mínimo (días)'), '5');
    await user.selectOptions(screen.getByLabelText('Viaje máximo (días)'), '3');
    expect(screen.getByRole('alert')).toHaveTextContent('El viaje máximo no puede ser más corto que el mínimo.');
    expect(screen.getByRole('button', { name: 'Guardar calendario' })).toBeDisabled();
    expect(api.calls('PUT /api/cars/:id/availability')).toHaveLength(0);
  });
});
