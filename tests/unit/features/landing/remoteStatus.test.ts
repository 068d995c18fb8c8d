import { describe, expect, it } from 'vitest';
import {
  fetchBuildFailureNotification,
  fetchFailedDeployment,
  fetchRegisteredUserCount,
  parseShownIds,
  rememberShownId,
  selectBuildFailure,
  selectFailedDeployment,
  type NotificationRow,
  type RemoteClient,
} from '../../../../src/features/landing/remoteStatus';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW - h * 3600_000).toISOString();

const row = (id: string, h: number, content: Record<string, unknown>): NotificationRow => ({
  id,
  type: 'build_failure',
  created_at: hoursAgo(h),
  content,
});

describe('build-failure notifications', () => {
  const ours = { site_name: 'warcrow-companion', build_id: 'b-new', deploy_url: 'https://app.netlify.com/deploys/b-new' };

  it('shows the newest failure of one of our sites from the last 24 hours', () => {
    const rows = [row('n2', 5, { ...ours, build_id: 'b-old' }), row('n1', 1, ours)];
    expect(selectBuildFailure(rows, { now: NOW, shownIds: [] })).toEqual({
      buildId: 'b-new',
      siteName: 'warcrow-companion',
      createdAt: hoursAgo(1),
      deployUrl: 'https://app.netlify.com/deploys/b-new',
      source: 'notification',
    });
  });

  it('accepts the preview site and ignores other sites', () => {
    expect(selectBuildFailure([row('n1', 1, { site_name: 'someone-else' })], { now: NOW, shownIds: [] })).toBeNull();
    expect(selectBuildFailure([row('n1', 1, { site_name: 'warcrow-companion-preview' })], { now: NOW, shownIds: [] })?.buildId).toBe('n1');
  });

  it('skips failures 24 hours old or more, and ones from the future', () => {
    expect(selectBuildFailure([row('n1', 24, ours)], { now: NOW, shownIds: [] })).toBeNull();
    expect(selectBuildFailure([row('n1', 23.9, ours)], { now: NOW, shownIds: [] })).not.toBeNull();
    expect(selectBuildFailure([row('n1', -1, ours)], { now: NOW, shownIds: [] })).toBeNull();
  });

  it('skips the build already shown and falls through to the next one', () => {
    const rows = [row('n1', 1, ours), row('n2', 2, { ...ours, build_id: 'b-2' })];
    expect(selectBuildFailure(rows, { now: NOW, shownIds: ['b-new'] })?.buildId).toBe('b-2');
    expect(selectBuildFailure(rows, { now: NOW, shownIds: ['b-new', 'b-2'] })).toBeNull();
  });

  it('ignores malformed content and other notification types', () => {
    const bad: NotificationRow[] = [
      { id: 'x', type: 'build_failure', created_at: hoursAgo(1), content: null },
      { id: 'y', type: 'build_failure', created_at: 'not a date', content: ours },
      { id: 'z', type: 'news', created_at: hoursAgo(1), content: ours },
    ];
    expect(selectBuildFailure(bad, { now: NOW, shownIds: [] })).toBeNull();
  });

  it('remembers shown ids, most recent last and bounded', () => {
    expect(parseShownIds('not json')).toEqual([]);
    expect(parseShownIds('[1,"a"]')).toEqual(['a']);
    let ids: string[] = [];
    for (let i = 0; i < 30; i++) ids = rememberShownId(ids, `b${i}`);
    expect(ids).toHaveLength(20);
    expect(ids.at(-1)).toBe('b29');
    expect(rememberShownId(['a', 'b'], 'a')).toEqual(['b', 'a']);
  });
});

describe('deployments', () => {
  it('shows only when the newest deployment failed and is ours', () => {
    const ok = { created_at: hoursAgo(1), state: 'ready', site_name: 'warcrow-companion' };
    const failed = { id: 'd1', created_at: hoursAgo(2), state: 'error', site_name: 'warcrow-companion', deploy_url: 'https://x/d1' };
    expect(selectFailedDeployment([failed, ok])).toBeNull();
    expect(selectFailedDeployment([failed])).toMatchObject({ buildId: 'd1', deployUrl: 'https://x/d1', source: 'deployment' });
    expect(selectFailedDeployment([{ ...failed, site_name: 'other' }])).toBeNull();
    expect(selectFailedDeployment([])).toBeNull();
  });

  it('keeps a deploy link only when it is https or a path on the app', () => {
    const failed = { id: 'd1', created_at: hoursAgo(2), state: 'error', site_name: 'warcrow-companion' };
    for (const url of ['/\\evil.example/d1', '//evil.example/d1', 'javascript:alert(1)', 'http://x/d1', '/%5Cevil.example']) {
      expect(selectFailedDeployment([{ ...failed, deploy_url: url }])?.deployUrl, url).toBeNull();
      expect(selectBuildFailure([row('n1', 1, { site_name: 'warcrow-companion', deploy_url: url })], { now: NOW, shownIds: [] })?.deployUrl, url).toBeNull();
    }
    expect(selectFailedDeployment([{ ...failed, deploy_url: '/deploys/d1' }])?.deployUrl).toBe('/deploys/d1');
  });
});

