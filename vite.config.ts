/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import type { OutputChunk } from 'rolldown';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEV_ANON_KEY } from './supabase/local/keys';
import { SCREEN_TABLE, patternSource } from './src/app/screenTable';
import { SUPPORTED_LANGUAGES } from './src/i18n/languages';
import { termsInLanguage } from './src/domain/termTexts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
/** The bundled catalogue's data version, for what must name it without loading the catalogue (a problem report). */
const bundledCatalogue = JSON.parse(readFileSync(new URL('./supabase/seed/catalogue.json', import.meta.url), 'utf8')) as { dataVersion: string };
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

const BUNDLED_TERMS_ID = /^\0bundled-terms-(\w+)\.js$/;

/** The chunk of one language's term texts: terms-<language>-<hash>.js. */
function bundledTermsChunk(id: string): string | null {
  const language = BUNDLED_TERMS_ID.exec(id)?.[1];
  return language ? `terms-${language}` : null;
}

/**
 * `virtual:bundled-terms/<language>`: the seed's term texts in one language (src/domain/termTexts.ts),
 * a small chunk of its own per language, for the builder's first visit (issue 12).
 */
function bundledTerms(): Plugin {
  const prefix = 'virtual:bundled-terms/';
  const source = fileURLToPath(new URL('./supabase/seed/content/special-rules.json', import.meta.url));
  return {
    name: 'warcrow-bundled-terms',
    resolveId(id) {
      if (!id.startsWith(prefix)) return null;
      const language = id.slice(prefix.length);
      return (SUPPORTED_LANGUAGES as readonly string[]).includes(language) ? `\0bundled-terms-${language}.js` : null;
    },
    load(id) {
      const language = BUNDLED_TERMS_ID.exec(id)?.[1] as (typeof SUPPORTED_LANGUAGES)[number] | undefined;
      if (!language) return null;
      this.addWatchFile(source);
      return `export default ${JSON.stringify(termsInLanguage(JSON.parse(readFileSync(source, 'utf8')), language))};`;
    },
  };
}

/**
 * Writes into index.html, for every address of src/app/screenTable.ts, the files its screen
 * needs beyond the entry: the screen's chunk and the chunks it imports (and those of the files
 * it loads at once, `alsoLoads`), its CSS, and its
 * translations in the chosen language and English (the fallback). A small inline script
 * picks the address's row and adds modulepreload / preload links, so a cold visit fetches
 * them alongside the entry instead of one round trip after it (issue 12). The app server
 * allows this one inline script by its hash (supabase/local/app-server.ts).
 */
