// The app server sends the build's precompressed copies (issue 12 "Compressed responses"): a
// build folder made here, compressed by the same build step, served by the same server.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding, startAppServer } from '../../../supabase/local/app-server';
import { compressBuild } from '../../../sw/compress';

let dist: string;
let base: string;
let stop: () => Promise<void>;
const script = `console.log(${JSON.stringify('Warcrow '.repeat(400))});\n`;
const shell = `<!doctype html><html><head><title>Warcrow</title></head><body>${'<div></div>'.repeat(100)}</body></html>`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'warcrow-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), shell);
  writeFileSync(join(dist, 'assets', 'app-abcdefgh.js'), script);
  writeFileSync(join(dist, 'assets', 'tiny-abcdefgh.js'), 'export {};\n');
  writeFileSync(join(dist, 'assets', 'sync-worker-abcdefgh.js'), 'import "./app-abcdefgh.js";\n');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(join(dist, 'icon.png'), Buffer.alloc(2048, 1));
  const report = compressBuild(dist);
  expect(report.files).toBe(2);
  const app = await startAppServer({ distDir: dist, port: 0, backendUrl: 'http://127.0.0.1:54321', anonKey: 'key' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  stop = app.stop;
});

afterAll(async () => {
  await stop();
  rmSync(dist, { recursive: true, force: true });
});

function get(path: string, acceptEncoding?: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed responses', () => {
  it('sends brotli to a browser that accepts it, with Vary and the compressed length', async () => {
    const res = await get('/assets/app-abcdefgh.js', 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await get('/assets/app-abcdefgh.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get('/assets/app-abcdefgh.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);
    const refused = await get('/assets/app-abcdefgh.js', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the shell served for an app route, and HEAD gives the same headers', async () => {
    const page = await get('/builder', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toBe(shell);
    const head = await get('/builder', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(page.body.length);
    expect(head.body.length).toBe(0);
  });

  it('leaves tiny files and images as they are', async () => {
    const tiny = await get('/assets/tiny-abcdefgh.js', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers.vary).toBeUndefined();
    const png = await get('/icon.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(2048);
  });

  it('reads Accept-Encoding as browsers send it', () => {
    const has = (p: string) => p.endsWith('.br') || p.endsWith('.gz');
    expect(pickEncoding('gzip, deflate, br', '/x.js', has).encoding).toBe('br');
    expect(pickEncoding('*', '/x.js', has).encoding).toBe('br');
    expect(pickEncoding('br;q=0,gzip', '/x.js', has).encoding).toBe('gzip');
    expect(pickEncoding('identity', '/x.js', has).encoding).toBeNull();
    expect(pickEncoding(undefined, '/x.js', has).encoding).toBeNull();
  });
});

describe('policy headers', () => {
  const policy = ['content-security-policy', 'x-frame-options', 'permissions-policy', 'referrer-policy'];

  it('the shell, the service worker and the sync worker carry the CSP and the other policies', async () => {
    for (const path of ['/', '/builder', '/sw.js', '/assets/sync-worker-abcdefgh.js']) {
      const res = await get(path, 'br');
      expect(res.status, path).toBe(200);
      for (const name of policy) expect(res.headers[name], `${path} ${name}`).toBeTruthy();
      expect(res.headers['content-security-policy'], path).toContain("script-src 'self'");
      expect(res.headers['content-security-policy'], path).toContain('connect-src \'self\' http://127.0.0.1:54321');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('a script a page imports gets nosniff and its caching, not the policies it cannot use', async () => {
    for (const path of ['/assets/app-abcdefgh.js', '/assets/tiny-abcdefgh.js', '/config.js']) {
      const res = await get(path, 'br');
      expect(res.status, path).toBe(200);
      for (const name of policy) expect(res.headers[name], `${path} ${name}`).toBeUndefined();
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
    }
    expect((await get('/assets/app-abcdefgh.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the headers follow the file sent, not the address: sw.js asked for through /assets/ keeps its policy and no caching', async () => {
    const res = await get('/assets/..%2fsw.js');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('addEventListener');
    expect(res.headers['content-security-policy']).toBeTruthy();
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a missing file is a 404 with the policies', async () => {
    const res = await get('/assets/gone-abcdefgh.js');
    expect(res.status).toBe(404);
    expect(res.headers['content-security-policy']).toBeTruthy();
  });
});

describe('damaged addresses', () => {
  it('a path with a malformed escape gets the shell (the app says the link cannot be read), never a bare 400', async () => {
    for (const path of ['/shared-list/%', '/shared-list/%E0%A4%A', '/shared-list/abc%ZZ']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.body.toString(), path).toBe(shell);
    }
  });

  it('a malformed escape never reaches a file outside the build', async () => {
    const res = await get('/..%2F..%2F%ZZ/etc/passwd');
    expect(res.body.toString()).toBe(shell);
  });
});
