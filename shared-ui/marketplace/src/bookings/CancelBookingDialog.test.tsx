import { json, type MockRoutes, makeBooking, mockApi, renderWithProviders } from '@ladrive/platform/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CancelBookingDialog } from './CancelBookingDialog';

const booking = makeBooking({ status: 'confirmed', startDate: '2031-05-01', endDate: '2031-05-04' });
const quote = { policy: 'full', refund: '268.50', charged: '26.85', message: 'the API’s' } as const;

type QuoteAnswer = MockRoutes['GET /api/bookings/:id/cancellation'];

function renderDialog(answer: QuoteAnswer, options: Parameters<typeof renderWithProviders>[1]) {
  mockApi({ 'GET /api/bookings/:id/cancellation': answer });
  renderWithProviders(
    <CancelBookingDialog booking={booking} onClose={() => {}} onCancelled={() => {}} party="renter" />,
    options,
  );
}

describe('CancelBookingDialog', () => {
  it("says what cancelling costs in the page's Spanish while nobody chose a language", async () => {
    renderDialog(json(quote), { pageLanguage: 'es' });
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar esta reserva?' });
    expect(dialog).toHaveTextContent('Tesla Model 3 · 1 may 2031 → 4 may 2031 · total $295.35');
    expect(await within(dialog).findByTestId('policy-message')).toHaveTextContent(
      'Como cancelas más de 24 horas antes de la recogida, te reembolsaremos $268.50; solo se cobra la tarifa de servicio de $26.85, que no es reembolsable.',
    );
    expect(within(dialog).getByRole('button', { name: 'Confirmar cancelación' })).toBeEnabled();
  });

  it('says it in English once chosen, dates included', async () => {
    renderDialog(json(quote), { language: 'en', pageLanguage: 'es' });
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Tesla Model 3 · May 1, 2031 → May 4, 2031 · total $295.35');
    expect(await within(dialog).findByTestId('policy-message')).toHaveTextContent(
      'we will refund you $268.50; only the service fee of $26.85 is charged',
    );
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Refund', 'Charged']);
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toBeInTheDocument();
  });

  it("shows the API's refusal as it came, marked English on a Spanish page while nobody chose", async () => {
    renderDialog(json({ message: 'Booking is already cancelled' } as never, 409), { pageLanguage: 'es' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Booking is already cancelled');
    expect(alert).toHaveAttribute('lang', 'en');
  });
});
