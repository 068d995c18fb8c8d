/**
 * The stored session as a phone left offline overnight holds it: the access token expired an
 * hour ago. Shared by the offline-session e2e test and the session bench.
 */
import type { Page } from 'playwright-core';

export async function expireStoredToken(page: Pick<Page, 'evaluate'>): Promise<void> {
  await page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('warcrow-auth-'));
    for (const dbName of names) {
      const db = await new Promise<IDBDatabase>((ok, ko) => {
        const r = indexedDB.open(dbName);
        r.onsuccess = () => ok(r.result);
        r.onerror = () => ko(r.error);
      });
      const tx = db.transaction('kv', 'readwrite');
      const store = tx.objectStore('kv');
      const keys = await new Promise<IDBValidKey[]>((ok) => {
        const r = store.getAllKeys();
        r.onsuccess = () => ok(r.result);
      });
      for (const key of keys) {
        if (!String(key).endsWith('warcrow-auth-token')) continue;
        const raw = await new Promise<unknown>((ok) => {
          const r = store.get(key);
          r.onsuccess = () => ok(r.result);
        });
        const session = JSON.parse(String(raw)) as Record<string, unknown>;
        store.put(JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 3600 }), key);
      }
      await new Promise<void>((ok) => (tx.oncomplete = () => ok()));
      db.close();
    }
  });
}
