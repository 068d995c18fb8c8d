/**
 * The local Supabase-compatible backend: one HTTP server on 127.0.0.1 serving
 * `/auth/v1`, `/rest/v1` and `/functions/v1/deployments` over PGlite, or over a Postgres
 * server when `databaseUrl` (or the DATABASE_URL environment variable) says so.
 *
 *   const backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true, seed: false });
 *   createClient(backend.url, backend.anonKey, …);
 *   await backend.stop();
 *
 * Start-up: open the database, apply the bootstrap and migrations, seed (unless seed: false),
 * read the schema cache, listen. Gateway duties that Kong does for hosted Supabase happen
 * here: the apikey check, CORS for local origins, a request body cap.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { AuthServer } from './auth';
import { loadCatalogue } from './catalogue';
import type { Catalogue } from './catalogue';
import { API_ROLES, Database, redactDatabaseUrl } from './db';
import type { ApiRole, RequestContext, Tx } from './db';
import { ApiError, toApiError } from './errors';
import { handleDeployments } from './functions';
import { verifyToken } from './jwt';
import type { VerifyResult } from './jwt';
import { DEV_ANON_KEY, DEV_JWT_SECRET, DEV_SERVICE_ROLE_KEY } from './keys';
import { migrate } from './migrate';
import { handleRest } from './rest';
import { seedDatabase } from './seed';

export const DEFAULT_PORT = 54321;
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('./.data', import.meta.url));
/** Largest request body accepted (bytes); larger ones get 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Largest page a select returns, as hosted Supabase's default max rows. */
export const MAX_ROWS = 1000;
/** Schemas the REST API serves: public, and locally the mail outbox in `local`. */
const EXPOSED_SCHEMAS = ['public', 'local'] as const;

const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'prefer',
  'range',
  'range-unit',
  'accept',
  'accept-profile',
  'content-profile',
  'x-supabase-api-version',
  'cache-control',
  'pragma',
  'x-retry-count',
].join(', ');
const EXPOSED_HEADERS = 'content-range, content-profile, preference-applied, x-supabase-api-version, location';

export interface BackendOptions {
  /** Port on 127.0.0.1 (0 picks a free one). Default: BACKEND_PORT or 54321. */
  port?: number;
  /** Data folder for PGlite, or 'memory'. Default: supabase/local/.data. */
  dataDir?: string | 'memory';
  /**
   * A Postgres server to use instead of PGlite (postgres://user:password@host:port/db; the
   * user must be a superuser). Default: DATABASE_URL, unless dataDir is given.
   */
  databaseUrl?: string;
  /** No request log. */
  quiet?: boolean;
  /** Load catalogue, content, demo accounts and the demo deployment (default true). */
  seed?: boolean;
  /** Confirm emails at sign-up instead of by mail link (default true). */
  autoConfirm?: boolean;
}

export interface Backend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** Runs SQL as the database owner (tests and tools; bypasses RLS). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

const restError = (error: ApiError): Reply => json(error.status, error.toBody());

