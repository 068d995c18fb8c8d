/**
 * The list open in the builder this session (issue 16 "Report a problem" offers its share
 * link, only when the player agrees). Memory only: nothing is written.
 */
import { create } from 'zustand';

export interface CurrentListRef {
  id: string;
  name: string;
}

interface CurrentListState {
  list: CurrentListRef | null;
  setList: (list: CurrentListRef | null) => void;
}

export const useCurrentListStore = create<CurrentListState>((set) => ({
  list: null,
  setList: (list) => set({ list }),
}));
