// Shared set-up for the sync tests: the real local backend (in memory, a free port), fresh
// Dexie databases on fake-indexeddb, real supabase-js clients, and a counting fetch so a test
// can see which requests a sync made.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { openAppDatabase, setDb, type WarcrowDB } from '../../../src/db/database';
import { setLogSink, type LogLevel } from '../../../src/platform/logger';
import { setOutboxAccount } from '../../../src/db/outbox';

let counter = 0;
const opened: WarcrowDB[] = [];

export function freshDb(): WarcrowDB {
  counter += 1;
  const db = openAppDatabase(`warcrow-sync-test-${process.pid}-${counter}-${Math.random().toString(36).slice(2)}`);
  opened.push(db);
  setDb(db);
  return db;
}

afterEach(async () => {
  setDb(null);
  setOutboxAccount(null);
  setLogSink(null);
  for (const db of opened.splice(0)) {
    db.close();
    await db.delete();
  }
});

export interface RequestLog {
  urls: string[];
  /** The method of each request, in the same order as `urls`. */
  methods: string[];
  fetch: typeof fetch;
}

/** A fetch that records every URL it is asked for, and its method. */
export function countingFetch(): RequestLog {
  const urls: string[] = [];
  const methods: string[] = [];
  return {
    urls,
    methods,
    fetch: (input, init) => {
      urls.push(typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url);
      methods.push((init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase());
      return fetch(input, init);
    },
  };
}

/** Node 20 has no global WebSocket; sync never opens a realtime channel. */
export class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not used by sync');
  }
}

/** A data client as the app makes one (no session kept: these tests only read content). */
export function dataClient(url: string, key: string, fetchImpl: typeof fetch = fetch): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchImpl },
    realtime: { transport: NoWebSocket as never },
  });
}

/** A venue's captive portal: every request gets 200 and an HTML sign-in page. */
export async function startCaptivePortal(): Promise<{ url: string; hits: () => number; stop: () => Promise<void> }> {
  let hits = 0;
  const server: Server = createServer((req, res) => {
    hits += 1;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'access-control-allow-origin': '*' });
    res.end(req.method === 'HEAD' ? undefined : '<!doctype html><html><body><h1>Welcome to the venue Wi-Fi</h1><form>Accept</form></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => hits,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A server that accepts connections and never answers. */
export async function startSilentServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const pending: Array<{ destroy: () => void }> = [];
  const server: Server = createServer((req) => {
    pending.push(req.socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        pending.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

/** Record log lines instead of printing them. */
export function captureLogs(): Array<{ level: LogLevel; message: string; context?: Record<string, unknown> }> {
  const lines: Array<{ level: LogLevel; message: string; context?: Record<string, unknown> }> = [];
  setLogSink((level, message, context) => {
    lines.push(context === undefined ? { level, message } : { level, message, context });
  });
  return lines;
}

/** The URL of a port nothing listens on: requests fail at once, like a device offline. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
