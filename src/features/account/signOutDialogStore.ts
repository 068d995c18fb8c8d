/**
 * Which "Sign out" is asking (issue 13 item 2): the menu and the profile open the sign-out
 * dialog through this store. It lives apart from the dialog so the shell can offer Sign out
 * without loading the dialog's database code (Dexie) on the first paint (issue 12).
 */
import { create } from 'zustand';

interface SignOutDialogState {
  /** Where to go after signing out; null: closed. */
  to: string | null;
  show: (to: string) => void;
  hide: () => void;
}

export const useSignOutDialog = create<SignOutDialogState>((set) => ({
  to: null,
  show: (to) => set({ to }),
  hide: () => set({ to: null }),
}));
