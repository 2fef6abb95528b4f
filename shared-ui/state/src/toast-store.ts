import { create } from 'zustand';

/**
 * 'page': about what is on the current page (a refused form, a failed request); it leaves when the page does.
 * 'app': about what happened on the way to the next page (paid, listed, signed out, access denied); it follows.
 */
export type ToastScope = 'page' | 'app';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** Defaults to 'page' for an error and 'app' otherwise: errors are about the page, good news often navigates. */
  scope?: ToastScope;
}

export const TOAST_DURATION_MS = 5000;

interface ToastState {
  current: Toast | null;
  show: (toast: Omit<Toast, 'id'>) => void;
  dismiss: () => void;
  /** Called when the route changes: a page's toast leaves with it, an app toast stays. */
  leavePage: () => void;
}

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

export const toastScope = (toast: Pick<Toast, 'scope' | 'variant'>): ToastScope =>
  toast.scope ?? (toast.variant === 'destructive' ? 'page' : 'app');

/**
 * One toast at a time (a new one replaces the old), dismissed after 5 s. The store lives in
 * @ladrive/shared-state, which every app shares as a singleton, so a toast from any remote shows in the shell.
 */
export const useToastStore = create<ToastState>((set, get) => ({
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
  leavePage: () => {
    const { current, dismiss } = get();
    if (current && toastScope(current) === 'page') dismiss();
  },
}));

/** Show a toast from anywhere (event handlers, mutations). */
export const toast = (t: Omit<Toast, 'id'>) => useToastStore.getState().show(t);
