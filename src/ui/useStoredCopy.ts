/**
 * Watches the device's stored copy of something a screen can first show from the bundle
 * (issue 12): the watcher's module (and the database library with it) loads only after the
 * first screen is on screen. `firstVisit`: the bundled copy is on screen, so the watch starts
 * once the page is idle; otherwise right after the first paint, as the screen waits for it.
 * Returns undefined until the watcher's first answer; `onLoadError` says what to answer when
 * its module cannot load.
 */
import { useEffect, useState } from 'react';
import { afterNextPaint, whenPageIdle } from '../platform/afterPaint';
import { logger } from '../platform/logger';

export type Watcher<T> = (onChange: (value: T) => void) => () => void;

export function useStoredCopy<T>(loadWatcher: () => Promise<Watcher<T>>, firstVisit: boolean, what: string, onLoadError?: T): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let live = true;
    const cancel = (firstVisit ? whenPageIdle : afterNextPaint)(() => {
      loadWatcher().then(
        (watch) => {
          if (live) unsubscribe = watch(setValue);
        },
        (error: unknown) => {
          logger.warn(`Could not load the stored ${what}`, { error: String(error) });
          if (live && onLoadError !== undefined) setValue(onLoadError);
        },
      );
    });
    return () => {
      live = false;
      cancel();
      unsubscribe?.();
    };
    // The loader, the label and the fallback are fixed for a screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstVisit]);
  return value;
}
