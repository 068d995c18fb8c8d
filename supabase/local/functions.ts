/**
 * `/functions/v1/deployments`, the local twin of supabase/functions/deployments: the newest
 * rows of public.deployments as { deployments: [{ id, created_at, state, site_name, deploy_url,
 * acknowledged_at }] } (id and acknowledged_at: issue 17's alerts).
 * For administrators and the service role only. The read runs as the caller, so the
 * deployments table's own RLS policy applies as well.
 */
import type { RequestContext, Tx } from './db';

/** How many deployments the function returns, newest first. */
export const DEPLOYMENTS_LIMIT = 20;

type Runner = <T>(ctx: RequestContext, fn: (tx: Tx) => Promise<T>) => Promise<T>;

export async function handleDeployments(
  run: Runner,
  ctx: RequestContext,
): Promise<{ status: number; body: unknown }> {
  if (ctx.role === 'anon') return { status: 401, body: { error: 'Sign in as an administrator' } };
  return run(ctx, async (tx) => {
    if (ctx.role !== 'service_role') {
      const admin = await tx.query<{ ok: boolean }>('select public.is_admin() as ok');
      if (!admin.rows[0]?.ok) return { status: 403, body: { error: 'Administrators only' } };
    }
    const result = await tx.query<{ body: string }>(
      `select coalesce(json_agg(d), '[]')::text as body from (
         select id, created_at, state, site_name, deploy_url, acknowledged_at
           from public.deployments order by created_at desc limit $1
       ) d`,
      [DEPLOYMENTS_LIMIT],
    );
    return { status: 200, body: { deployments: JSON.parse(result.rows[0]?.body ?? '[]') as unknown[] } };
  });
}
