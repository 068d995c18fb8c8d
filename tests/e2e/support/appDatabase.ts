/**
 * Reading and writing the app's local database straight from IndexedDB in an e2e test, as the
 * player's device holds it (no app code involved): every `warcrow-*` database that has the
 * object store (the session store shares the prefix and has none of the app's tables).
 */
import type { Page } from '@playwright/test';

/** In each app database with `store`: every row (no `row` given), or `row` written (put). */
function onAppStore(page: Page, store: string, row: Record<string, unknown> | null): Promise<{ rows: unknown[]; written: number }> {
  return page.evaluate(
    async ({ storeName, value }) => {
      const rows: unknown[] = [];
      let written = 0;
      for (const { name } of await indexedDB.databases()) {
        if (!name?.startsWith('warcrow-')) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const req = indexedDB.open(name);
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        try {
          if (!db.objectStoreNames.contains(storeName)) continue;
          const objects = db.transaction(storeName, value ? 'readwrite' : 'readonly').objectStore(storeName);
          const request: IDBRequest = value ? objects.put(value) : objects.getAll();
          const result = await new Promise<unknown>((resolve, reject) => {
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          if (value) written += 1;
          else rows.push(...(result as unknown[]));
        } finally {
          db.close();
        }
      }
      return { rows, written };
    },
    { storeName: store, value: row },
  );
}

/** Every row of `store` in the app's database(s). */
export async function readAppStore<T = unknown>(page: Page, store: string): Promise<T[]> {
  return (await onAppStore(page, store, null)).rows as T[];
}

/** How many rows of `store` the device holds. */
export async function countAppStore(page: Page, store: string): Promise<number> {
  return (await readAppStore(page, store)).length;
}

/** Writes `row` into `store` as a row kept on the device; how many databases took it. */
export async function putInAppStore(page: Page, store: string, row: Record<string, unknown>): Promise<number> {
  return (await onAppStore(page, store, row)).written;
}