function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (
      /^https?:$/.test(url.protocol) &&
      (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost'))
    );
  } catch {
    return false;
  }
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  const headers: Record<string, string> = { vary: 'Origin' };
  if (origin && isLocalOrigin(origin)) {
    headers['access-control-allow-origin'] = origin;
    headers['access-control-allow-credentials'] = 'true';
    headers['access-control-expose-headers'] = EXPOSED_HEADERS;
  }
  return headers;
}

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => (tooLarge ? reject(new BodyTooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

function bearerOf(req: IncomingMessage): string | null {
  const value = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  return match ? (match[1] as string) : null;
}

/** The request's role and claims from its JWT (Authorization, else apikey), or an error reply. */
/** The apikey of a request; a key in the URL may only be the public (anon) one. */
async function checkedApiKey(req: IncomingMessage, url: URL): Promise<{ apikey: string; check: VerifyResult } | Reply> {
  const fromHeader = req.headers.apikey as string | undefined;
  const apikey = fromHeader ?? url.searchParams.get('apikey');
  if (!apikey) {
    return json(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
  }
  const check = await verifyToken(apikey);
  if (!check.ok) {
    return json(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
  }
  if (fromHeader === undefined && check.claims.role !== 'anon') {
    // URLs end up in logs, histories and Referer headers: a secret key never rides in one.
    return json(401, {
      code: 'PGRST301',
      message: 'A secret API key cannot be sent in the URL',
      details: null,
      hint: 'Send it in the apikey header.',
    });
  }
  return { apikey, check };
}

async function resolveContext(req: IncomingMessage, url: URL, db: Database): Promise<RequestContext | Reply> {
  const key = await checkedApiKey(req, url);
  if (!('apikey' in key)) return key;
  const { apikey, check: keyCheck } = key;
  const token = bearerOf(req) ?? apikey;
  const verified = token === apikey ? keyCheck : await verifyToken(token);
  const unauthorized = (code: string, message: string) =>
    json(401, { code, message, details: null, hint: null }, { 'www-authenticate': `Bearer error="invalid_token", error_description="${message}"` });
  if (!verified.ok) {
    if (verified.reason === 'expired') return unauthorized('PGRST303', 'JWT expired');
    return unauthorized('PGRST301', verified.reason === 'malformed' ? 'JWT could not be decoded' : 'JWT signature is invalid');
  }
  const role = verified.claims.role;
  if (typeof role !== 'string' || !API_ROLES.includes(role as ApiRole)) {
    return unauthorized('PGRST301', 'JWT role is not allowed');
  }
  if (role === 'authenticated' && typeof verified.claims.sub !== 'string') {
    return unauthorized('PGRST301', 'JWT has no subject');
  }
  // A signed-out session's token is refused at once, not when it expires.
  const sessionId = verified.claims.session_id;
  if (role === 'authenticated' && typeof sessionId === 'string' && sessionId !== '') {
    const live = await db.query<{ live: boolean }>(
      'select exists (select 1 from auth.sessions where id::text = $1 and user_id::text = $2) as live',
      [sessionId, verified.claims.sub],
    );
    if (!live[0]?.live) return unauthorized('PGRST301', 'JWT session has ended');
  }
  return { role: role as ApiRole, claims: verified.claims };
}

/** Deepest JSON nesting a request body may have (a list's units need 4). */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in JSON text (brackets inside strings do not count). */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b || ch === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (ch === 0x5d || ch === 0x7d) {
      depth--;
    }
  }
  return deepest;
}

function parseJson(raw: Buffer): { ok: true; value: unknown } | { ok: false; tooDeep: boolean } {
  if (raw.length === 0) return { ok: true, value: undefined };
  const text = raw.toString('utf8');
  if (jsonDepth(text) > MAX_JSON_DEPTH) return { ok: false, tooDeep: true };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, tooDeep: false };
  }
}

