import {
  addDays,
  type CarAvailability,
  earliestStartDate,
  OWN_CAR_REFUSAL,
  PLATFORM_TRIP_RULES,
} from '@ladrive/contracts';
import { FullPageNavigationContext } from '@ladrive/platform';
import { json, LocationProbe, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { Route, Routes } from '@ladrive/routing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inEnglish } from '../../../testing/contract-text';
import { makeCar, makeUser } from '../../../testing/fixtures';
import { BookingScreen } from './BookingScreen';

const car = makeCar();
const renter = makeUser();
const today = earliestStartDate();
const [startDate, endDate] = [addDays(today, 3), addDays(today, 6)];
const search = `?location=Venice&startDate=${startDate}&endDate=${endDate}&sort=price_asc`;

function renderScreen({
  user = renter,
  booked = [] as CarAvailability['booked'],
  blocked = [] as CarAvailability['blocked'],
  rules = PLATFORM_TRIP_RULES,
} = {}) {
  mockApi({
    'GET /api/auth/user': json(user),
    'GET /api/cars/:id': json(car),
    'GET /api/cars/:id/availability': json({ booked, blocked, rules }),
  });
  renderWithProviders(
    <FullPageNavigationContext value={vi.fn()}>
      <Routes>
        <Route path="/booking/:id" element={<BookingScreen carId={car.id} />} />
      </Routes>
      <LocationProbe />
    </FullPageNavigationContext>,
    { route: `/booking/${car.id}${search}` },
  );
  return userEvent.setup();
}

describe('BookingScreen checks before the form', () => {
  it('opens the form on the dates the car page passed, with the way back keeping the search', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Complete your booking' })).toBeVisible();
    expect(screen.getByRole('link', { name: '← Back to the car' })).toHaveAttribute('href', `/cars/${car.id}${search}`);
  });

  it('says the dates are taken, before any field, and leads back to the car to choose others', async () => {
    const u = renderScreen({ booked: [{ startDate: addDays(today, 5), endDate: addDays(today, 8) }] });
    expect(await screen.findByRole('heading', { name: 'These dates are taken' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('This car is already booked from');
    expect(screen.queryByLabelText("Driver's license number")).not.toBeInTheDocument();
    await u.click(screen.getByRole('link', { name: 'Choose other dates' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/cars/${car.id}${search}`);
  });

  it('lets a trip start the day another booking ends', async () => {
    renderScreen({ booked: [{ startDate: addDays(today, 1), endDate: startDate }] });
    expect(await screen.findByRole('heading', { name: 'Complete your booking' })).toBeVisible();
  });

  it('says the host blocked the dates, naming the last blocked day, before any field', async () => {
    renderScreen({ blocked: [{ startDate: addDays(today, 4), endDate: addDays(today, 5), source: 'host' }] });
    expect(await screen.findByRole('heading', { name: 'These dates are not available' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/The host has blocked this car from (.+) to \1\./);
    expect(screen.queryByLabelText("Driver's license number")).not.toBeInTheDocument();
  });

  it("names the host's rule a trip breaks, before any field", async () => {
    renderScreen({ rules: { ...PLATFORM_TRIP_RULES, minDays: 5 } });
    expect(await screen.findByRole('heading', { name: "The host's rules don't allow this trip" })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('This car can be booked for at least 5 days');
  });

  it("refuses the host's own car at once", async () => {
    renderScreen({ user: makeUser({ id: car.hostId }) });
    expect(await screen.findByRole('heading', { name: inEnglish(OWN_CAR_REFUSAL) })).toBeVisible();
    expect(screen.queryByLabelText("Driver's license number")).not.toBeInTheDocument();
  });
});
