/**
 * Builds the service worker after `vite build`: bundles sw/sw.ts, then lets workbox-build
 * inject the precache manifest of everything in dist/ (app shell, every lazy route chunk,
 * locale chunks, the seed). version.json and config.js stay out: they must come fresh.
 */
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { compressBuild } from './compress';
import { inlineScriptHashes } from '../supabase/local/app-server';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');

async function main() {
  const tmp = mkdtempSync(join(tmpdir(), 'warcrow-sw-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      root,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: tmp,
        emptyOutDir: true,
        minify: true,
        target: 'es2020',
        lib: { entry: join(root, 'sw/sw.ts'), formats: ['iife'], name: 'warcrowServiceWorker', fileName: () => 'sw.js' },
      },
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: join(tmp, 'sw.js'),
      swDest: join(dist, 'sw.js'),
      globDirectory: dist,
      globPatterns: ['**/*.{js,css,html,png,svg,webmanifest,md,json,ico,woff2}'],
      // The password-strength dictionary (~200 KB compressed) only serves sign-up and a new
      // password, which need the network anyway: fetched when first used, never precached.
      globIgnores: ['sw.js', 'version.json', 'config.js', '**/*.map', 'assets/passwordStrength-*'],
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      dontCacheBustURLsMatching: /assets\/.+-[A-Za-z0-9_-]{8,}\./,
    });
    warnings.forEach((w) => process.stderr.write(`workbox: ${w}\n`));
    process.stdout.write(`service worker: precaching ${count} files, ${(size / 1024).toFixed(1)} KiB\n`);
    // A static host's Content-Security-Policy must allow index.html's route-preload script (README).
    const hashes = inlineScriptHashes(readFileSync(join(dist, 'index.html'), 'utf8'));
    process.stdout.write(`index.html inline script, for script-src: ${hashes.join(' ')}\n`);
    const compressed = compressBuild(dist);
    process.stdout.write(
      `compressed ${compressed.files} text files: ${(compressed.bytes / 1024).toFixed(0)} KiB → brotli ${(compressed.brotliBytes / 1024).toFixed(0)} KiB, gzip ${(compressed.gzipBytes / 1024).toFixed(0)} KiB\n`,
    );
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
  process.exit(1);
});