/** A body the API reads must say it is JSON (a form or text/plain post is another site's). */
function isJsonContentType(value: string | undefined): boolean {
  const type = (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/vnd\.pgrst\.[a-z.]+\+json$/.test(type);
}

/**
 * A browser request from a page of another site that changes something. Browsers send
 * Origin with every such request; "simple" ones (a text/plain or form POST) skip the CORS
 * preflight, so the CORS headers alone would not stop them. The app's own pages are local
 * origins (localhost and 127.0.0.1 count alike, whatever Sec-Fetch-Site says of the port).
 * A request without Origin is not a browser page's (scripts, tests, the sync worker's fetch
 * sends one).
 */
function isCrossSiteWrite(req: IncomingMessage, method: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  return origin === 'null' || !isLocalOrigin(origin);
}

export async function startBackend(options: BackendOptions = {}): Promise<Backend> {
  const envPort = process.env.BACKEND_PORT ? Number(process.env.BACKEND_PORT) : undefined;
  const port = options.port ?? envPort ?? DEFAULT_PORT;
  // An explicit databaseUrl wins; an explicit dataDir keeps PGlite even when DATABASE_URL is set.
  const databaseUrl = options.databaseUrl || (options.dataDir ? undefined : process.env.DATABASE_URL || undefined);
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const log = (line: string) => {
    if (!options.quiet) process.stdout.write(`${line}\n`);
  };

  const db = databaseUrl ? await Database.connect(databaseUrl) : await Database.open(dataDir);
  if (databaseUrl) log(`Database: Postgres server at ${redactDatabaseUrl(databaseUrl)}`);
  let catalogue: Catalogue | null = null;
  let auth: AuthServer | null = null;
  const run = <T,>(ctx: RequestContext, fn: (tx: Tx) => Promise<T>): Promise<T> => db.asRole(ctx, fn);

  const serve = async (req: IncomingMessage): Promise<Reply> => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') {
      return {
        status: 204,
        headers: {
          'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
          'access-control-allow-headers': ALLOWED_HEADERS,
          'access-control-max-age': '86400',
        },
        body: null,
      };
    }
    if (!catalogue || !auth) return json(503, { message: 'The local backend is starting' });

    let raw: Buffer;
    try {
      raw = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return json(413, { code: 'PGRST413', message: 'Payload Too Large', details: `The limit is ${MAX_BODY_BYTES} bytes`, hint: null });
      }
      throw error;
    }
    const path = url.pathname;
    if (isCrossSiteWrite(req, method)) {
      return json(403, { code: 'cross_site_request', message: 'Requests that change data are not accepted from other sites', details: null, hint: null });
    }
    // A body the API reads must be JSON; a method the API does not serve is refused as before.
    const bodyMethods = path.startsWith('/auth/v1/') ? ['POST', 'PUT'] : ['POST', 'PATCH', 'DELETE'];
    if (raw.length > 0 && bodyMethods.includes(method) && !isJsonContentType(req.headers['content-type'])) {
      return json(415, {
        code: 'PGRST107',
        message: 'The request body must be JSON (Content-Type: application/json)',
        details: null,
        hint: null,
      });
    }

    if (path.startsWith('/auth/v1/')) {
      const sub = path.slice('/auth/v1/'.length);
      const open = sub === 'verify' || sub === 'health';
      if (!open) {
        const ctx = await resolveApiKeyOnly(req, url);
        if (ctx) return ctx;
      }
      const body = parseJson(raw);
      if (!body.ok) {
        const msg = body.tooDeep ? `JSON nested deeper than ${MAX_JSON_DEPTH} levels` : 'Could not parse request body as JSON';
        return json(400, { code: 'bad_json', error_code: 'bad_json', msg });
      }
      return auth.handle({ method, path: sub, query: url.searchParams, bearer: bearerOf(req), body: body.value });
    }

    if (path.startsWith('/rest/v1/') || path === '/rest/v1') {
      const ctx = await resolveContext(req, url, db);
      if (!('role' in ctx)) return ctx;
      const body = parseJson(raw);
      if (!body.ok) {
        return restError(
          body.tooDeep
            ? new ApiError(400, 'PGRST102', 'Invalid json', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`)
            : new ApiError(400, 'PGRST102', 'Empty or invalid json'),
        );
      }
      try {
        return await handleRest(
          run,
          catalogue,
          {
            method,
            path: path.slice('/rest/v1/'.length),
            query: url.searchParams,
            headers: req.headers,
            body: body.value,
            ctx,
          },
          { maxRows: MAX_ROWS, schemas: EXPOSED_SCHEMAS },
        );
      } catch (error) {
        const apiError = toApiError(error, ctx.role);
        if (apiError.status >= 500) process.stderr.write(`[backend] ${method} ${path}: ${String((error as Error).stack ?? error)}\n`);
        return restError(apiError);
      }
    }

    if (path === '/functions/v1/deployments') {
      const ctx = await resolveContext(req, url, db);
      if (!('role' in ctx)) return ctx;
      const result = await handleDeployments(run, ctx);
      return json(result.status, result.body, { 'cache-control': 'no-store' });
    }

    return json(404, { message: 'no Route matched with those values' });
  };

  /** Auth routes need a valid apikey; the user's own token is checked by the auth server. */
  async function resolveApiKeyOnly(req: IncomingMessage, url: URL): Promise<Reply | null> {
    const key = await checkedApiKey(req, url);
    return 'apikey' in key ? null : key;
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const started = Date.now();
    const cors = corsHeaders(req);
    serve(req)
      .catch((error: unknown): Reply => {
        process.stderr.write(`[backend] ${req.method} ${req.url}: ${String((error as Error).stack ?? error)}\n`);
        return json(500, { code: 'PGRST000', message: 'Internal server error', details: null, hint: null });
      })
      .then((reply) => {
        const headers = { ...cors, ...reply.headers };
        if (reply.status === 413) headers.connection = 'close';
        res.writeHead(reply.status, headers);
        res.end(req.method === 'HEAD' ? undefined : (reply.body ?? undefined));
        log(`${req.method} ${req.url} ${reply.status} ${Date.now() - started}ms`);
      })
      .catch(() => res.destroy());
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await db.close();
    throw error;
  }
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  try {
    const applied = await migrate(db);
    if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
    const loaded = await loadCatalogue(db, EXPOSED_SCHEMAS);
    if (options.seed ?? true) {
      const report = await seedDatabase(db, loaded);
      log(`Seeded: ${JSON.stringify(report.tables)}; demo accounts created: ${report.accounts}`);
      if (report.skipped.length) log(`Seed skipped: ${report.skipped.join(', ')}`);
    }
    auth = new AuthServer(db, {
      url,
      autoConfirm: options.autoConfirm ?? true,
      siteUrl: process.env.SITE_URL ?? 'http://localhost:4173',
    });
    catalogue = loaded;
  } catch (error) {
    server.close();
    await db.close();
    throw error;
  }

  let stopped = false;
  return {
    url,
    anonKey: DEV_ANON_KEY,
    serviceRoleKey: DEV_SERVICE_ROLE_KEY,
    jwtSecret: DEV_JWT_SECRET,
    query: (sql, params = []) => db.query(sql, params),
    async stop() {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}
