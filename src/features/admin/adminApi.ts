/**
 * The admin screens' calls (issue 17). Every change goes through an admin-only function on
 * the server (supabase/migrations/20261124100000_*, 20261124100100_*), which checks
 * is_admin() and writes the audit log; these wrappers only name the calls and turn the
 * server's refusals into keys of the `admin` namespace. Admin screens are online tools: the
 * dashboard alone keeps its last figures on the device (adminSnapshot repository).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../../backend/client';

export type AdminFailure = 'forbidden' | 'lastAdmin' | 'reasonRequired' | 'languageMissing' | 'releaseFormat' | 'notFound' | 'offline' | 'unknown';

export class AdminError extends Error {
  constructor(readonly failure: AdminFailure, message: string) {
    super(message);
    this.name = 'AdminError';
  }
}

interface PostgrestLikeError {
  code?: string;
  message?: string;
  hint?: string | null;
}

/** A server refusal as the screens say it. */
export function adminFailureOf(error: PostgrestLikeError | null | undefined, status = 0): AdminFailure {
  if (!error) return 'unknown';
  if (error.hint === 'last_admin') return 'lastAdmin';
  if (error.hint === 'reason_required') return 'reasonRequired';
  if (error.hint === 'language_missing') return 'languageMissing';
  if (error.hint === 'release_format') return 'releaseFormat';
  if (error.code === '42501' || status === 401 || status === 403) return 'forbidden';
  if (error.code === 'P0002') return 'notFound';
  if (status === 0) return 'offline';
  return 'unknown';
}

async function client(): Promise<SupabaseClient> {
  const supabase = await getSupabase();
  if (!supabase) throw new AdminError('offline', 'No backend is configured');
  return supabase;
}

async function call<T>(name: string, args: Record<string, unknown> = {}): Promise<T> {
  const supabase = await client();
  let result: { data: unknown; error: PostgrestLikeError | null; status: number };
  try {
    result = await supabase.rpc(name, args);
  } catch (error) {
    throw new AdminError('offline', String(error));
  }
  if (result.error) throw new AdminError(adminFailureOf(result.error, result.status), result.error.message ?? name);
  return result.data as T;
}

// ----- dashboard -----

export interface LatestDeployment {
  state: string;
  site_name: string;
  created_at: string;
  deploy_url: string | null;
}

export interface DashboardFigures {
  registered_players: number;
  cloud_lists: number;
  posts_active: number;
  posts_retired: number;
  games_recorded: number;
  open_alerts: number;
  pending_confirmations: number;
  latest_deployment: LatestDeployment | null;
  read_at: string;
}

export const fetchDashboard = () => call<DashboardFigures>('admin_dashboard');

// ----- players and roles -----

export interface AdminPlayer {
  id: string;
  email: string | null;
  wab_id: string;
  wab_admin: boolean;
  tester: boolean;
  banned: boolean;
  deactivated: boolean;
  ban_reason: string | null;
  deactivation_reason: string | null;
  created_at: string;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
}

export const findPlayers = (query: string) => call<AdminPlayer[]>('admin_find_players', { p_query: query });

export const setRole = (userId: string, role: 'tester' | 'admin', granted: boolean, reason: string) =>
  call<AdminPlayer>('admin_set_role', { p_user_id: userId, p_role: role, p_granted: granted, p_reason: reason || null });

export const setAccess = (userId: string, kind: 'banned' | 'deactivated', blocked: boolean, reason: string) =>
  call<AdminPlayer>('admin_set_access', { p_user_id: userId, p_kind: kind, p_blocked: blocked, p_reason: reason || null });

// ----- audit log -----

export interface AuditEntry {
  id: number;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_label: string | null;
  reason: string | null;
  created_at: string;
}

export async function fetchAuditLog(limit = 50): Promise<AuditEntry[]> {
  const supabase = await client();
  const { data, error, status } = await supabase
    .from('audit_log')
    .select('id, actor_email, action, target_type, target_label, reason, created_at')
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw new AdminError(adminFailureOf(error, status), error.message);
  return (data ?? []) as AuditEntry[];
}

// ----- news -----

export interface AdminNewsItem {
  id: string;
  date: string;
  translation_key: string | null;
  content_en: string | null;
  content_es: string | null;
  content_fr: string | null;
}

export async function fetchNews(): Promise<AdminNewsItem[]> {
  const supabase = await client();
  const { data, error, status } = await supabase
    .from('news_items')
    .select('id, date, translation_key, content_en, content_es, content_fr')
    .is('deleted_at', null)
    .order('date', { ascending: false });
  if (error) throw new AdminError(adminFailureOf(error, status), error.message);
  return (data ?? []) as AdminNewsItem[];
}

export const saveNews = (item: AdminNewsItem) =>
  call<AdminNewsItem>('admin_save_news', {
    p_id: item.id || null,
    p_date: item.date,
    p_translation_key: item.translation_key || null,
    p_content_en: item.content_en,
    p_content_es: item.content_es,
    p_content_fr: item.content_fr,
  });

export const deleteNews = (id: string, reason: string) => call<null>('admin_delete_news', { p_id: id, p_reason: reason || null });

// ----- changelog -----

export interface ChangelogEntry {
  id: string;
  release: string;
  released_on: string;
  body: string;
}