/** A stand-in for the few supabase-js calls these functions make. */
function fakeClient(options: { rpc?: () => Promise<unknown>; rows?: unknown; invoke?: () => Promise<unknown> }): RemoteClient {
  const query = {
    select: () => query,
    eq: () => query,
    order: () => query,
    limit: () => Promise.resolve({ data: options.rows ?? null, error: options.rows ? null : { message: 'permission denied' } }),
  };
  return {
    rpc: (options.rpc ?? (() => Promise.resolve({ data: 0, error: null }))) as unknown as RemoteClient['rpc'],
    from: (() => query) as unknown as RemoteClient['from'],
    functions: { invoke: options.invoke ?? (() => Promise.resolve({ data: null, error: null })) } as unknown as RemoteClient['functions'],
  };
}

describe('remote reads fall back silently', () => {
  it('user count: the backend number, or 470 after at most 2 retries', async () => {
    expect(await fetchRegisteredUserCount(null)).toBe(470);
    expect(await fetchRegisteredUserCount(fakeClient({ rpc: () => Promise.resolve({ data: 512, error: null }) }))).toBe(512);
    let calls = 0;
    const failing = fakeClient({
      rpc: () => {
        calls += 1;
        return Promise.resolve({ data: null, error: { message: 'boom' } });
      },
    });
    expect(await fetchRegisteredUserCount(failing, { retryDelayMs: 0 })).toBe(470);
    expect(calls).toBe(3);
    let flaky = 0;
    const second = fakeClient({ rpc: () => (++flaky === 1 ? Promise.reject(new Error('network')) : Promise.resolve({ data: 7, error: null })) });
    expect(await fetchRegisteredUserCount(second, { retryDelayMs: 0 })).toBe(7);
  });

  it('notifications: an RLS or network error gives no banner', async () => {
    expect(await fetchBuildFailureNotification(fakeClient({}), { now: NOW, shownIds: [] })).toBeNull();
    const rows = [row('n1', 1, { site_name: 'warcrow-companion', build_id: 'b1' })];
    expect(await fetchBuildFailureNotification(fakeClient({ rows }), { now: NOW, shownIds: [] })).toMatchObject({ buildId: 'b1' });
  });

  it('deployments function: errors and odd payloads give no banner', async () => {
    expect(await fetchFailedDeployment(fakeClient({ invoke: () => Promise.reject(new Error('offline')) }))).toBeNull();
    expect(await fetchFailedDeployment(fakeClient({ invoke: () => Promise.resolve({ data: { deployments: 'x' }, error: null }) }))).toBeNull();
    const data = { deployments: [{ created_at: hoursAgo(1), state: 'error', site_name: 'warcrow-companion', deploy_url: 'https://d' }, { bogus: true }] };
    expect(await fetchFailedDeployment(fakeClient({ invoke: () => Promise.resolve({ data, error: null }) }))).toMatchObject({ deployUrl: 'https://d' });
  });
});

describe('acknowledged alerts (issue 17, /admin/alerts)', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('skips a build-failure notification an admin acknowledged, and shows the next open one', () => {
    const rows = [
      { id: 'n2', type: 'build_failure', content: { site_name: 'warcrow-companion' }, created_at: '2026-11-24T11:00:00Z', acknowledged_at: '2026-11-24T11:30:00Z' },
      { id: 'n1', type: 'build_failure', content: { site_name: 'warcrow-companion' }, created_at: '2026-11-24T10:00:00Z', acknowledged_at: null },
    ];
    expect(selectBuildFailure(rows, { now, shownIds: [] })?.buildId).toBe('n1');
    expect(selectBuildFailure([rows[0] as (typeof rows)[number]], { now, shownIds: [] })).toBeNull();
  });

  it('shows no banner for a failed deployment an admin acknowledged', () => {
    const failed = { id: 'd1', created_at: '2026-11-24T11:00:00Z', state: 'error', site_name: 'warcrow-companion' };
    expect(selectFailedDeployment([failed])?.buildId).toBe('d1');
    expect(selectFailedDeployment([{ ...failed, acknowledged_at: '2026-11-24T11:05:00Z' }])).toBeNull();
  });
});