function routePreload(): Plugin {
  return {
    name: 'warcrow-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // The chunk a module's import() loads: its own, or the group's that holds it.
        const byModule = (suffix: string) =>
          chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(suffix)) ??
          chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(suffix)));
        const closure = (roots: string[]) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            byFile.get(file)?.imports.forEach(visit);
          };
          roots.forEach(visit);
          return seen;
        };
        const entry = ctx.chunk ?? chunks.find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('routePreload: no entry chunk for index.html');
        // The renderer's entry: main.tsx imports it dynamically, to evaluate it in a task of its
        // own, but every page needs it at once, so it is preloaded with the entry.
        const renderer = byModule('/node_modules/preact/compat/client.mjs');
        if (!renderer) throw new Error('routePreload: no chunk for react-dom/client (main.tsx imports it dynamically)');
        const entryOnly = closure([entry.fileName]);
        const inEntry = closure([entry.fileName, renderer.fileName]);
        const cssOf = (files: Iterable<string>) => {
          const css = new Set<string>();
          for (const file of files) {
            const meta = (byFile.get(file) as (OutputChunk & { viteMetadata?: { importedCss: Set<string> } }) | undefined)?.viteMetadata;
            meta?.importedCss.forEach((name) => css.add(name));
          }
          return css;
        };
        const entryCss = cssOf(inEntry);
        // File names once, rows by index: the script stays about 2 KB compressed.
        const names: string[] = [];
        const ref = (files: string[]) =>
          files.map((file) => {
            const name = file.replace(/^assets\//, '');
            const at = names.indexOf(name);
            return at >= 0 ? at : names.push(name) - 1;
          });
        const rows = SCREEN_TABLE.map((screen) => {
          const chunk = byModule(`/src/features/${screen.module}`);
          if (!chunk) throw new Error(`routePreload: no chunk for ${screen.module}`);
          const alsoLoaded = (screen.alsoLoads ?? []).map((path) => {
            const found = byModule(`/${path}`);
            if (!found) throw new Error(`routePreload: no chunk for ${path} (${screen.module})`);
            return found.fileName;
          });
          const files = [...closure([chunk.fileName, ...alsoLoaded])].filter((file) => !inEntry.has(file));
          const css = [...cssOf(files)].filter((file) => !entryCss.has(file));
          const translations = Object.fromEntries(
            SUPPORTED_LANGUAGES.map((language) => {
              const names = language === 'en' ? [...screen.namespaces] : ['common', ...screen.namespaces];
              const locale = names.flatMap((ns) => {
                const found = byModule(`/src/i18n/locales/${language}/${ns}.json`);
                return found ? [...closure([found.fileName])].filter((file) => !inEntry.has(file)) : [];
              });
              return [language, ref(locale)];
            }),
          );
          // The chosen language's bundled term texts alone (English is not their fallback).
          const terms = Object.fromEntries(
            SUPPORTED_LANGUAGES.map((language) => {
              if (!screen.bundledTerms) return [language, []];
              const chunk = chunks.find((item) => item.name === `terms-${language}`);
              if (!chunk) throw new Error(`routePreload: no terms-${language} chunk (${screen.module})`);
              return [language, ref([chunk.fileName])];
            }),
          );
          return [screen.paths.map(patternSource), ref(files), ref(css), translations, terms];
        });
        // Nothing but the tables runs in the parser's task: the first read of browser storage
        // (the language) and the first link each cost a phone several milliseconds at 4x CPU
        // slowdown, on top of the page's own start (issue 12: no long task on a cold visit).
        // Then three links per task; each starts a fetch (a phone spent 50-120 ms on thirty
        // of them in one task).
        const script =
          `(function(){var F=${JSON.stringify(names)},R=${JSON.stringify(rows)},d=document,p=location.pathname,q=[];` +
          'function a(h,r,s){q.push([h,r,s])}' +
          'function w(){for(var n=0;n<3&&q.length;n++){var x=q.shift(),k=d.createElement("link");k.rel=x[1];if(x[2])k.as=x[2];k.crossOrigin="";k.href="/assets/"+F[x[0]];k.setAttribute("data-route","");d.head.appendChild(k)}if(q.length)setTimeout(w,0)}' +
          'setTimeout(function(){var l="en";try{l=localStorage.getItem("prod_language")||localStorage.getItem("preview_language")||"en"}catch(e){}' +
          'for(var i=0;i<R.length;i++){var r=R[i];if(r[0].some(function(s){return new RegExp(s,"i").test(p)})){' +
          'r[1].forEach(function(f){a(f,"modulepreload")});r[2].forEach(function(f){a(f,"preload","style")});' +
          '(l!=="en"&&r[3][l]||[]).concat(r[3].en,r[4][l]||r[4].en).forEach(function(f){a(f,"modulepreload")});break}}setTimeout(w,0)},0)})()';
        // After the charset and viewport, before any stylesheet (a script after a pending
        // stylesheet would wait for it).
        const anchor = '<link rel="icon"';
        if (!html.includes(anchor)) throw new Error(`routePreload: index.html has no ${anchor} to place the script before`);
        const rendererLinks = [...inEntry]
          .filter((file) => !entryOnly.has(file))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ');
        return html.replace(anchor, `<script>${script}</script>\n    ${anchor}`).replace('</head>', `  ${rendererLinks}\n  </head>`);
      },
    },
  };
}

/**
 * The sync worker's script, built as one more entry of the app's own build instead of a
 * separate worker bundle (issue 12: nothing downloaded twice). Its chunks are the page's
 * chunks: the database library, the list model and the bundled seed the page has already
 * fetched come from the HTTP cache, where a worker bundle of its own carried a second copy
 * of each (about 30 KB compressed for Dexie alone).
 *
 * `virtual:sync-worker-url` exports the worker script's URL: in the build, the emitted
 * chunk's hashed file; in development, the source module as Vite serves workers. The build
 * fails if the worker's chunks would load the page's shell (React, the router, the app's
 * start-up), which cannot run in a worker.
 */
