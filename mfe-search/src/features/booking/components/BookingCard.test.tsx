import {
  addDays,
  type CarAvailability,
  type CarTripRules,
  earliestStartDate,
  formatUSD,
  PLATFORM_TRIP_RULES,
  quoteBooking,
} from '@ladrive/contracts';
import { loadContractText } from '@ladrive/i18n/catalogs';
import { useToastStore } from '@ladrive/platform';
import { json, LocationProbe, makeUser, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InSpecLanguage } from '../../../lib/spec-language';
import { BookingCard, discountHint } from './BookingCard';

const carId = '00000000-0000-4000-8000-00000000abcd';
const hostId = '00000000-0000-4000-8000-0000000000aa';
const car = {
  id: carId,
  hostId,
  pricePerDay: '89.50',
  isAvailable: true,
  instantBook: true,
  weeklyDiscountPercent: 10,
  monthlyDiscountPercent: 0,
};
// A fixed clock, 08:00 in Los Angeles on a mid-month Wednesday: the calendar shows the start's month only, so days
// a test looks for near a month's end were missing on some days of the year (the test failed on 2026-11-27).
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-10T15:00:00Z') });
afterAll(() => vi.useRealTimers());
// the first day whose 10:00 pickup is still ahead (today before 10:00 in Los Angeles, tomorrow after)
const today = earliestStartDate();

type Range = { startDate: string; endDate: string };
const availability = (booked: Range[] = [], blocked: CarAvailability['blocked'] = [], rules = PLATFORM_TRIP_RULES) => ({
  booked,
  blocked,
  rules,
});

function renderCard(
  booked: Range[] = [],
  query = '',
  { blocked = [], rules = PLATFORM_TRIP_RULES }: { blocked?: CarAvailability['blocked']; rules?: CarTripRules } = {},
) {
  const api = mockApi({ 'GET /api/cars/:id/availability': json(availability(booked, blocked, rules)) });
  renderWithProviders(
    <InSpecLanguage module="./CarDetailsPage">
      <BookingCard car={car} />
      <LocationProbe />
    </InSpecLanguage>,
    { route: `/cars/${carId}${query}` },
  );
  return {
    api,
    user: userEvent.setup(),
    start: screen.getByLabelText('Fecha de inicio'),
    end: screen.getByLabelText('Fecha de fin'),
    insurance: screen.getByRole('checkbox', { name: 'Agregar seguro ($15/día)' }),
    book: screen.getByRole('button', { name: 'Reservar Ahora' }),
  };
}

const setDate = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const currentUrl = () => screen.getByTestId('location').textContent;
const currentPath = () => currentUrl()?.split('?')[0];

/** The breakdown as [label, amount] rows. */
function breakdownRows() {
  const list = screen.getByTestId('price-breakdown');
  return [...list.querySelectorAll('div')].map((row) => [
    row.querySelector('dt')?.textContent,
    row.querySelector('dd')?.textContent,
  ]);
}

describe('discountHint', () => {
  it('names each discount that changes a price, or nothing', () => {
    expect(discountHint({ weeklyDiscountPercent: 0, monthlyDiscountPercent: 0 })).toBeNull();
    expect(discountHint({ weeklyDiscountPercent: 10, monthlyDiscountPercent: 20 })).toBe(
      'Descuentos: 10 % en viajes de 7 días o más · 20 % en viajes de 28 días o más',
    );
    expect(discountHint({ weeklyDiscountPercent: 0, monthlyDiscountPercent: 15 })).toBe(
      'Descuentos: 15 % en viajes de 28 días o más',
    );
    // a monthly discount no larger than the weekly one changes nothing: a long trip takes the weekly one
    expect(discountHint({ weeklyDiscountPercent: 20, monthlyDiscountPercent: 10 })).toBe(
      'Descuentos: 20 % en viajes de 7 días o más',
    );
  });
});

