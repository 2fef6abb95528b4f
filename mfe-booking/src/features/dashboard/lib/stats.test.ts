import { makeBooking } from '../../../testing/fixtures';
import { renterStats } from './stats';

const today = '2031-05-10';
const car = (make: string, model: string, city = 'Los Angeles') => ({ make, model, city });

describe('renterStats', () => {
  it('is empty without bookings', () => {
    expect(renterStats([], today)).toEqual({ totalTrips: 0, nextTrip: null, favouriteCar: null, citiesVisited: [] });
  });

  it('counts trips, finds the next one, the favourite car and the cities', () => {
    const bookings = [
      makeBooking({ status: 'pending', startDate: '2031-06-01', car: car('Tesla', 'Model 3', 'Santa Monica') }),
      makeBooking({ status: 'confirmed', startDate: '2031-05-20', car: car('BMW', 'X5', 'Pasadena') }),
      makeBooking({ status: 'cancelled', startDate: '2031-05-12', car: car('Ford', 'Mustang', 'Malibu') }),
      makeBooking({ status: 'completed', startDate: '2031-04-01', car: car('Tesla', 'Model 3', 'Santa Monica') }),
      makeBooking({ status: 'completed', startDate: '2031-03-01', car: car('Tesla', 'Model 3', 'Los Angeles') }),
      makeBooking({ status: 'confirmed', startDate: '2031-05-01', car: car('BMW', 'X5', 'Long Beach') }),
    ];
    expect(renterStats(bookings, today)).toEqual({
      totalTrips: 5,
      nextTrip: { car: 'BMW X5', startDate: '2031-05-20' },
      favouriteCar: { car: 'Tesla Model 3', trips: 3 },
      citiesVisited: ['Pasadena', 'Santa Monica', 'Los Angeles', 'Long Beach'],
    });
  });

  it('counts a trip starting today as upcoming, and no cancelled one as next or favourite', () => {
    const bookings = [
      makeBooking({ status: 'cancelled', startDate: today, car: car('Ford', 'Mustang') }),
      makeBooking({ status: 'cancelled', startDate: today, car: car('Ford', 'Mustang') }),
      makeBooking({ status: 'confirmed', startDate: today, car: car('Kia', 'EV6') }),
    ];
    const stats = renterStats(bookings, today);
    expect(stats.nextTrip).toEqual({ car: 'Kia EV6', startDate: today });
    expect(stats.favouriteCar).toEqual({ car: 'Kia EV6', trips: 1 });
    expect(stats.totalTrips).toBe(1);
  });

  it('ignores past pending trips and breaks favourite ties by the most recent booking', () => {
    const bookings = [
      makeBooking({ status: 'pending', startDate: '2031-05-01', car: car('Kia', 'EV6') }),
      makeBooking({ status: 'completed', startDate: '2031-04-01', car: car('Honda', 'Civic') }),
    ];
    const stats = renterStats(bookings, today);
    expect(stats.nextTrip).toBeNull();
    expect(stats.favouriteCar).toEqual({ car: 'Kia EV6', trips: 1 });
    expect(stats.citiesVisited).toEqual(['Los Angeles']);
  });
});
