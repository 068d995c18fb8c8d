/**
 * Auth actions the shell calls. The session module registers the real implementations
 * when it loads (it pulls in supabase-js, so it is loaded lazily, off the first paint).
 */
export interface AuthActions {
  signOut: () => Promise<void>;
  resendConfirmation: (email: string) => Promise<void>;
}

let actions: AuthActions | null = null;
const waiters: Array<(a: AuthActions) => void> = [];

export function registerAuthActions(next: AuthActions): void {
  actions = next;
  waiters.splice(0).forEach((resolve) => resolve(next));
}

export function getAuthActions(): Promise<AuthActions> {
  if (actions) return Promise.resolve(actions);
  return new Promise((resolve) => waiters.push(resolve));
}
