// One backoff for the whole sync engine (issue 13 "One backoff for the whole engine"): the
// gate's rule on a simulated clock, then the real engine (startSync, supabase-js, the client's
// fetch) against a real local server that keeps answering 503, or 429 with Retry-After.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noteServerAnswer, parseRetryAfter, SyncGate, syncGate } from '../../../sync/backoff';
import { fetchWithTimeout } from '../../../src/backend/fetch';
import { startSync, type SyncController } from '../../../sync/startSync';
import { captureLogs, freshDb, NoWebSocket } from './helpers';

describe('the sync gate', () => {
  it('a server that keeps failing gets at most 6 attempts a minute after the first minute, whatever triggers fire', () => {
    const gate = new SyncGate({ random: () => 0.5 });
    const attempts: number[] = [];
    // A trigger every second for five minutes (writes, tab switches, timers); every run fails.
    for (let t = 0; t < 5 * 60_000; t += 1000) {
      if (gate.delay(t) > 0) continue;
      attempts.push(t);
      gate.recordFailure(t);
    }
    const inMinute = (m: number) => attempts.filter((t) => t >= m * 60_000 && t < (m + 1) * 60_000).length;
    expect(inMinute(0)).toBeLessThanOrEqual(10);
    for (const m of [1, 2, 3, 4]) expect(inMinute(m), `minute ${m + 1}`).toBeLessThanOrEqual(6);
    expect(attempts.length).toBeLessThan(20);
  });

  it('jitters each delay by at most 20 % and caps it at 5 minutes', () => {
    const low = new SyncGate({ random: () => 0 });
    const high = new SyncGate({ random: () => 0.999999 });
    for (let i = 0; i < 3; i += 1) {
      low.recordFailure(0);
      high.recordFailure(0);
    }
    expect(low.delay(0)).toBe(640); // 800 ms - 20 %
    expect(high.delay(0)).toBe(960); // 800 ms + 20 %
    const capped = new SyncGate({ random: () => 0.5 });
    for (let i = 0; i < 40; i += 1) capped.recordFailure(0);
    expect(capped.delay(0)).toBe(5 * 60_000);
  });

  it('honours Retry-After in seconds or as a date, from 429 and 503 only', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Tue, 24 Nov 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
    const gate = new SyncGate();
    noteServerAnswer(500, '30', now, gate);
    expect(gate.delay(now)).toBe(0);
    noteServerAnswer(429, '30', now, gate);
    expect(gate.delay(now)).toBe(30_000);
    noteServerAnswer(503, '10', now, gate);
    expect(gate.delay(now)).toBe(30_000);
  });

  it('coming back online lifts a wait the network caused, never one the server asked for', () => {
    const offline = new SyncGate({ random: () => 0.5 });
    for (let i = 0; i < 8; i += 1) offline.recordFailure(0, { network: true });
    expect(offline.delay(0)).toBeGreaterThan(10_000);
    offline.recordOnline();
    expect(offline.delay(0)).toBe(0);

    const busy = new SyncGate({ random: () => 0.5 });
    busy.recordFailure(0, { network: true });
    busy.recordFailure(0);
    busy.recordOnline();
    expect(busy.delay(0)).toBeGreaterThan(0);
    const told = new SyncGate();
    told.recordRetryAfter(0, 60_000);
    told.recordOnline();
    expect(told.delay(0)).toBe(60_000);
  });
});

describe('the engine against a failing server', () => {
  let server: Server;
  let url: string;
  let requests: string[];
  let answer: { status: number; headers: Record<string, string> };
  let controller: SyncController | null = null;

  beforeEach(async () => {
    captureLogs();
    requests = [];
    answer = { status: 503, headers: {} };
    server = createServer((req, res) => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': '*' });
        res.end();
        return;
      }
      requests.push(`${req.method} ${req.url}`);
      res.writeHead(answer.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', ...answer.headers });
      res.end(JSON.stringify({ message: 'Service unavailable', code: 'unavailable' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    syncGate.recordSuccess();
  });

  afterEach(async () => {
    controller?.stop();
    controller = null;
    syncGate.recordSuccess();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const client = () =>
    createClient(url, 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: fetchWithTimeout() },
      realtime: { transport: NoWebSocket as never },
    });

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('a failing run costs one request, and a storm of triggers waits for the backoff', async () => {
    const db = freshDb();
    const supabase = client();
    controller = startSync({ db, getClient: async () => supabase, isOnline: () => true, intervalMs: 3_600_000 });
    // Writes, tab switches and sign-ins, 40 of them within 1.5 s while the server answers 503.
    for (let i = 0; i < 40; i += 1) {
      void controller.trigger(i % 3 === 0 ? 'visible' : i % 3 === 1 ? 'write' : 'account');
      await pause(35);
    }
    // The start run and the retries at ~0.2, ~0.6 and ~1.4 s: each one request, nothing more.
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(requests.length).toBeLessThanOrEqual(5);
  });

  it('the word that the connection is back starts a run, even while this context still reads offline', async () => {
    const db = freshDb();
    const supabase = client();
    // A worker's navigator.onLine can lag behind the page that saw the 'online' event.
    controller = startSync({ db, getClient: async () => supabase, isOnline: () => false, intervalMs: 3_600_000 });
    expect(await controller.trigger('write')).toEqual({ status: 'offline' });
    expect(requests).toHaveLength(0);
    await controller.trigger('online');
    expect(requests.length).toBeGreaterThan(0);
  });

  it('a 429 with Retry-After keeps every automatic trigger back for that long', async () => {
    answer = { status: 429, headers: { 'retry-after': '30' } };
    const db = freshDb();
    const supabase = client();
    controller = startSync({ db, getClient: async () => supabase, isOnline: () => true, intervalMs: 3_600_000 });
    await expect.poll(() => requests.length).toBe(1);
    await expect.poll(() => syncGate.delay(Date.now())).toBeGreaterThan(25_000);
    for (let i = 0; i < 20; i += 1) {
      void controller.trigger(i % 2 ? 'write' : 'visible');
      await pause(50);
    }
    expect(requests).toHaveLength(1);
    // The player's own "Sync now" still goes through.
    await controller.trigger('manual');
    expect(requests).toHaveLength(2);
  });
});
