import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, toast, useToastStore } from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    useToastStore.getState().dismiss();
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(useToastStore.getState().current).toMatchObject({ title: 'Second', variant: 'destructive' });
  });

  it('dismisses the toast after 5 seconds', () => {
    toast({ title: 'Saved' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(useToastStore.getState().current?.title).toBe('Saved');
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().current).toBeNull();
  });
});

describe('leaving a page', () => {
  afterEach(() => useToastStore.getState().dismiss());

  it("takes an error toast with it: it was about that page's form", () => {
    toast({ title: 'Fechas Inválidas', variant: 'destructive' });
    useToastStore.getState().leavePage();
    expect(useToastStore.getState().current).toBeNull();
  });

  it('keeps a toast about what happened on the way (success, or marked app-wide)', () => {
    toast({ title: '¡Pago exitoso!', variant: 'success' });
    useToastStore.getState().leavePage();
    expect(useToastStore.getState().current?.title).toBe('¡Pago exitoso!');

    toast({ title: 'Access Denied', variant: 'destructive', scope: 'app' });
    useToastStore.getState().leavePage();
    expect(useToastStore.getState().current?.title).toBe('Access Denied');
  });

  it('takes a plain toast marked as the page’s', () => {
    toast({ title: 'Photos Uploaded', scope: 'page' });
    useToastStore.getState().leavePage();
    expect(useToastStore.getState().current).toBeNull();
  });
});
