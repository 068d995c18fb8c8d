/**
 * Toast queue (UI state only, so zustand). Features call notify.success/error/info with
 * already-translated text; the Toaster in the shell renders them top-right.
 */
import { create } from 'zustand';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  tone: ToastTone;
  title: string;
  description?: string;
  durationMs: number;
  /** When it was said (Date.now()): it goes durationMs after that, however often it is drawn again. */
  shownAt: number;
  /** The page's language when it was said (its text is already translated), for the toast's `lang`. */
  lang?: string;
}

interface ToastState {
  toasts: Toast[];
  push: (toast: Omit<Toast, 'id' | 'shownAt' | 'lang'>) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;
export const DEFAULT_TOAST_MS = 4000;

export const useToasts = create<ToastState>((set) => ({
  toasts: [],
  push: (toast) => {
    const id = nextId++;
    const lang = typeof document !== 'undefined' ? document.documentElement.lang || undefined : undefined;
    set((state) => ({ toasts: [...state.toasts.slice(-4), { ...toast, id, shownAt: Date.now(), ...(lang ? { lang } : {}) }] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

function make(tone: ToastTone) {
  return (title: string, description?: string, durationMs = DEFAULT_TOAST_MS) =>
    useToasts.getState().push({ tone, title, durationMs, ...(description !== undefined ? { description } : {}) });
}

export const notify = {
  success: make('success'),
  error: make('error'),
  info: make('info'),
  warning: make('warning'),
  dismiss: (id: number) => useToasts.getState().dismiss(id),
  /** Takes every toast away (what they said no longer holds: "Signed in as …" once signed out). */
  dismissAll: () => useToasts.setState({ toasts: [] }),
};
