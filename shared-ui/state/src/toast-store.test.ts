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
