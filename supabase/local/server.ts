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
async function resolveContext(req: IncomingMessage, url: URL): Promise<RequestContext | Reply> {
  const apikey = (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey');
  if (!apikey) {
    return json(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
  }
  const keyCheck = await verifyToken(apikey);
  if (!keyCheck.ok) {
    return json(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
  }
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
  return { role: role as ApiRole, claims: verified.claims };
}

function parseJson(raw: Buffer): { ok: true; value: unknown } | { ok: false } {
  if (raw.length === 0) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(raw.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
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

    if (path.startsWith('/auth/v1/')) {
      const sub = path.slice('/auth/v1/'.length);
      const open = sub === 'verify' || sub === 'health';
      if (!open) {
        const ctx = await resolveApiKeyOnly(req, url);
        if (ctx) return ctx;
      }
      const body = parseJson(raw);
      if (!body.ok) return json(400, { code: 'bad_json', error_code: 'bad_json', msg: 'Could not parse request body as JSON' });
      return auth.handle({ method, path: sub, query: url.searchParams, bearer: bearerOf(req), body: body.value });
    }

    if (path.startsWith('/rest/v1/') || path === '/rest/v1') {
      const ctx = await resolveContext(req, url);
      if (!('role' in ctx)) return ctx;
      const body = parseJson(raw);
      if (!body.ok) return restError(new ApiError(400, 'PGRST102', 'Empty or invalid json'));
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
      const ctx = await resolveContext(req, url);
      if (!('role' in ctx)) return ctx;
      const result = await handleDeployments(run, ctx);
      return json(result.status, result.body, { 'cache-control': 'no-store' });
    }

    return json(404, { message: 'no Route matched with those values' });
  };

  /** Auth routes need a valid apikey; the user's own token is checked by the auth server. */
  async function resolveApiKeyOnly(req: IncomingMessage, url: URL): Promise<Reply | null> {
    const apikey = (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey');
    if (!apikey) return json(401, { message: 'No API key found in request' });
    const check = await verifyToken(apikey);
    return check.ok ? null : json(401, { message: 'Invalid API key' });
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
