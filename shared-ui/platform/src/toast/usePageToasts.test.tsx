import { Link, MemoryRouter, Route, Routes } from '@ladrive/routing';
import { toast, useToastStore } from '@ladrive/shared-state';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageToastsLeaveWithPage } from './usePageToasts';

function Layout({ children }: { children: React.ReactNode }) {
  usePageToastsLeaveWithPage();
  return (
    <>
      <Link to="/booking/1">Reservar Ahora</Link>
      <Link to="/cars/1?startDate=2026-12-05">Same page, other dates</Link>
      {children}
    </>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Layout>
        <Routes>
          <Route path="*" element={null} />
        </Routes>
      </Layout>
    </MemoryRouter>,
  );
}

const current = () => useToastStore.getState().current?.title;

describe('usePageToastsLeaveWithPage', () => {
  afterEach(() => act(() => useToastStore.getState().dismiss()));

  it("dismisses the car page's date error when the renter goes on to the booking page", async () => {
    renderAt('/cars/1');
    act(() => toast({ title: 'La fecha de inicio no puede ser anterior a hoy.', variant: 'destructive' }));
    await userEvent.click(screen.getByRole('link', { name: 'Same page, other dates' }));
    expect(current()).toBe('La fecha de inicio no puede ser anterior a hoy.');
    await userEvent.click(screen.getByRole('link', { name: 'Reservar Ahora' }));
    expect(current()).toBeUndefined();
  });

  it('keeps a success toast that announces where the user is going', async () => {
    renderAt('/payment');
    act(() => toast({ title: '¡Pago exitoso!', variant: 'success' }));
    await userEvent.click(screen.getByRole('link', { name: 'Reservar Ahora' }));
    expect(current()).toBe('¡Pago exitoso!');
  });
});
