import { startTransition, StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App';
import { preloadScreenFor } from './app/routes';
import { initI18n } from './i18n';
import { applyTheme, readTheme } from './app/theme';
import { checkEnvironmentMismatch, databaseName, dataEnvironment } from './platform/environment';
import { configureDatabaseName, whenPageDatabase } from './db/dbName';
import { expectSeeder } from './db/seed/seedRequests';
import { onStartup } from './app/startup';
import { logger } from './platform/logger';
import { nextTask } from './platform/afterPaint';
import { warmFonts } from './platform/warmFonts';
import { deviceHoldsContent } from './platform/seedMark';
import { hasLegacyListKeys } from './platform/legacyLists';
import { decideAuth } from './auth/startAuth';
import './ui/theme.css';
import './ui/components.css';
import './app/shell.css';

applyTheme(readTheme());
checkEnvironmentMismatch();

// The local database is the source of truth for every screen. Only its name is set before
// the first render (Dexie loads with the first screen that reads); the one-time import of
// older lists and the saved-game check run after first paint, the seed runs in the sync
// worker (auth/startAuth.ts), and the live queries update the screens when they finish. A
// screen that asks for a seed group before the worker is up waits for it.
configureDatabaseName(databaseName);
expectSeeder();
// A device that has held content before (or lists of the app's earliest versions) has something
// to import or check at start-up. A first visit has nothing stored: a page that only shows
// content loads no database code at all (the sync worker opens the database, writes the news and
// says whether it could open it); a screen that reads the database loads it then.
if (deviceHoldsContent() || hasLegacyListKeys()) {
  onStartup(async () => {
    const { startLocalDatabase } = await import('./db/startLocalDatabase');
    await startLocalDatabase(dataEnvironment, { seed: false }).ready;
  });
}
// Whether this browser keeps anything at all (issue 13 item 12): asked on the page as soon as it
// opens the database itself, otherwise answered by the sync engine (src/auth/startAuth.ts).
whenPageDatabase(() => void import('./db/availability').then((m) => m.probeDatabase()));
// SPEC.md 4 "Version handling": whatever screen opens first.
onStartup(() => import('./features/landing/startupCache').then((m) => m.runCacheStartup()));

/** The first screen gets this long to load before the shell renders with its fallback. */
const FIRST_SCREEN_WAIT_MS = 1500;

/** Set for this tab once a failed start has reloaded the page, so it reloads at most once. */
const START_RELOAD_KEY = 'warcrow-start-reloaded';

/**
 * A start that failed (a chunk missing after a deploy, a network error on the renderer) is
 * logged and the page reloads once, instead of staying blank.
 */
function startFailed(error: unknown): void {
  logger.error('The app could not start', { error: String(error) });
  try {
    if (sessionStorage.getItem(START_RELOAD_KEY) !== null) return;
    sessionStorage.setItem(START_RELOAD_KEY, '1');
  } catch {
    return;
  }
  location.reload();
}

// Evaluating this module (Preact, the router, i18next and the shell) is one task the browser
// cannot split; each start-up step after it runs in a task of its own (nextTask), so a slow
// phone never runs one long task for all of them (issue 12: none over 50 ms at 4x CPU slowdown).
void (async () => {
  await nextTask();
  // The fonts the first frame draws, looked up while the screen's files are on their way.
  warmFonts();
  // Whether this is a guest (answered by the session store in a few milliseconds), so a guest's
  // first render already shows what needs auth ready.
  const authDecided = decideAuth();
  await nextTask();
  const i18n = await initI18n();
  // The screen's chunk and its translations (index.html has already asked for its files).
  await Promise.race([
    Promise.all([preloadScreenFor(location.pathname).catch(() => undefined), authDecided]),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
  // The renderer's entry (react-dom/client, which the build gives from Preact: vite.config.ts)
  // is a chunk of its own, fetched alongside this one (index.html preloads it).
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  const root = document.getElementById('root');
  if (!root) return;
  // A transition where the renderer has them (React renders in slices; Preact renders at once).
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <App />
        </I18nextProvider>
      </StrictMode>,
    );
  });
  // In a task of its own: the tab's first sessionStorage access costs milliseconds (issue 12).
  setTimeout(() => {
    try {
      sessionStorage.removeItem(START_RELOAD_KEY);
    } catch {
      // No session storage: nothing was set either.
    }
  }, 0);
})().catch(startFailed);
