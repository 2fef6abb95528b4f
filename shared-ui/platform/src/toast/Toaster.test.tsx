import { toast, useToastStore } from '@ladrive/shared-state';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useApiErrorMessage } from '../api/useApiErrorMessage';
import { renderWithProviders } from '../testing';

function GenericError() {
  return <p>{useApiErrorMessage()(null)}</p>;
}

describe('Toaster', () => {
  afterEach(() => act(() => useToastStore.getState().dismiss()));

  it('shows the toast as raised, its dismiss button in English and marked so while nobody chose a language', () => {
    renderWithProviders(<p>page</p>, { pageLanguage: 'es' });
    act(() => toast({ title: 'Reserva cancelada', description: 'Tu reserva fue cancelada sin costo.' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('Reserva canceladaTu reserva fue cancelada sin costo.');
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveAttribute('lang', 'en');
  });

  it("speaks the visitor's language once chosen", () => {
    renderWithProviders(<GenericError />, { language: 'es' });
    act(() => toast({ title: 'Guardado' }));
    expect(screen.getByRole('button', { name: 'Cerrar notificación' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Algo salió mal. Inténtalo de nuevo.')).toBeInTheDocument();
  });

  it('in English too', () => {
    renderWithProviders(<GenericError />, { language: 'en', pageLanguage: 'es' });
    act(() => toast({ title: 'Saved' }));
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });

  it('forgets the choice when the test that made it finishes', () => {
    renderWithProviders(<p>page</p>);
    act(() => toast({ title: 'Saved' }));
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveAttribute('lang', 'en');
  });
});
