/**
 * The modal dialogs open now, the last one on top (Modal.tsx keeps the list). A modal dialog
 * makes everything outside it inert, so the toaster puts its toasts inside the top one: there
 * they can still be read and dismissed (the phone's list sheet, where Save is).
 */
import { create } from 'zustand';

interface ModalStack {
  open: HTMLDialogElement[];
  opened: (dialog: HTMLDialogElement) => void;
  closed: (dialog: HTMLDialogElement) => void;
}

export const useModalStack = create<ModalStack>((set) => ({
  open: [],
  opened: (dialog) => set((state) => ({ open: [...state.open.filter((d) => d !== dialog), dialog] })),
  closed: (dialog) => set((state) => (state.open.includes(dialog) ? { open: state.open.filter((d) => d !== dialog) } : state)),
}));

/** The modal dialog on top, or null when none is open. */
export const topModal = (state: ModalStack): HTMLDialogElement | null => state.open[state.open.length - 1] ?? null;
