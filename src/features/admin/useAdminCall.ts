/**
 * Runs an admin call for a screen: loading, the result, the failure as a translated line,
 * and a reload. Changes (mutations) go through `runChange`, which toasts the outcome.
 */
import { useCallback, useEffect, useState } from 'react';
import { create } from 'zustand';
import { useTranslation } from '../../i18n/useTranslation';
import { logger } from '../../platform/logger';
import { notify } from '../../ui';
import { AdminError } from './adminApi';

/** Counts the changes made on this page, so what shows them (the audit log) reads again. */
export const useAdminRevision = create<{ revision: number }>(() => ({ revision: 0 }));

export function failureKey(error: unknown): string {
  return `admin:errors.${error instanceof AdminError ? error.failure : 'unknown'}`;
}

export function useAdminLoad<T>(load: () => Promise<T>, deps: unknown[]): {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => void;
} {
  const { t } = useTranslation('admin');
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setLoading(true);
    load().then(
      (value) => {
        if (!live) return;
        setData(value);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        logger.warn('Admin read failed', { error: String(failure) });
        setError(t(failureKey(failure)));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what the load depends on
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, loading, reload };
}

/** A change made by an admin: toasts success or the server's refusal; resolves true when done. */
export async function runChange(change: () => Promise<unknown>, success: string, t: (key: string) => string): Promise<boolean> {
  try {
    await change();
    useAdminRevision.setState((state) => ({ revision: state.revision + 1 }));
    notify.success(success);
    return true;
  } catch (error) {
    logger.warn('Admin change refused', { error: String(error) });
    notify.error(t(failureKey(error)));
    return false;
  }
}