describe('BookingCard', () => {
  // the card suspends until the contracts' catalog of its language is in (the car page loads it beside the card)
  beforeAll(() => Promise.all([loadContractText('es'), loadContractText('en')]));

  afterEach(() => {
    act(() => useToastStore.getState().dismiss());
    vi.unstubAllGlobals();
  });

  it('starts on the earliest start and ends the day after, the earliest start as the minimum and the start as the earliest end', () => {
    const { start, end } = renderCard();
    expect(start).toHaveValue(today);
    expect(end).toHaveValue(addDays(today, 1));
    expect(start).toHaveAttribute('min', today);
    setDate(start, addDays(today, 5));
    expect(end).toHaveAttribute('min', addDays(today, 5));
    expect(screen.getByText('No se cobrará hasta confirmar')).toBeInTheDocument();
  });

  it('shows the price breakdown of quoteBooking, with the insurance line when ticked', async () => {
    const { start, end, insurance, user } = renderCard();
    const startDate = addDays(today, 3);
    const endDate = addDays(today, 7);
    setDate(start, startDate);
    setDate(end, endDate);

    const plain = quoteBooking({ ...car, startDate, endDate, addInsurance: false });
    expect(breakdownRows()).toEqual([
      ['$89.50 × 4 días', formatUSD(plain.baseCents, 'cents')],
      ['Tarifa de servicio (10%)', formatUSD(plain.serviceFeeCents, 'cents')],
      ['Total', formatUSD(plain.totalCents, 'cents')],
    ]);
    expect(formatUSD(plain.totalCents, 'cents')).toBe('$393.80');

    await user.click(insurance);
    const insured = quoteBooking({ ...car, startDate, endDate, addInsurance: true });
    expect(breakdownRows()).toEqual([
      ['$89.50 × 4 días', formatUSD(insured.baseCents, 'cents')],
      ['Seguro', formatUSD(insured.insuranceCents, 'cents')],
      ['Tarifa de servicio (10%)', formatUSD(insured.serviceFeeCents, 'cents')],
      ['Total', formatUSD(insured.totalCents, 'cents')],
    ]);
    expect(formatUSD(insured.totalCents, 'cents')).toBe('$459.80');
  });

  it("shows the car's discounts, and a 7-day trip's weekly discount as its own line", () => {
    const { start, end } = renderCard();
    expect(screen.getByTestId('discount-hint')).toHaveTextContent('Descuentos: 10 % en viajes de 7 días o más');
    const startDate = addDays(today, 3);
    const endDate = addDays(today, 10);
    setDate(start, startDate);
    setDate(end, endDate);
    const weekly = quoteBooking({ ...car, startDate, endDate, addInsurance: false });
    // 7 × $89.50 = $626.50, −10 % = $563.85, + 10 % fee
    expect(breakdownRows()).toEqual([
      ['$89.50 × 7 días', '$626.50'],
      ['Descuento semanal (10 %)', '−$62.65'],
      ['Tarifa de servicio (10%)', formatUSD(weekly.serviceFeeCents, 'cents')],
      ['Total', '$620.24'],
    ]);
    expect(weekly.totalCents).toBe(62024);
  });

  it('refuses an end date not after the start with the destructive toast, and stays', async () => {
    const { start, end, book, user } = renderCard();
    setDate(start, addDays(today, 4));
    setDate(end, addDays(today, 4));
    await user.click(book);

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Fechas Inválidas');
    expect(toast).toHaveTextContent('La fecha de fin debe ser después de la fecha de inicio.');
    expect(useToastStore.getState().current?.variant).toBe('destructive');
    expect(currentPath()).toBe(`/cars/${carId}`);
  });

  it('refuses a trip longer than 30 days in Spanish, and stays', async () => {
    const { start, end, book, user } = renderCard();
    setDate(start, addDays(today, 2));
    setDate(end, addDays(today, 33));
    await user.click(book);

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Un viaje puede durar como máximo 30 días.');
    expect(currentPath()).toBe(`/cars/${carId}`);
  });

  it('says when pickup and return happen', () => {
    renderCard();
    expect(screen.getByText('Recogida y devolución a las 10:00 a. m. (hora de Los Ángeles).')).toBeVisible();
  });

  it('Reservar Ahora goes to the booking page with the dates', async () => {
    const { start, end, book, insurance, user } = renderCard();
    setDate(start, addDays(today, 2));
    setDate(end, addDays(today, 5));
    await user.click(book);
    await waitFor(() =>
      expect(currentUrl()).toBe(`/booking/${carId}?startDate=${addDays(today, 2)}&endDate=${addDays(today, 5)}`),
    );
    expect(insurance).not.toBeChecked();
  });

  it('passes the insurance choice on to the booking page', async () => {
    const { insurance, book, user } = renderCard();
    await user.click(insurance);
    await user.click(book);
    await waitFor(() =>
      expect(currentUrl()).toBe(`/booking/${carId}?startDate=${today}&endDate=${addDays(today, 1)}&addInsurance=true`),
    );
  });

  it('refuses typed dates that overlap a booking', async () => {
    const booked = { startDate: addDays(today, 10), endDate: addDays(today, 14) };
    const { api, start, end, book, user } = renderCard([booked]);
    await waitFor(() => expect(api.calls('GET /api/cars/:id/availability')).toHaveLength(1));

    setDate(start, addDays(today, 12));
    setDate(end, addDays(today, 16));
    expect(await screen.findByText(/El auto ya está reservado/)).toHaveAttribute('role', 'alert');
    await user.click(book);

    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Fechas no disponibles');
    expect(useToastStore.getState().current?.variant).toBe('destructive');
    expect(currentPath()).toBe(`/cars/${carId}`);
  });

  it('shows the booked days on the calendar, unavailable, and a trip picked there fills the dates', async () => {
    const { start, end, user } = renderCard(
      [{ startDate: '2031-06-10', endDate: '2031-06-12' }],
      '?startDate=2031-06-01&endDate=2031-06-02',
    );
    const calendarDay = (name: RegExp) => screen.getByRole('button', { name });
    await waitFor(() => expect(calendarDay(/^martes, 10 de junio de 2031/)).toBeDisabled());
    expect(calendarDay(/^miércoles, 11 de junio de 2031/)).toHaveAccessibleName(/reservado, no disponible$/);

    await user.click(calendarDay(/^jueves, 5 de junio de 2031/));
    await user.click(calendarDay(/^lunes, 9 de junio de 2031/));
    expect(start).toHaveValue('2031-06-05');
    expect(end).toHaveValue('2031-06-09');
    await waitFor(() => expect(currentUrl()).toBe(`/cars/${carId}?startDate=2031-06-05&endDate=2031-06-09`));
  });

  it('lets a trip start on the day another booking ends (end dates are exclusive)', async () => {
    const booked = { startDate: addDays(today, 10), endDate: addDays(today, 14) };
    const { api, start, end, book, user } = renderCard([booked]);
    await waitFor(() => expect(api.calls('GET /api/cars/:id/availability')).toHaveLength(1));

    setDate(start, addDays(today, 14));
    setDate(end, addDays(today, 16));
    expect(screen.queryByText(/El auto ya está reservado/)).not.toBeInTheDocument();
    await user.click(book);
    await waitFor(() => expect(currentUrl()).toMatch(/^\/booking\//));
  });

  it('opens on the dates of the search it came from, and books them with the search kept', async () => {
    const [startDate, endDate] = [addDays(today, 20), addDays(today, 23)];
    const search = `?location=Venice&startDate=${startDate}&endDate=${endDate}&sort=price_asc`;
    const { start, end, book, user } = renderCard([], search);
    expect(start).toHaveValue(startDate);
    expect(end).toHaveValue(endDate);
    await user.click(book);
    await waitFor(() => expect(currentUrl()).toBe(`/booking/${carId}${search}`));
  });

  it('writes the dates the renter picks into the page address, keeping the rest of the search', async () => {
    const { end } = renderCard([], `?location=Venice&startDate=${addDays(today, 2)}&endDate=${addDays(today, 4)}`);
    setDate(end, addDays(today, 6));
    await waitFor(() =>
      expect(currentUrl()).toBe(
        `/cars/${carId}?location=Venice&startDate=${addDays(today, 2)}&endDate=${addDays(today, 6)}`,
      ),
    );
  });

  it('ignores dates in the address that are not real dates', () => {
    const { start, end } = renderCard([], '?startDate=2026-02-30&endDate=tomorrow');
    expect(start).toHaveValue(today);
    expect(end).toHaveValue(addDays(today, 1));
  });

  it('strikes through the days the host blocked, for screen readers too, and refuses them', async () => {
    const blocked = { startDate: addDays(today, 10), endDate: addDays(today, 13), source: 'host' as const };
    const { start, end, book, user } = renderCard([], `?startDate=${blocked.startDate}&endDate=${addDays(today, 11)}`, {
      blocked: [blocked],
    });
    const dayName = new Intl.DateTimeFormat('es-US', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const [y = 0, m = 1, d = 1] = blocked.startDate.split('-').map(Number);
    const firstBlocked = () =>
      screen.getByRole('button', { name: new RegExp(`^${dayName.format(new Date(y, m - 1, d))}`) });
    // the calendar is a lazy chunk: on a busy machine it takes a while
    await waitFor(() => expect(firstBlocked()).toBeDisabled(), { timeout: 5000 });
    expect(firstBlocked()).toHaveAccessibleName(/, bloqueado por el anfitrión, no disponible/);
    expect(firstBlocked().closest('td')).toHaveClass('rdp-blocked');

    setDate(start, addDays(today, 11));
    setDate(end, addDays(today, 15));
    expect(await screen.findByText(/El anfitrión bloqueó el auto/)).toHaveAttribute('role', 'alert');
    await user.click(book);
    expect(await screen.findByTestId('toast')).toHaveTextContent('Fechas no disponibles');
    expect(currentPath()).toBe(`/cars/${carId}`);
  });

  it("applies the car's rules: days inside the notice disabled, a trip too short refused naming the rule", async () => {
    const rules = { ...PLATFORM_TRIP_RULES, advanceNoticeHours: 72 as const, minDays: 3 };
    const { start, end, book, user } = renderCard([], '', { rules });
    // said up front, before any date is picked
    expect(await screen.findByTestId('host-rules')).toHaveTextContent('Mínimo 3 días · Aviso de 3 días');
    // the page's own trip moves to the first start the notice allows, as long as the shortest trip
    const earliest = addDays(today, 3);
    await waitFor(() => expect(start).toHaveValue(earliest));
    expect(start).toHaveAttribute('min', earliest);
    expect(end).toHaveValue(addDays(earliest, 3));
    const dayName = new Intl.DateTimeFormat('es-US', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const [y = 0, m = 1, d = 1] = addDays(earliest, -1).split('-').map(Number);
    expect(
      screen.getByRole('button', { name: new RegExp(`^${dayName.format(new Date(y, m - 1, d))}`) }),
    ).toBeDisabled();

    setDate(end, addDays(earliest, 2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este auto se reserva por un mínimo de 3 días.');
    await user.click(book);
    expect(await screen.findByTestId('toast')).toHaveTextContent('Este auto se reserva por un mínimo de 3 días.');
    expect(currentPath()).toBe(`/cars/${carId}`);
  });

  it("opens on a trip as long as the car's shortest one", async () => {
    const { start, end } = renderCard([], '', { rules: { ...PLATFORM_TRIP_RULES, minDays: 4 } });
    await waitFor(() => expect(end).toHaveValue(addDays(today, 4)));
    expect(start).toHaveValue(today);
  });

  it("offers its host no 'Reservar Ahora', a note instead", async () => {
    mockApi({
      'GET /api/cars/:id/availability': json(availability()),
      'GET /api/auth/user': json(makeUser({ id: hostId })),
    });
    renderWithProviders(
      <InSpecLanguage module="./CarDetailsPage">
        <BookingCard car={car} />
      </InSpecLanguage>,
    );
    expect(await screen.findByRole('note')).toHaveTextContent('Este es tu auto: no puedes reservarlo.');
    expect(screen.queryByRole('button', { name: 'Reservar Ahora' })).not.toBeInTheDocument();
  });

  it('says up front that the host approves each booking, for a car that needs approval', async () => {
    mockApi({ 'GET /api/cars/:id/availability': json(availability()) });
    renderWithProviders(
      <InSpecLanguage module="./CarDetailsPage">
        <BookingCard car={{ ...car, instantBook: false }} />
      </InSpecLanguage>,
    );
    expect(await screen.findByTestId('host-rules')).toHaveTextContent('El anfitrión aprueba cada reserva');
  });

  it("disables booking with 'Auto no disponible' when the car is not available", () => {
    mockApi({ 'GET /api/cars/:id/availability': json(availability()) });
    renderWithProviders(
      <InSpecLanguage module="./CarDetailsPage">
        <BookingCard car={{ ...car, isAvailable: false }} />
      </InSpecLanguage>,
    );
    expect(screen.getByRole('button', { name: 'Auto no disponible' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Reservar Ahora' })).not.toBeInTheDocument();
  });
});
