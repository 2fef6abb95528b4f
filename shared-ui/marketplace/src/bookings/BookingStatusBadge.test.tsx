import { theme } from '@ladrive/design-system';
import { renderWithProviders } from '@ladrive/platform/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingStatusBadge } from './BookingStatusBadge';
import { bookingStatusDisplay } from './booking-status';

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
});
