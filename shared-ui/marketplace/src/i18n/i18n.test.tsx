import type { BookingEventView } from '@ladrive/contracts';
import { makeCar, renderWithProviders } from '@ladrive/platform/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingStatusBadge } from '../bookings/BookingStatusBadge';
import { BookingHistory, PickupTime } from '../bookings/booking-page';
import { CarCard } from '../cars/CarCard';

const car = makeCar({
  make: 'Toyota',
  model: 'Prius',
  year: 2022,
  pricePerDay: '45.50',
  rating: '4.70',
  reviewCount: 1,
});
const trip = (endDate: string) => ({ startDate: '2026-12-05', endDate });

const events: BookingEventView[] = [
  {
    id: 'e1',
    fromStatus: null,
    toStatus: 'pending',
    actorRole: 'renter',
    createdAt: '2026-12-01T18:15:00.000Z',
  } as BookingEventView,
  {
    id: 'e2',
    fromStatus: 'pending',
    toStatus: 'cancelled',
    actorRole: 'host',
    createdAt: '2026-12-02T18:15:00.000Z',
  } as BookingEventView,
];

function BookingParts() {
  return (
    <>
      <BookingStatusBadge status="confirmed" />
      <p data-testid="pickup">
        <PickupTime />
      </p>
      <BookingHistory events={events} isPending={false} failed={false} reader="renter" />
    </>
  );
}

describe("the marketplace's widgets in the visitor's language", () => {
  it('keep the spec’s Spanish, marked, on an English page while nobody chose', () => {
    renderWithProviders(<CarCard car={car} trip={trip('2026-12-06')} saveable />);
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'es');
    expect(screen.getByTestId('trip-total')).toHaveTextContent('por 1 día');
    expect(screen.getByRole('button', { name: 'Guardar Toyota Prius 2022 en favoritos' })).toHaveAttribute(
      'lang',
      'es',
    );
  });

  it('speak Spanish when chosen: plurals, dates and the history', () => {
    renderWithProviders(
      <>
        <CarCard car={car} trip={trip('2026-12-08')} distanceMiles={2.35} />
        <BookingParts />
      </>,
      { language: 'es' },
    );
    const card = screen.getByRole('article');
    expect(card).not.toHaveAttribute('lang');
    expect(screen.getByTestId('trip-total')).toHaveTextContent('Total $150.15 por 3 días');
    expect(card).toHaveTextContent('a 2.4 mi');
    expect(card).toHaveTextContent('Calificación 4.7 de 5, 1 reseña');
    expect(screen.getByText('Confirmado')).not.toHaveAttribute('lang');
    expect(screen.getByTestId('pickup')).toHaveTextContent('10:00 a. m. (hora de Los Ángeles)');
    const history = within(screen.getByRole('list', { name: 'Historial de la reserva' }));
    expect(history.getByText('Reserva solicitada')).toBeInTheDocument();
    expect(history.getByText('Cancelada por el anfitrión')).toBeInTheDocument();
    expect(history.getByText(/^1 dic 2026, 10:15/)).toBeInTheDocument();
  });

  it('speak English when chosen, on a Spanish page too', () => {
    renderWithProviders(
      <>
        <CarCard car={car} trip={trip('2026-12-06')} distanceMiles={2.35} saveable />
        <BookingParts />
      </>,
      { language: 'en', pageLanguage: 'es' },
    );
    expect(screen.getByTestId('trip-total')).toHaveTextContent('Total $50.05 for 1 day');
    expect(screen.getByRole('article')).toHaveTextContent('$45.50 /day');
    expect(screen.getByRole('article')).toHaveTextContent('2.4 mi away');
    expect(screen.getByRole('article')).toHaveTextContent('Rated 4.7 out of 5, 1 review');
    expect(screen.getByRole('button', { name: 'Save Toyota Prius 2022 to favorites' })).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByTestId('pickup')).toHaveTextContent('10:00 AM (Los Angeles time)');
    const history = within(screen.getByRole('list', { name: 'Booking history' }));
    expect(history.getByText('Booking requested')).toBeInTheDocument();
    expect(history.getByText('Cancelled by the host')).toBeInTheDocument();
    expect(history.getByText('Dec 1, 2026, 10:15 AM PST')).toBeInTheDocument();
  });
});
