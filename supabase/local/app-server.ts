/**
 * Serves the built app (dist/) for `npm start` and the end-to-end tests, with the headers we
 * document for production hosting: a Content-Security-Policy (script-src 'self' plus the hash
 * of index.html's one inline script, the route preload,
 * object-src 'none', frame-ancestors 'none', connect-src self plus the backend), nosniff,
 * a strict referrer policy, immutable caching for hashed assets and no caching for the
 * service worker, version.json and the shell. Unknown paths get the shell (SPA routing).
 * /config.js tells the app where the backend is.
 *
 * The policy headers (CSP, frame, referrer and permissions policy) go on what becomes a
 * document or a worker's global scope: the shell, sw.js and the sync worker's entry chunk. A
 * hashed module a page or worker imports runs under its importer's policy, so repeating them on
 * each of a cold visit's ~50 script responses only cost the player about 500 bytes apiece on
 * HTTP/1.1; those get nosniff and their caching headers.
 *
 * Text files go out compressed: the build writes a .br and a .gz copy of each (sw/compress.ts),
 * and the copy the browser accepts (Accept-Encoding, brotli first) is sent with
 * Content-Encoding and `Vary: Accept-Encoding`.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface AppServerOptions {
  distDir: string;
  port: number;
  host?: string;
  backendUrl: string;
  anonKey: string;
}

/**
 * The CSP hash source of every inline script in the page (the build's route-preload script):
 * script-src allows exactly these and no other inline code.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(backendUrl: string, scriptHashes: readonly string[] = []): string {
  const backend = new URL(backendUrl).origin;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `connect-src 'self' ${backend}`,
    "img-src 'self' data: blob: https:",
    "style-src 'self' 'unsafe-inline'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/** The precompressed copy to send for `path`, if the browser accepts one and the build has it. */
export function pickEncoding(acceptEncoding: string | undefined, path: string, exists: (p: string) => boolean = existsSync): { file: string; encoding: 'br' | 'gzip' | null } {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? (accepted.has('*') ? (accepted.get('*') ?? 0) : 0)) > 0;
  if (allows('br') && exists(`${path}.br`)) return { file: `${path}.br`, encoding: 'br' };
  if (allows('gzip') && exists(`${path}.gz`)) return { file: `${path}.gz`, encoding: 'gzip' };
  return { file: path, encoding: null };
}

/**
 * True for a response whose policy headers apply to nothing: a hashed script imported by a page
 * or worker. The sync worker's entry (`assets/sync-worker-*.js`, named by vite.config.ts) is a
 * worker's own script, so its response's CSP is the worker's policy and it keeps them.
 */
export function isImportedScript(path: string): boolean {
  return path.startsWith('/assets/') && /\.m?js$/.test(path) && !path.startsWith('/assets/sync-worker-');
}

function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function startAppServer(options: AppServerOptions): Promise<{ url: string; server: Server; stop: () => Promise<void> }> {
  const dist = resolve(options.distDir);
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`No build found at ${dist}. Run npm run build first.`);
  const csp = contentSecurityPolicy(options.backendUrl, inlineScriptHashes(readFileSync(indexPath, 'utf8')));
  const configJs =
    `window.__WARCROW_CONFIG__ = ${JSON.stringify({ supabaseUrl: options.backendUrl, supabaseAnonKey: options.anonKey })};\n`;

  const policyHeaders = (res: ServerResponse) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    res.setHeader('X-Frame-Options', 'DENY');
  };

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      policyHeaders(res);
      res.statusCode = 405;
      res.end();
      return;
    }
    const rawPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      // A malformed escape (a damaged /shared-list/ link) names no file: the app's shell answers
      // and says the link cannot be read, rather than the browser showing a bare 400.
      pathname = rawPath;
    }
    if (pathname === '/config.js') {
      res.setHeader('Content-Type', MIME['.js']!);
      res.setHeader('Cache-Control', 'no-cache');
      res.end(req.method === 'HEAD' ? undefined : configJs);
      return;
    }
    const filePath = normalize(join(dist, pathname));
    const inside = filePath === dist || filePath.startsWith(dist + sep);
    let target = indexPath;
    if (inside && existsSync(filePath) && statSync(filePath).isFile()) target = filePath;
    else if (extname(pathname) && pathname !== '/') {
      // A missing file (an old hashed chunk after a deploy) is a real 404, never the shell.
      res.statusCode = 404;
      policyHeaders(res);
      res.setHeader('Content-Type', MIME['.txt']!);
      res.end('Not found');
      return;
    }
    // The file actually sent, not the address asked for (an escaped `..` can name sw.js
    // through /assets/): it decides the policy and caching headers.
    const servedPath = `/${relative(dist, target).split(sep).join('/')}`;
    if (!isImportedScript(servedPath)) policyHeaders(res);
    res.setHeader('Content-Type', MIME[extname(target)] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', cacheControlFor(servedPath));
    if (servedPath === '/sw.js') res.setHeader('Service-Worker-Allowed', '/');
    const { file, encoding } = pickEncoding(req.headers['accept-encoding'], target);
    if (encoding !== null || existsSync(`${target}.br`) || existsSync(`${target}.gz`)) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding !== null) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', statSync(file).size);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (file === indexPath) res.end(readFileSync(indexPath));
    else createReadStream(file).pipe(res);
  };

  const server = createServer(handler);
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const url = `http://localhost:${options.port}`;
      resolvePromise({
        url,
        server,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
