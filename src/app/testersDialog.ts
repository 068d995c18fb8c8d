import { create } from 'zustand';

/** The testers-only dialog shown when a non-tester tries a tester feature (UI state). */
export const useTestersDialog = create<{ open: boolean; show: () => void; hide: () => void }>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
