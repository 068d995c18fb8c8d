/**
 * Service-worker update state (UI state, zustand). A new version never takes over a running
 * app by itself: when one is waiting, the floating notice offers Update Now or Later.
 */
import { create } from 'zustand';

interface UpdateState {
  /** A new service worker is installed and waiting, or a deploy broke a lazy chunk. */
  needRefresh: boolean;
  /** Why: 'waiting' (new SW) or 'chunk' (failed lazy import after a deploy). */
  reason: 'waiting' | 'chunk' | null;
  dismissed: boolean;
  applyUpdate: () => void;
  checkForUpdate: () => void;
  show: (reason: 'waiting' | 'chunk', applyUpdate?: () => void) => void;
  dismiss: () => void;
  setCheck: (fn: () => void) => void;
}

export const useUpdateState = create<UpdateState>((set) => ({
  needRefresh: false,
  reason: null,
  dismissed: false,
  applyUpdate: () => location.reload(),
  checkForUpdate: () => {},
  show: (reason, applyUpdate) =>
    set((state) => ({
      needRefresh: true,
      reason,
      dismissed: false,
      applyUpdate: applyUpdate ?? state.applyUpdate,
    })),
  dismiss: () => set({ dismissed: true }),
  setCheck: (checkForUpdate) => set({ checkForUpdate }),
}));
