import type { Car } from '@ladrive/contracts';
import { renderWithProviders } from '@ladrive/platform/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CarCard, CarCardSkeleton } from './CarCard';
import { CAR_IMAGE_FALLBACK } from './car-image-fallback';

const car: Car = {
  id: '2b8f3c1e-0d7a-4e55-9a43-6f1f2c8e9b10',
  hostId: 'c1a3e7b2-5f44-4a0e-9d1f-1b2c3d4e5f60',
  make: 'Toyota',
  model: 'Prius',
  year: 2022,
  category: 'economy',
  seats: 5,
  transmission: 'automatic',
  fuelType: 'hybrid',
  pricePerDay: '45.5',
  location: '123 Main St',
  city: 'Santa Monica',
  state: 'CA',
  description: null,
  features: [],
  images: ['/api/photos/cars/prius-1.webp', '/api/photos/cars/prius-2.webp'],
  isAvailable: true,
  instantBook: true,
  weeklyDiscountPercent: 10,
  monthlyDiscountPercent: 0,
  rating: '4.70',
  reviewCount: 12,
  tripCount: 30,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('CarCard', () => {
  it('adds the distance from the place searched and the trip total for the dates searched', () => {
    renderWithProviders(
      <CarCard car={car} distanceMiles={2.35} trip={{ startDate: '2026-12-05', endDate: '2026-12-08' }} />,
    );
    expect(screen.getByText('Santa Monica, CA · a 2.4 mi')).toBeInTheDocument();
    // 3 days × $45.50 = $136.50, + 10% service fee = $150.15 (contracts' quoteBooking)
    expect(screen.getByTestId('trip-total')).toHaveTextContent('Total $150.15 por 3 días');
  });

  it("takes the car's weekly discount off a week's total, as the booking will", () => {
    renderWithProviders(<CarCard car={car} trip={{ startDate: '2026-12-05', endDate: '2026-12-12' }} />);
    // 7 × $45.50 = $318.50, −10 % = $286.65, + 10 % fee ($28.67) = $315.32
    expect(screen.getByTestId('trip-total')).toHaveTextContent('Total $315.32 por 7 días');
  });

  it('shows neither without a place or dates', () => {
    renderWithProviders(<CarCard car={car} />);
    expect(screen.getByText('Santa Monica, CA')).toBeInTheDocument();
    expect(screen.queryByTestId('trip-total')).toBeNull();
  });

  it('shows the first photo, name, place, price per day, the real rating and links to the car', () => {
    renderWithProviders(<CarCard car={car} />);
    const card = screen.getByRole('article', { name: 'Toyota Prius 2022' });
    const img = screen.getByRole('img', { name: 'Toyota Prius 2022' });
    expect(img).toHaveAttribute('src', '/api/photos/cars/prius-1.webp');
    // the browser picks a card-sized copy instead of the 1200 px original
    expect(img.getAttribute('srcset')).toContain('/api/photos/cars/prius-1.webp?w=480 480w');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('sizes');
    expect(card).toHaveTextContent('Santa Monica, CA');
    expect(card).toHaveTextContent('$45.50');
    expect(screen.getByTestId('car-rating')).toHaveTextContent('★ 4.7 (12)');
    expect(screen.getByText('Disponible')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toyota Prius 2022' })).toHaveAttribute('href', `/cars/${car.id}`);
    // Spanish text, marked so wherever the card shows (the English home page too)
    expect(card).toHaveAttribute('lang', 'es');
  });

  it('uses the fallback image when the car has no photos, and loads eagerly above the fold', () => {
    renderWithProviders(<CarCard car={{ ...car, images: [] }} priority />);
    const img = screen.getByRole('img', { name: 'Toyota Prius 2022' });
    expect(img).toHaveAttribute('src', CAR_IMAGE_FALLBACK);
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('says the photo is temporarily unavailable when it fails to load (car-image-fallback.test.ts: the retries)', () => {
    renderWithProviders(<CarCard car={car} />);
    const img = screen.getByRole('img', { name: 'Toyota Prius 2022' });
    img.dispatchEvent(new Event('error'));
    expect(decodeURIComponent(img.getAttribute('src')!)).toContain('Foto no disponible por el momento');
    expect(img).not.toHaveAttribute('src', CAR_IMAGE_FALLBACK);
  });

  it('says "Nuevo" before the first review and "No disponible" for an unavailable car', () => {
    renderWithProviders(<CarCard car={{ ...car, rating: '0.00', reviewCount: 0, isAvailable: false }} />);
    expect(screen.getByTestId('car-rating')).toHaveTextContent('Nuevo');
    expect(screen.getByText('No disponible')).toBeInTheDocument();
    expect(screen.queryByText('Disponible')).not.toBeInTheDocument();
  });

  it('shows the actions it is given inside the card', () => {
    renderWithProviders(<CarCard car={car} actions={<button type="button">Editar</button>} />);
    const card = screen.getByRole('article', { name: 'Toyota Prius 2022' });
    expect(card).toContainElement(screen.getByRole('button', { name: 'Editar' }));
  });

  it('renders a placeholder hidden from screen readers', () => {
    renderWithProviders(<CarCardSkeleton />);
    expect(screen.getByTestId('car-card-skeleton')).toHaveAttribute('aria-hidden', 'true');
  });
});
