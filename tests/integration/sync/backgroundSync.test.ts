import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSharedBackendConfig, shareBackendConfig, BACKEND_CONFIG_STORE_KEY } from '../../../src/auth/backendConfigStore';
import { createSessionStore } from '../../../src/auth/sessionStorage';
import { saveListLocally } from '../../../src/db/repositories/lists';
import { OUTBOX_SYNC_TAG, requestBackgroundSync } from '../../../sync/backgroundSync';
import { SyncError } from '../../../sync/errors';
import { startSync, type SyncController } from '../../../sync/startSync';
import { pick } from '../db/helpers';
import { captureLogs, freshDb } from './helpers';

const controllers: SyncController[] = [];

afterEach(() => {
  for (const controller of controllers.splice(0)) controller.stop();
  vi.unstubAllGlobals();
});

function start(options: Parameters<typeof startSync>[0]): SyncController {
  const controller = startSync({ intervalMs: 60 * 60 * 1000, ...options });
  controllers.push(controller);
  return controller;
}

describe('the page hands unfinished work to Background Sync', () => {
  it('asks for it when a run finds the device offline', async () => {
    captureLogs();
    const requests: string[] = [];
    const controller = start({ db: freshDb(), getClient: () => Promise.resolve(null), isOnline: () => false, requestBackgroundSync: () => requests.push('sync') });
    expect(await controller.trigger('manual')).toEqual({ status: 'offline' });
    expect(requests.length).toBeGreaterThanOrEqual(1);
  });

  it('asks for it when a run fails, and not when a run succeeds', async () => {
    captureLogs();
    let failing = true;
    const requests: string[] = [];
    const controller = start({
      db: freshDb(),
      getClient: () => (failing ? Promise.reject(new SyncError('retryable', 'The backend is down')) : Promise.resolve(null)),
      isOnline: () => true,
      requestBackgroundSync: () => requests.push('sync'),
    });
    expect(await controller.trigger('manual')).toBeNull();
    const afterFailure = requests.length;
    expect(afterFailure).toBeGreaterThanOrEqual(1);
    failing = false;
    expect(await controller.trigger('manual')).toEqual({ status: 'no-backend' });
    expect(requests.length).toBe(afterFailure);
  });

  it('asks for it when the page is hidden with a write still waiting for its push', async () => {
    captureLogs();
    const doc = new EventTarget() as EventTarget & { visibilityState: string };
    doc.visibilityState = 'visible';
    vi.stubGlobal('document', doc);
    const db = freshDb();
    const requests: string[] = [];
    start({ db, getClient: () => Promise.resolve(null), isOnline: () => true, writeDebounceMs: 60_000, requestBackgroundSync: () => requests.push('sync') });

    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(requests).toEqual([]);

    await saveListLocally({ name: 'Closing the app', faction: 'syenann', units: pick('syenann') }, {}, db);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(requests).toEqual(['sync']);
  });

  it('registers the outbox tag with the service worker registration, and never rejects', async () => {
    captureLogs();
    const tags: string[] = [];
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: () => Promise.resolve({ sync: { register: (tag: string) => Promise.resolve(void tags.push(tag)) } }) } });
    expect(await requestBackgroundSync()).toBe(true);
    expect(tags).toEqual([OUTBOX_SYNC_TAG]);

    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: () => Promise.resolve({ sync: { register: () => Promise.reject(new Error('NotAllowedError')) } }) } });
    expect(await requestBackgroundSync()).toBe(false);
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: () => Promise.resolve(undefined) } });
    expect(await requestBackgroundSync()).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(await requestBackgroundSync()).toBe(false);
  });
});

describe('the backend address shared with the service worker', () => {
  it('round-trips through the session store and is removed when there is none', async () => {
    const store = createSessionStore(`warcrow-auth-test-${crypto.randomUUID()}`);
    await shareBackendConfig(store, { url: 'https://abc.supabase.co', anonKey: 'anon' });
    expect(await readSharedBackendConfig(store)).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon' });
    await shareBackendConfig(store, null);
    expect(await readSharedBackendConfig(store)).toBeNull();
    store.close();
  });

  it('treats what storage holds as hostile', async () => {
    const store = createSessionStore(`warcrow-auth-test-${crypto.randomUUID()}`);
    for (const raw of ['not json', 'null', '{"url":1,"anonKey":"k"}', '{"url":"javascript:alert(1)","anonKey":"k"}', '{"url":"https://x.test"}', '{"url":"no url","anonKey":"k"}']) {
      await store.setItem(BACKEND_CONFIG_STORE_KEY, raw);
      expect(await readSharedBackendConfig(store)).toBeNull();
    }
    store.close();
  });
});
