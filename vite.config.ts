/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { DEV_ANON_KEY } from './supabase/local/keys';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const buildId = process.env.BUILD_ID ?? Date.now().toString(36);

/** Emits /version.json so a running app can tell a new deployment happened (SPEC.md 7). */
function versionFile(): Plugin {
  return {
    name: 'warcrow-version-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: JSON.stringify({ version: pkg.version, build: buildId }) + '\n',
      });
    },
  };
}

// One config for the app build and for Vitest. The service worker is built
// afterwards by sw/build.ts (workbox-build injectManifest) from dist/.
export default defineConfig(({ command }) => ({
  plugins: [react(), versionFile()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_ID__: JSON.stringify(buildId),
    // `npm run dev` talks to the local backend (npm run backend) with its public dev key;
    // production builds get the key from VITE_SUPABASE_ANON_KEY or /config.js instead.
    ...(command === 'serve' && !process.env.VITE_SUPABASE_ANON_KEY
      ? { 'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(DEV_ANON_KEY) }
      : {}),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // DIST_DIR lets two builds (e.g. parallel test runs) live side by side; default dist/.
    outDir: process.env.DIST_DIR ?? 'dist',
  },
  // The sync worker (sync/worker.ts) is an ES module worker: its engine loads the seed and
  // the rarely used parts (the backoff's server pauses, news) as separate chunks.
  worker: { format: 'es' as const },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      // Declaration files carry no code (and the coverage remapper cannot parse them).
      exclude: ['**/*.d.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/integration/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
}));
