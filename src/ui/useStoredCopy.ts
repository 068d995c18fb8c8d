/**
 * Watches the device's stored copy of something a screen can first show from the bundle
 * (issue 12): the watcher's module (and the database library with it) loads only after the
 * first screen is on screen. `firstVisit`: the bundled copy is on screen and is what the device
 * stores (or is about to), so the watch starts only once the sync engine says `group`'s stored
 * rows changed (a pull brought something newer): a first visit's content page then runs no
 * database code on its main thread at all. Otherwise the watch starts right after the first
 * paint, as the screen waits for it. Returns undefined until the watcher's first answer;
 * `onLoadError` says what to answer when its module cannot load.
 */
import { useEffect, useState } from 'react';
import { afterNextPaint } from '../platform/afterPaint';
import { logger } from '../platform/logger';
import { whenStoredChanges, type StoredGroup } from '../platform/storedChanges';

export type Watcher<T> = (onChange: (value: T) => void) => () => void;

export function useStoredCopy<T>(loadWatcher: () => Promise<Watcher<T>>, firstVisit: boolean, what: string, group: StoredGroup, onLoadError?: T): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let live = true;
    const start = (watch: () => void) => (firstVisit ? whenStoredChanges(group, watch) : afterNextPaint(watch));
    const cancel = start(() => {
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