function syncWorkerEntry(): Plugin {
  const id = 'virtual:sync-worker-url';
  const resolved = '\0' + id;
  const workerSource = fileURLToPath(new URL('./sync/worker.ts', import.meta.url));
  let building = false;
  let reference = '';
  /** The chunks the worker loads, statically or on demand (found when the bundle is written). */
  const workerChunks = new Set<string>();
  return {
    name: 'warcrow-sync-worker-entry',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (building) reference = this.emitFile({ type: 'chunk', id: workerSource, name: 'sync-worker' });
    },
    resolveId(source) {
      return source === id ? resolved : null;
    },
    load(loaded) {
      if (loaded !== resolved) return null;
      return building
        ? `export default import.meta.ROLLUP_FILE_URL_${reference};`
        : `export default new URL('/sync/worker.ts?worker_file&type=module', import.meta.url).href;`;
    },
    config() {
      // Vite preloads a dynamic import's own imports with <link> tags, which needs a
      // document: in the worker's chunks the list stays empty (checked in writeBundle).
      return { build: { modulePreload: { resolveDependencies: (_file: string, deps: string[], { hostId }: { hostId: string }) => (workerChunks.has(hostId) ? [] : deps) } } };
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        if (!building) return;
        const chunks = new Map(Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk').map((c) => [c.fileName, c]));
        workerChunks.clear();
        const from = new Map<string, string>();
        const visit = (file: string, parent: string) => {
          if (workerChunks.has(file)) return;
          workerChunks.add(file);
          from.set(file, parent);
          chunks.get(file)?.imports.forEach((next) => visit(next, file));
          chunks.get(file)?.dynamicImports.forEach((next) => visit(next, file));
        };
        visit(this.getFileName(reference), '');
        for (const file of workerChunks) {
          const pageOnly = Object.keys(chunks.get(file)?.modules ?? {}).find((module) =>
            // The translation files are data (the engine names conflict copies from one of
            // them); the i18n code around them is the page's.
            /node_modules[\\/](react|react-dom|preact|wouter|regexparam|i18next|react-i18next|dompurify)[\\/]|src[\\/](main\.tsx|app[\\/]|ui[\\/]|features[\\/]|i18n[\\/](?!locales[\\/]\w+[\\/]\w+\.json$))/.test(module),
          );
          if (!pageOnly) continue;
          const path = [file];
          while (from.get(path[0]!)) path.unshift(from.get(path[0]!)!);
          this.error(`syncWorkerEntry: the worker loads ${path.join(' → ')}, which carries ${pageOnly}: it must not run in a worker`);
        }
        // The entry module starts the engine when it runs: it must be in the worker's own
        // chunk and nowhere else, or a page that loads that chunk starts an engine on itself.
        const entryFile = this.getFileName(reference);
        const holders = [...chunks.values()].filter((chunk) => chunk.moduleIds.includes(workerSource)).map((chunk) => chunk.fileName);
        if (holders.length !== 1 || holders[0] !== entryFile) {
          this.error(`syncWorkerEntry: sync/worker.ts must be in ${entryFile} alone, not in ${holders.join(', ')}`);
        }
        // The app server sends the worker's policy headers (its CSP) by this name.
        if (!entryFile.startsWith('assets/sync-worker-')) {
          this.error(`syncWorkerEntry: the worker's script must be assets/sync-worker-*.js (supabase/local/app-server.ts sends its CSP by that name), not ${entryFile}`);
        }
      },
    },
    writeBundle(_options, bundle) {
      if (!building) return;
      for (const file of workerChunks) {
        const chunk = bundle[file];
        if (chunk?.type === 'chunk' && chunk.code.includes('__vite__mapDeps')) {
          this.error(`syncWorkerEntry: ${file} runs in the worker but preloads chunks with <link> tags (no document there)`);
        }
      }
    },
  };
}

/**
 * V8's explicit compile hint (Chromium 136+; to other engines a comment) at the top of every
 * chunk: all its functions are compiled with its top level, on the thread that streams the
 * download, instead of on the main thread when each is first called. A cold visit calls most
 * of what it downloads at once (the renderer, i18next, the shell, the screen), and those
 * first-call compiles were a good part of the first render's long task at 4x CPU slowdown
 * (issue 12). Added last, above the preload map Vite puts at the top of a chunk.
 */
function compileHints(): Plugin {
  return {
    name: 'warcrow-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk' || item.code.startsWith(COMPILE_HINT)) continue;
          item.code = `${COMPILE_HINT}\n${item.code}`;
          // The source map (SOURCEMAP=1) moves one line down with the code.
          if (item.map) item.map.mappings = `;${item.map.mappings}`;
        }
      },
    },
  };
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The build fails if two chunks import each other, directly or through others. The manual
 * groups below put modules together by where they load, not by who imports whom; a cycle
 * between two chunks then decides which module body runs first by which chunk the browser
 * happened to start with (a cycle between the engine and a chunk split out of it once left a
 * synced list unshown in CI). The path is printed so the groups can be changed.
 */
