/**
 * The landing page's few remote reads (SPEC.md 7): the registered-user count and the two
 * build-failure checks behind the admin banner (notifications of type build_failure, and the
 * deployments function). Each takes the supabase-js client so tests can aim it at the local
 * backend or a fake; each logs its errors and falls back silently (SPEC.md 8 "Silent
 * fallbacks"). The selection rules are pure functions, tested on their own.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  BUILD_FAILURE_NOTIFICATION_LIMIT,
  BUILD_FAILURE_WINDOW_MS,
  FALLBACK_USER_COUNT,
  USER_COUNT_MAX_RETRIES,
} from '../../domain/constants';
import { logger } from '../../platform/logger';
import { safeUserUrl } from '../../domain/urls';

/** The product's two sites (production and preview) as the hosting provider names them. */
export const SITE_NAMES: readonly string[] = ['warcrow-companion', 'warcrow-companion-preview'];

/** How many shown build ids are remembered on the device. */
export const SHOWN_BUILD_IDS_LIMIT = 20;
/** Pause before retrying the user count; doubled on each retry. */
export const USER_COUNT_RETRY_DELAY_MS = 300;

export type RemoteClient = Pick<SupabaseClient, 'rpc' | 'from' | 'functions'>;

export interface BuildFailure {
  buildId: string;
  siteName: string;
  createdAt: string;
  deployUrl: string | null;
  source: 'notification' | 'deployment';
}

export interface NotificationRow {
  id: string;
  type?: string;
  content: unknown;
  created_at: string;
  /** Set when an admin acknowledged it (/admin/alerts): the banner no longer shows it. */
  acknowledged_at?: string | null;
}

export interface DeploymentRow {
  id?: string;
  created_at: string;
  state: string;
  site_name: string;
  deploy_url?: string | null;
  acknowledged_at?: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const time = (iso: string): number => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
};
const newestFirst = <T extends { created_at: string }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => time(b.created_at) - time(a.created_at));

/**
 * The newest build-failure notification to show: one of our sites, created under 24 hours
 * before `now`, and not the build already shown.
 */
export function selectBuildFailure(
  rows: readonly NotificationRow[],
  options: { now: number; shownIds: readonly string[]; siteNames?: readonly string[] },
): BuildFailure | null {
  const siteNames = options.siteNames ?? SITE_NAMES;
  for (const row of newestFirst(rows)) {
    if (row.type !== undefined && row.type !== 'build_failure') continue;
    if (row.acknowledged_at) continue;
    const content = row.content && typeof row.content === 'object' ? (row.content as Record<string, unknown>) : {};
    const siteName = text(content.site_name);
    if (!siteName || !siteNames.includes(siteName)) continue;
    const age = options.now - time(row.created_at);
    if (!(age >= 0 && age < BUILD_FAILURE_WINDOW_MS)) continue;
    const buildId = text(content.build_id) ?? text(content.buildId) ?? text(content.id) ?? row.id;
    if (options.shownIds.includes(buildId)) continue;
    return { buildId, siteName, createdAt: row.created_at, deployUrl: safeUserUrl(content.deploy_url), source: 'notification' };
  }
  return null;
}

/**
 * The newest deployment, when it failed (state error), belongs to one of our sites and no
 * admin has acknowledged it yet.
 */
export function selectFailedDeployment(deployments: readonly DeploymentRow[], siteNames: readonly string[] = SITE_NAMES): BuildFailure | null {
  const [newest] = newestFirst(deployments);
  if (!newest || newest.state !== 'error' || !siteNames.includes(newest.site_name) || newest.acknowledged_at) return null;
  return {
    buildId: newest.id ?? newest.created_at,
    siteName: newest.site_name,
    createdAt: newest.created_at,
    deployUrl: safeUserUrl(newest.deploy_url),
    source: 'deployment',
  };
}

/** Shown build ids as stored (JSON array); anything unreadable counts as none. */
export function parseShownIds(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberShownId(ids: readonly string[], id: string): string[] {
  return [...ids.filter((x) => x !== id), id].slice(-SHOWN_BUILD_IDS_LIMIT);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Registered users (rpc registered_user_count), at most 2 retries, else 470. */
export async function fetchRegisteredUserCount(
  client: Pick<RemoteClient, 'rpc'> | null,
  options: { maxRetries?: number; retryDelayMs?: number } = {},
): Promise<number> {
  if (!client) return FALLBACK_USER_COUNT;
  const maxRetries = options.maxRetries ?? USER_COUNT_MAX_RETRIES;
  const delay = options.retryDelayMs ?? USER_COUNT_RETRY_DELAY_MS;
  for (let attempt = 0; attempt <= maxRetries; attempt++) {
    try {
      const { data, error } = await client.rpc('registered_user_count');
      if (error) throw new Error(error.message);
      const count = typeof data === 'number' ? data : Number(data);
      if (Number.isFinite(count) && count >= 0) return count;
      throw new Error('Unexpected user count');
    } catch (error) {
      logger.warn('User count could not be read', { attempt, error: String(error) });
      if (attempt < maxRetries) await wait(delay * 2 ** attempt);
    }
  }
  return FALLBACK_USER_COUNT;
}

/** The newest build-failure notification to show, or null (errors logged). */
export async function fetchBuildFailureNotification(
  client: RemoteClient | null,
  options: { now: number; shownIds: readonly string[] },
): Promise<BuildFailure | null> {
  if (!client) return null;
  try {
    const { data, error } = await client
      .from('notifications')
      .select('id, type, content, created_at, acknowledged_at')
      .eq('type', 'build_failure')
      .order('created_at', { ascending: false })
      .limit(BUILD_FAILURE_NOTIFICATION_LIMIT);
    if (error) throw new Error(error.message);
    return selectBuildFailure((data ?? []) as NotificationRow[], options);
  } catch (error) {
    logger.warn('Build notifications could not be read', { error: String(error) });
    return null;
  }
}

/** The deployments function's newest deployment, when it failed for our site (errors logged). */
export async function fetchFailedDeployment(client: RemoteClient | null): Promise<BuildFailure | null> {
  if (!client) return null;
  try {
    const { data, error } = await client.functions.invoke('deployments', {
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
    if (error) throw error instanceof Error ? error : new Error(String(error));
    const deployments = (data as { deployments?: unknown } | null)?.deployments;
    if (!Array.isArray(deployments)) return null;
    const rows = deployments.filter(
      (d): d is DeploymentRow =>
        !!d && typeof d === 'object' && typeof (d as DeploymentRow).created_at === 'string' && typeof (d as DeploymentRow).state === 'string' && typeof (d as DeploymentRow).site_name === 'string',
    );
    return selectFailedDeployment(rows);
  } catch (error) {
    logger.warn('Deployment status could not be read', { error: String(error) });
    return null;
  }
}
