// @vitest-environment jsdom
// /admin/dev-options, this device only (issue 17 item 8): "simulate slow network" holds every
// backend request of the page back by SLOW_NETWORK_DELAY_MS; off, requests go at once. The
// diagnostics choice is kept in this browser's storage.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithTimeout } from '../../../../src/backend/fetch';
import { diagnosticsChoice, setDiagnosticsChoice, setSlowNetwork, SLOW_NETWORK_DELAY_MS, slowNetworkOn } from '../../../../src/platform/deviceOptions';

afterEach(() => {
  setSlowNetwork(false);
  setDiagnosticsChoice('auto');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function sentAfter(ms: number): Promise<number> {
  const fetchMock = vi.fn(async () => new Response('[]', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers();
  const pending = fetchWithTimeout()('http://127.0.0.1:54321/rest/v1/news_items');
  await vi.advanceTimersByTimeAsync(ms);
  const calls = fetchMock.mock.calls.length;
  await vi.advanceTimersByTimeAsync(SLOW_NETWORK_DELAY_MS);
  await pending;
  return calls;
}

describe('simulate slow network', () => {
  it('sends at once when off', async () => {
    expect(slowNetworkOn()).toBe(false);
    expect(await sentAfter(0)).toBe(1);
  });

  it('holds each request back by the delay when on', async () => {
    setSlowNetwork(true);
    expect(slowNetworkOn()).toBe(true);
    expect(await sentAfter(SLOW_NETWORK_DELAY_MS - 1)).toBe(0);
    expect(await sentAfter(SLOW_NETWORK_DELAY_MS)).toBe(1);
  });
});

describe('the diagnostics overlay choice', () => {
  it('is "auto" until chosen, then kept', () => {
    expect(diagnosticsChoice()).toBe('auto');
    setDiagnosticsChoice('off');
    expect(diagnosticsChoice()).toBe('off');
    setDiagnosticsChoice('on');
    expect(diagnosticsChoice()).toBe('on');
  });
});