function noChunkCycles(): Plugin {
  return {
    name: 'warcrow-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item.imports] as const] : [])));
      const state = new Map<string, 'open' | 'done'>();
      const path: string[] = [];
      const visit = (file: string): void => {
        state.set(file, 'open');
        path.push(file);
        for (const next of imports.get(file) ?? []) {
          if (state.get(next) === 'open') this.error(`noChunkCycles: ${[...path.slice(path.indexOf(next)), next].join(' → ')}`);
          if (!state.has(next)) visit(next);
        }
        path.pop();
        state.set(file, 'done');
      };
      for (const file of imports.keys()) if (!state.has(file)) visit(file);
    },
  };
}

// One config for the app build and for Vitest. The service worker is built
// afterwards by sw/build.ts (workbox-build injectManifest) from dist/.
export default defineConfig(({ command }) => ({
  plugins: [react(), versionFile(), routePreload(), syncWorkerEntry(), bundledTerms(), noChunkCycles(), compileHints()],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      // React's own hook, for libraries written for older Reacts (react-i18next); Preact has it.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __BUILD_ID__: JSON.stringify(buildId),
    __CATALOGUE_DATA_VERSION__: JSON.stringify(bundledCatalogue.dataVersion),
    // `npm run dev` talks to the local backend (npm run backend) with its public dev key;
    // production builds get the key from VITE_SUPABASE_ANON_KEY or /config.js instead.
    ...(command === 'serve' && !process.env.VITE_SUPABASE_ANON_KEY
      ? { 'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(DEV_ANON_KEY) }
      : {}),
  },
  build: {
    target: 'es2022',
    sourcemap: process.env.SOURCEMAP === '1',
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Everything the entry needs before the first render in one file, not a dozen small ones.
        codeSplitting: {
          groups: [
            // The ground floor the sync worker shares with the shell (logger, environment,
            // the backend fetch, the outbox account): a chunk of its own, so that the worker,
            // built into the same graph (syncWorkerEntry), never loads the shell.
            // With the domain's constants, number and date formatting and safe addresses: pure
            // leaves that nearly every first screen reads (the landing a threshold and its news
            // dates), which had brought the whole list model (with its schema library) into the
            // landing's render. And the seed's groups, their keys in syncState (the page's reads
            // and the worker's pull both ask about them) and where a screen's seed request goes
            // (the shell and the database layer both send them). With the two leaves the page and
            // the worker both load, each once a file of a few hundred bytes on every cold visit:
            // the HTML check the news and changelog use, and "sync now" (sync/requestSync.ts). And the
            // "list kept twice" signal the page listens to from start-up (no imports): in `data`, it
            // had the page download and run the whole database layer on a first visit to `/`.
            { name: 'base', test: /src[\\/](platform[\\/][^\\/]+|backend[\\/](fetch|config)|db[\\/](dbName|outbox|seedKeys|keptEditsSignal|seed[\\/](groups|seedRequests))|domain[\\/](constants|format|urls|html))\.ts$|sync[\\/]requestSync\.ts$|vite[\\/]preload-helper/, priority: 5 },
            { name: 'shell', test: /src[\\/]main\.tsx$/, priority: 4 },
            // One file per language of the bundled term texts (bundledTerms), named for it.
            { name: (id: string) => bundledTermsChunk(id), test: /^\0bundled-terms-/, priority: 4 },
            // The local-database layer (Dexie, the repositories, the queries) as one file, and
            // the sync engine as another, instead of two dozen of a few hundred bytes:
            // each file of a cold visit costs its own response headers and its own fetch, and
            // the page and the worker load the same ones. The bundled seed's loader stays out
            // (a shared list reads it with no database), and so does the REST client (the
            // landing's player count needs it, not the engine).
            {
              name: 'data',
              // With the pure modules only the database layer imports on a first screen (the
              // stored lists' content, the game record), which had been files of their own on
              // every cold visit. Not the short links' and sign-out's repositories (their
              // dialogs and the account's sync load them) nor the saved lists' (`lists` below).
              test: /node_modules[\\/]dexie[\\/]|src[\\/]db[\\/](?!seed[\\/](bundle|groups)|seedKeys|hooks[\\/]|availability|repositories[\\/](cloudLists|playGames|gamesSync|shortLinks|signOutLists)\.ts)|src[\\/]domain[\\/](listContent|game)\.ts$/,
              includeDependenciesRecursively: false,
              priority: 3,
            },
            // The signed-in half of the sync engine (sync/syncAccount.ts, which runSync imports on
            // demand, and what only it reaches: the outbox's push, the pull of an account's
            // lists, versions and games, the cloud lists' repository), and the play-mode games
            // with their reducer (the games' sync and the play screens read them): two files a
            // guest's cold visit never downloads. Kept out of `data` and `engine`, which every
            // visit loads (the page's database and the sync worker).
            {
              name: 'account',
              test: /sync[\\/](syncAccount|accountMappers|pushLists|pullLists|pullGames|pushGames|listVersions|pushSharedLists|shortLinks)\.ts$|src[\\/]db[\\/]repositories[\\/]cloudLists\.ts$/,
              includeDependenciesRecursively: false,
              priority: 4,
            },
            // The saved lists' repository with their versions: the builder, the community and the
            // library write through them; the landing and the sync worker never do, so a cold
            // visit to / leaves them out of the `data` file it downloads.
            {
              name: 'lists',
              test: /src[\\/]db[\\/]repositories[\\/](lists|listVersions)\.ts$/,
              includeDependenciesRecursively: false,
              priority: 4,
            },
            // The REST client and its PostgREST library: the landing's player count and the guest's
            // engine always load both, so one file, not two.
            {
              name: 'rest',
              test: /src[\\/]backend[\\/]rest\.ts$|node_modules[\\/]@supabase[\\/]postgrest-js[\\/]/,
              includeDependenciesRecursively: false,
              priority: 4,
            },
            // The landing with the news and changelog it renders (also read by the admin's news
            // and changelog screens, which then load this file too): one file instead of four.
            // Not what it loads on demand (the stored news, which reads Dexie, the dialogs, the
            // cache card).
            {
              name: 'LandingScreen',
              test: /src[\\/]features[\\/]landing[\\/](LandingScreen|NewsSection|NewsBody|NewsStatus|NewsContent|newsDate|newsSanitiseLog|useLandingNews|useLandingFacts|performance|changelogSource|landing)\.(tsx?|css)$|src[\\/]domain[\\/](news|changelog|admin)\.ts$/,
              includeDependenciesRecursively: false,
              priority: 4,
            },
            {
              name: 'games',
              test: /src[\\/]db[\\/]repositories[\\/](playGames|gamesSync)\.ts$|src[\\/]domain[\\/]play[\\/](rules|reducer)\.ts$/,
              includeDependenciesRecursively: false,
              priority: 4,
            },
            {
              name: 'engine',
              // Not the worker's entry: its one statement starts the engine, which must run
              // only in the worker.
              test: /sync[\\/](?!syncWorkerClient|requestSync|backgroundSync|worker\.ts)[^\\/]+\.ts$/,
              includeDependenciesRecursively: false,
              priority: 2,
            },
            // The list and catalogue model every screen uses, in a chunk of its own: left to the
            // automatic split it shares one with the local-database queries, and a screen that
            // only needs the model (a shared list on a first visit) then downloads Dexie too.
            { name: 'model', test: /src[\\/]domain[\\/](lists|catalogue|budget|types)\.ts$/, priority: 1 },
            // What every page starts after its first paint (the sync worker's link, the access
            // token, Background Sync, the version check, the service worker's registration):
            // one file instead of eight. Nothing here runs code when loaded, only when called,
            // so loading it with the first of them changes no order. Not its imports: the
            // worker shares those (requestSync) and must never load this page-only file.
            {
              name: 'startup',
              test: /sync[\\/](syncWorkerClient|backgroundSync)\.ts$|src[\\/](auth[\\/](accessToken|pendingRevoke|backendConfigStore)|features[\\/]landing[\\/](startupCache|cache)|domain[\\/]cacheHealth|app[\\/]registerServiceWorker)\.ts$|workbox-window|virtual:sync-worker-url/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
            // The database hooks the builder's first screen reads through (with their React
            // binding for Dexie and its batched delivery): one file instead of ten. They read Dexie, so a screen that
            // loads them has the data chunk anyway; a shared list's first screen loads none.
            {
              name: 'hooks',
              test: /node_modules[\\/]dexie-react-hooks[\\/]|src[\\/](db[\\/]hooks[\\/](useLiveQuery|useFactions|useBundledCatalogue|useSetting|useCatalogue|useCatalogueVersion|useSpecialRules|useArmyList|useUnitsForFaction|useSeedGroup)|features[\\/]library[\\/]currentListStore)\.ts$/,
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
    // DIST_DIR lets two builds (e.g. parallel test runs) live side by side; default dist/.
    outDir: process.env.DIST_DIR ?? 'dist',
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    // Libraries that import React are bundled into the tests too, so the alias above gives
    // them Preact, the renderer the app runs on, not a second copy of React.
    server: { deps: { inline: [/react-i18next/, /dexie-react-hooks/, /zustand/, /wouter/] } },
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
          // The property tests and the source-wide checks take a few seconds on a busy 2-core
          // machine; Vitest's 5 s default failed them there once (a timeout, not a finding).
          testTimeout: 20_000,
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
