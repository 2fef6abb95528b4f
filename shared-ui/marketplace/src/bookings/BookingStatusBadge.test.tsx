import { theme } from '@ladrive/design-system';
import { renderWithProviders } from '@ladrive/platform/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hookInLanguage } from '../testing/hook-in-language';
import { BookingStatusBadge } from './BookingStatusBadge';
import { formatRespondBy, useBookingStatusDisplay } from './booking-status';

const bookingStatusDisplay = hookInLanguage('es', useBookingStatusDisplay);

describe('booking status display', () => {
  it('maps the four statuses of spec section 4 to Spanish labels and colours', () => {
    expect(bookingStatusDisplay('pending')).toEqual({ label: 'Pendiente', tone: 'warning' });
    expect(bookingStatusDisplay('confirmed')).toEqual({ label: 'Confirmado', tone: 'success' });
    expect(bookingStatusDisplay('completed')).toEqual({ label: 'Completado', tone: 'info' });
    expect(bookingStatusDisplay('cancelled')).toEqual({ label: 'Cancelado', tone: 'danger' });
  });

  it('shows an unknown status grey with its raw text', () => {
    expect(bookingStatusDisplay('on_hold')).toEqual({ label: 'on_hold', tone: 'neutral' });
    expect(bookingStatusDisplay('toString')).toEqual({ label: 'toString', tone: 'neutral' });
  });

  it('renders the badge in the tone colours', () => {
    renderWithProviders(
      <>
        <BookingStatusBadge status="confirmed" />
        <BookingStatusBadge status="refunded" />
      </>,
    );
    expect(screen.getByText('Confirmado')).toHaveStyle({ color: theme.colors.success });
    expect(screen.getByText('refunded')).toHaveStyle({ color: theme.colors.neutral });
  });

  it('a paid request awaiting its host reads Esperando al anfitrión, yellow, its status still pending', () => {
    renderWithProviders(<BookingStatusBadge status="pending" awaitingHost />);
    const badge = screen.getByText('Esperando al anfitrión');
    expect(badge).toHaveStyle({ color: theme.colors.warning });
    expect(badge).toHaveAttribute('data-status', 'pending');
  });

  it('the deadline on the market clock, in the screen language', () => {
    // 2031-12-12T18:15Z is 10:15 in Los Angeles (PST)
    expect(formatRespondBy('2031-12-12T18:15:00.000Z', 'en')).toBe('Dec 12, 2031, 10:15 AM PST');
    expect(formatRespondBy('2031-12-12T18:15:00.000Z', 'es')).toMatch(/^12 dic 2031, 10:15/);
  });
});
