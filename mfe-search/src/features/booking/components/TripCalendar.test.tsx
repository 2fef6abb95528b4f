import { theme } from '@ladrive/design-system';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { InSpecLanguage } from '../../../lib/spec-language';
import { TripCalendar, type TripCalendarProps } from './TripCalendar';

const dayName = new Intl.DateTimeFormat('es-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** The day's button, found by the name a screen reader reads (the date first). */
const day = (isoDate: string) => {
  const [y = 0, m = 1, d = 1] = isoDate.split('-').map(Number);
  const name = dayName.format(new Date(y, m - 1, d));
  return screen.getByRole('button', { name: new RegExp(`^${name}`) });
};

function renderCalendar(overrides: Partial<TripCalendarProps> = {}) {
  const onChange = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <InSpecLanguage module="./CarDetailsPage">
        <TripCalendar
          startDate="2031-05-03"
          endDate="2031-05-04"
          earliest="2031-05-02"
          booked={[{ startDate: '2031-05-10', endDate: '2031-05-14' }]}
          onChange={onChange}
          {...overrides}
        />
      </InSpecLanguage>
    </ThemeProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

/** The calendar as the booking card renders it, with the trip's dates changed from outside (a typed date). */
function renderCalendarWithRerender() {
  const calendar = (startDate: string, endDate: string) => (
    <ThemeProvider theme={theme}>
      <InSpecLanguage module="./CarDetailsPage">
        <TripCalendar startDate={startDate} endDate={endDate} earliest="2031-05-02" booked={[]} onChange={vi.fn()} />
      </InSpecLanguage>
    </ThemeProvider>
  );
  const { rerender } = render(calendar('2031-05-03', '2031-05-04'));
  return { rerender: (startDate: string, endDate: string) => rerender(calendar(startDate, endDate)) };
}

describe('TripCalendar', () => {
  it('shows booked and past days as unavailable, and the day a booking ends as free', () => {
    renderCalendar();
    expect(day('2031-05-10')).toBeDisabled();
    expect(day('2031-05-13')).toBeDisabled();
    expect(day('2031-05-13')).toHaveAccessibleName(/reservado, no disponible$/);
    expect(day('2031-05-14')).toBeEnabled();
    expect(day('2031-05-01')).toBeDisabled();
    expect(day('2031-05-03')).toHaveAccessibleName(/inicio del viaje$/);
  });

  it('picks the start, then the end, and only then changes the trip', async () => {
    const { onChange, user } = renderCalendar();
    await user.click(day('2031-05-05'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Ahora elige el día de devolución.')).toBeVisible();
    await user.click(day('2031-05-08'));
    expect(onChange).toHaveBeenCalledWith({ startDate: '2031-05-05', endDate: '2031-05-08' });
  });

  it('refuses a range across booked days with a message, and starts over from the day picked', async () => {
    const { onChange, user } = renderCalendar();
    await user.click(day('2031-05-08'));
    await user.click(day('2031-05-16'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ese viaje cruza días reservados (del 10 may 2031 al 14 may 2031).',
    );
    await user.click(day('2031-05-18'));
    expect(onChange).toHaveBeenCalledWith({ startDate: '2031-05-16', endDate: '2031-05-18' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('strikes through blocked days, labelled for screen readers, and refuses a range across them', async () => {
    const { onChange, user } = renderCalendar({ blocked: [{ startDate: '2031-05-20', endDate: '2031-05-22' }] });
    expect(day('2031-05-21')).toBeDisabled();
    expect(day('2031-05-21')).toHaveAccessibleName(/bloqueado por el anfitrión, no disponible$/);
    expect(day('2031-05-22')).toBeEnabled();
    await user.click(day('2031-05-18'));
    await user.click(day('2031-05-23'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Ese viaje cruza días bloqueados por el anfitrión');
  });

  it("disables the days after the last one the car's rules reach, and names the rule a range breaks", async () => {
    const { onChange, user } = renderCalendar({
      latest: '2031-05-25',
      refuse: ({ startDate, endDate }) =>
        endDate < '2031-05-08' && startDate >= '2031-05-05'
          ? 'Este auto se reserva por un mínimo de 3 días.'
          : undefined,
    });
    expect(day('2031-05-26')).toBeDisabled();
    expect(day('2031-05-25')).toBeEnabled();
    await user.click(day('2031-05-05'));
    await user.click(day('2031-05-06'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Este auto se reserva por un mínimo de 3 días.');
  });

  it('turns to the month of a start typed into the date field', () => {
    const { rerender } = renderCalendarWithRerender();
    expect(screen.queryByRole('button', { name: /^[^,]+, 20 de julio de 2031/ })).not.toBeInTheDocument();
    rerender('2031-07-18', '2031-07-21');
    expect(day('2031-07-20')).toHaveAccessibleName(/^[^,]+, 20 de julio de 2031$/);
    expect(day('2031-07-18')).toHaveAccessibleName(/inicio del viaje$/);
  });

  it('keeps the month where the end of a trip across two months was picked', async () => {
    function BookingCardLike() {
      const [trip, setTrip] = useState({ startDate: '2031-05-03', endDate: '2031-05-04' });
      return <TripCalendar {...trip} earliest="2031-05-02" booked={[]} onChange={setTrip} />;
    }
    render(
      <ThemeProvider theme={theme}>
        <InSpecLanguage module="./CarDetailsPage">
          <BookingCardLike />
        </InSpecLanguage>
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    await user.click(day('2031-05-30'));
    await user.click(screen.getByRole('button', { name: 'Ir al mes siguiente' }));
    await user.click(day('2031-06-02'));
    expect(day('2031-06-02')).toHaveAccessibleName(/fin del viaje$/);
    expect(screen.queryByRole('button', { name: /^[^,]+, 30 de mayo de 2031/ })).not.toBeInTheDocument();
  });

  it('works from the keyboard: arrows move between days, Enter picks', async () => {
    const { onChange, user } = renderCalendar();
    day('2031-05-03').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(day('2031-05-05')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ startDate: '2031-05-05', endDate: '2031-05-07' });
  });
});
