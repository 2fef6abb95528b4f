import { create } from 'zustand';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

export const TOAST_DURATION_MS = 5000;

interface ToastState {
  current: Toast | null;
  show: (toast: Omit<Toast, 'id'>) => void;
  dismiss: () => void;
}

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * One toast at a time (a new one replaces the old), dismissed after 5 s. The store lives in
 * shared-ui, which every app shares as a singleton, so a toast from any remote shows in the shell.
 */
export const useToastStore = create<ToastState>((set) => ({
  current: null,
  show: (toast) => {
    clearTimeout(timer);
    set({ current: { ...toast, id: nextId++ } });
    timer = setTimeout(() => set({ current: null }), TOAST_DURATION_MS);
  },
  dismiss: () => {
    clearTimeout(timer);
    set({ current: null });
  },
}));

/** Show a toast from anywhere (event handlers, mutations). */
export const toast = (t: Omit<Toast, 'id'>) => useToastStore.getState().show(t);