export async function fetchChangelogEntries(): Promise<ChangelogEntry[]> {
  const supabase = await client();
  const { data, error, status } = await supabase
    .from('changelog_entries')
    .select('id, release, released_on, body')
    .order('released_on', { ascending: false })
    .order('created_at', { ascending: false });
  if (error) throw new AdminError(adminFailureOf(error, status), error.message);
  return (data ?? []) as ChangelogEntry[];
}

export const deleteChangelogEntry = (id: string) => call<null>('admin_delete_changelog_entry', { p_id: id });

export const addChangelogEntry = (release: string, releasedOn: string, body: string) =>
  call<ChangelogEntry>('admin_add_changelog_entry', { p_release: release, p_released_on: releasedOn, p_body: body });

// ----- alerts and deployments -----

export interface NotificationAlert {
  id: string;
  type: string;
  content: { site_name?: unknown; deploy_url?: unknown; branch?: unknown } | null;
  created_at: string;
  acknowledged_at: string | null;
}

export interface DeploymentRecord {
  id: string;
  state: string;
  site_name: string;
  deploy_url: string | null;
  created_at: string;
  acknowledged_at: string | null;
}

export interface BuildRecord {
  id: string;
  site_name: string;
  branch: string | null;
  deploy_url: string | null;
  created_at: string;
}

export async function fetchNotifications(): Promise<NotificationAlert[]> {
  const supabase = await client();
  const { data, error, status } = await supabase
    .from('notifications')
    .select('id, type, content, created_at, acknowledged_at')
    .eq('type', 'build_failure')
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) throw new AdminError(adminFailureOf(error, status), error.message);
  return (data ?? []) as NotificationAlert[];
}

/** The deployments function's history (what the banner reads too). */
export async function fetchDeployments(): Promise<DeploymentRecord[]> {
  const supabase = await client();
  const { data, error } = await supabase.functions.invoke('deployments', {
    headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
  });
  if (error) {
    const status = (error as { context?: { status?: number } }).context?.status ?? 0;
    throw new AdminError(status === 401 || status === 403 ? 'forbidden' : 'offline', String(error));
  }
  const rows = (data as { deployments?: unknown } | null)?.deployments;
  return Array.isArray(rows) ? (rows as DeploymentRecord[]) : [];
}

export async function fetchBuilds(): Promise<BuildRecord[]> {
  const supabase = await client();
  const { data, error, status } = await supabase
    .from('builds')
    .select('id, site_name, branch, deploy_url, created_at')
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) throw new AdminError(adminFailureOf(error, status), error.message);
  return (data ?? []) as BuildRecord[];
}

export const acknowledgeAlert = (kind: 'notification' | 'deployment', id: string) =>
  call<null>('admin_acknowledge_alert', { p_kind: kind, p_id: id });

// ----- moderation -----

export interface CommunityPost {
  id: string;
  name: string;
  faction: string;
  description: string | null;
  wab_id: string | null;
  updated_at: string;
}

export async function fetchActivePosts(search: string): Promise<CommunityPost[]> {
  const supabase = await client();
  let query = supabase
    .from('shared_lists')
    .select('id, name, faction, description, wab_id, updated_at')
    .eq('is_active', true)
    .order('updated_at', { ascending: false })
    .limit(50);
  const term = search.trim();
  if (term) query = query.ilike('name', `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  const { data, error, status } = await query;
  if (error) throw new AdminError(adminFailureOf(error, status), error.message);
  return (data ?? []) as CommunityPost[];
}

export const retirePost = (id: string, reason: string) => call<null>('admin_retire_post', { p_id: id, p_reason: reason });

// ----- feature switches -----

export type SwitchKey = 'play_mode' | 'community_posting';

export async function fetchSwitches(): Promise<Partial<Record<SwitchKey, string>>> {
  const supabase = await client();
  const { data, error, status } = await supabase.from('feature_switches').select('key, value');
  if (error) throw new AdminError(adminFailureOf(error, status), error.message);
  return Object.fromEntries(((data ?? []) as Array<{ key: SwitchKey; value: string }>).map((r) => [r.key, r.value]));
}

export const setSwitch = (key: SwitchKey, value: string) => call<null>('admin_set_feature_switch', { p_key: key, p_value: value });

// ----- mail -----

export interface MailMessage {
  id: number;
  user_id: string | null;
  to_email: string;
  kind: string;
  subject: string;
  created_at: string;
  confirmed: boolean;
}

export interface UnconfirmedPlayer {
  id: string;
  email: string;
  created_at: string;
}

export interface MailLog {
  /** null when the auth service keeps its mail log elsewhere (hosted Supabase). */
  messages: MailMessage[] | null;
  unconfirmed: UnconfirmedPlayer[];
}

export const fetchMailLog = () => call<MailLog>('admin_mail_log', { p_limit: 100 });

/**
 * Resends the confirmation to a player waiting for it, chosen by id: the server answers with
 * their address (and logs the resend); the auth service mails it.
 */
export async function resendConfirmation(userId: string): Promise<void> {
  const email = await call<string>('admin_confirmation_recipient', { p_user_id: userId });
  const supabase = await client();
  const { error } = await supabase.auth.resend({ type: 'signup', email });
  if (error) throw new AdminError('unknown', error.message);
}

/** The deployed app's version (GET /version.json, no cache), or null when it cannot be read. */
export async function fetchDeployedVersion(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(`/version.json?t=${Date.now()}`, {
      cache: 'no-store',
      headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}
