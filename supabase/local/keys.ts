/**
 * Fixed development keys for the local backend (supabase/local) — never for production.
 *
 * Like the Supabase CLI's local stack, development uses one well-known JWT secret and an
 * anon key and a service-role key signed with it (HS256), so every checkout, test and the
 * app's local build agree without configuration. They were generated once for this project
 * with jose (iss "warcrow-local", iat 2026-01-01, exp 2036-01-01) and are public on purpose:
 * they only open a database on 127.0.0.1 that holds demo data.
 *
 * Production keys live in the hosted Supabase project's settings and in the deploy
 * environment; they are never written into this repository.
 */

/** HS256 secret that signs the two keys below and every access token the local auth issues. */
export const DEV_JWT_SECRET = 'pcx3vP4DbR7uXfPAYqsF_Yuu0hdi1aHFJwav_ef_md3qsHGd';

/** Public key for the browser: role "anon". */
export const DEV_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJ3YXJjcm93LWxvY2FsIiwicm9sZSI6ImFub24iLCJpYXQiOjE3NjcyMjU2MDAsImV4cCI6MjA4Mjc1ODQwMH0.o1h76_r89BfVTgFFDvnxtRCvX6gvBB4MDecKvsf3rkw';

/** Server-side key: role "service_role", bypasses row-level security. Never ship it to a browser. */
export const DEV_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJ3YXJjcm93LWxvY2FsIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImlhdCI6MTc2NzIyNTYwMCwiZXhwIjoyMDgyNzU4NDAwfQ.HqkKqfrTNfOSAIvtpK5E2Giofyoddl4VuayMKLziMKE';

/** Lifetime of an access token issued by the local auth server, as hosted Supabase's default. */
export const ACCESS_TOKEN_TTL_S = 3600;
