/**
 * Edge function `deployments` for hosted Supabase (Deno): the newest rows of
 * public.deployments as { deployments: [{ id, created_at, state, site_name, deploy_url,
 * acknowledged_at }] } (id and acknowledged_at: issue 17's alerts).
 * Administrators only — it reads with the caller's JWT, so the table's RLS policy
 * ("Admins can read deployments") decides, and a non-admin gets 403.
 * The local backend serves the same contract from supabase/local/functions.ts.
 *
 * Deploy: `supabase functions deploy deployments` (deno.json maps @supabase/supabase-js to npm).
 */
import { createClient } from '@supabase/supabase-js';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): void;
};

const LIMIT = 20;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, apikey, content-type, x-client-info, cache-control, pragma',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS, 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

Deno.serve(async (request) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });
  const authorization = request.headers.get('authorization');
  if (!authorization) return reply(401, { error: 'Sign in as an administrator' });
  const supabase = createClient(Deno.env.get('SUPABASE_URL') ?? '', Deno.env.get('SUPABASE_ANON_KEY') ?? '', {
    global: { headers: { authorization } },
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const admin = await supabase.rpc('is_admin');
  if (admin.error || admin.data !== true) return reply(403, { error: 'Administrators only' });
  const { data, error } = await supabase
    .from('deployments')
    .select('id, created_at, state, site_name, deploy_url, acknowledged_at')
    .order('created_at', { ascending: false })
    .limit(LIMIT);
  if (error) return reply(500, { error: 'Could not read deployments' });
  return reply(200, { deployments: data });
});
