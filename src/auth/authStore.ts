/**
 * The auth context of SPEC.md 3 as a small store. The shell and role gates read it; the
 * session code (src/auth/session.ts, arriving with the accounts work) writes it.
 *
 * isAuthenticated is null until known; authReady is true when loading has finished and
 * isAuthenticated is not null. On preview hosts with no real session the user acts as an
 * authenticated admin with a placeholder id (SPEC.md 4 "Preview mode").
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { isPreview } from '../platform/environment';
import { refreshFeatureSwitchesOnce, useFeatureSwitches } from './featureSwitches';

export const PREVIEW_PLACEHOLDER_USER_ID = '00000000-0000-4000-8000-000000000000';

export interface AuthFlags {
  isAuthenticated: boolean | null;
  isAdmin: boolean;
  isWabAdmin: boolean;
  isTester: boolean;
  userId: string | null;
  email: string | null;
  wabId: string | null;
  isLoading: boolean;
  isSigningOut: boolean;
  /** True only on preview hosts where no real session exists. */
  isPreviewUser: boolean;
}

export interface AuthState extends AuthFlags {
  setSignedIn: (user: { userId: string; email: string | null; isWabAdmin: boolean; isTester: boolean; wabId: string | null }) => void;
  setGuest: () => void;
  setLoading: (loading: boolean) => void;
  setSigningOut: (busy: boolean) => void;
}

const guest: AuthFlags = {
  isAuthenticated: false,
  isAdmin: false,
  isWabAdmin: false,
  isTester: false,
  userId: null,
  email: null,
  wabId: null,
  isLoading: false,
  isSigningOut: false,
  isPreviewUser: false,
};

const previewAdmin: AuthFlags = {
  ...guest,
  isAuthenticated: true,
  isAdmin: true,
  isWabAdmin: true,
  isTester: true,
  userId: PREVIEW_PLACEHOLDER_USER_ID,
  isPreviewUser: true,
};

export const useAuthStore = create<AuthState>((set) => ({
  ...guest,
  isAuthenticated: null,
  isLoading: true,
  setSignedIn: ({ userId, email, isWabAdmin, isTester, wabId }) =>
    set({
      ...guest,
      isAuthenticated: true,
      userId,
      email,
      wabId,
      isWabAdmin,
      isAdmin: isWabAdmin,
      isTester,
      isLoading: false,
    }),
  setGuest: () => set(isPreview ? previewAdmin : guest),
  setLoading: (isLoading) => set({ isLoading }),
  setSigningOut: (isSigningOut) => set({ isSigningOut }),
}));

export interface AuthView extends AuthFlags {
  isGuest: boolean;
  authReady: boolean;
  /** Testers, admins and preview users see play mode; every signed-in player when an admin opened it to everyone. */
  canPlay: boolean;
  /** The "Admin Functions" group: admins or preview users who are not guests. */
  canSeeAdmin: boolean;
}

export function deriveAuthView(state: AuthFlags, playForEveryone = false): AuthView {
  const authReady = !state.isLoading && state.isAuthenticated !== null;
  const isGuest = state.isAuthenticated !== true;
  return {
    ...state,
    isGuest,
    authReady,
    canPlay: !isGuest && (state.isTester || state.isAdmin || state.isPreviewUser || playForEveryone),
    canSeeAdmin: !isGuest && (state.isAdmin || state.isPreviewUser),
  };
}

export function useAuth(): AuthView {
  const state = useAuthStore();
  const playMode = useFeatureSwitches((switches) => switches.playMode);
  useEffect(refreshFeatureSwitchesOnce, []);
  return deriveAuthView(state, playMode === 'everyone');
}
