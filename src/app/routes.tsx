/**
 * Every route of SPEC.md 2, each screen lazy-loaded as its own chunk (lazy), inside
 * the shell. The router is wouter with the app's thin layer over it (src/ui/router.tsx):
 * the app reads its data from Dexie, not from route loaders, so matching an address to a
 * screen is all it asks of a router. Unknown paths show the not-found page; a render or
 * chunk error shows "Unexpected Application Error!" (RouteErrorBoundary).
 */
import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchPath, type PrepareView } from '../ui/router';
import { i18n } from '../i18n';
import { Shell } from './Shell';
import { ScreenSwitch } from './ScreenSwitch';
import { SCREEN_TABLE } from './screenTable';

/** A screen module: its component and, optionally, what its first render needs loaded first. */
type ScreenModule = { Component: ComponentType; ready?: Promise<unknown> };

interface Screen {
  (): ReactElement;
  /** Loads the screen's chunk and its translation namespaces (idempotent). */
  preload: () => Promise<unknown>;
  /** Whether both have loaded. */
  loaded: () => boolean;
}

/**
 * A lazy screen whose chunk and i18n namespaces load together, so the screen never
 * suspends a second time on its translations. Once loaded (or preloaded before the first
 * render) it renders directly: lazy would still suspend once on a fresh promise and show
 * the fallback.
 */
function screen(load: () => Promise<ScreenModule>, namespaces: string[]): Screen {
  let loaded: ScreenModule | null = null;
  let pending: Promise<ScreenModule> | null = null;
  const preload = () => {
    pending ??= Promise.all([
      // A failed `ready` still renders the screen, which then loads what it needs itself.
      load().then((m) => (m.ready ? m.ready.then(() => m, () => m) : m)),
      i18n.loadNamespaces(namespaces),
    ]).then(([m]) => (loaded = m));
    pending.catch(() => {
      pending = null;
    });
    return pending;
  };
  const LazyScreen = lazy(() => preload().then((m) => ({ default: m.Component })));
  const ScreenComponent = () => {
    const Loaded = loaded?.Component;
    return Loaded ? <Loaded /> : <LazyScreen />;
  };
  ScreenComponent.preload = preload;
  ScreenComponent.loaded = () => loaded !== null;
  return ScreenComponent;
}

// Every screen module, each its own chunk; the table names which one an address opens.
const screenModules = import.meta.glob<ScreenModule>('../features/*/*Screen.tsx');

const ROUTES = SCREEN_TABLE.map((entry) => {
  const load = screenModules[`../features/${entry.module}`];
  if (!load) throw new Error(`No screen module ${entry.module}`);
  return { module: entry.module, paths: entry.paths, Screen: screen(load, [...entry.namespaces]) };
});

/**
 * What the router waits for before it shows `pathname`: its screen's chunk and translations
 * when they have not loaded yet (null once they have), so the screen on show stays until the
 * next one can render, with no loading fallback in between.
 */
export const screenLoadFor: PrepareView = (pathname) => {
  const match = ROUTES.find(({ paths }) => paths.some((pattern) => matchPath(pattern, pathname)));
  return match && !match.Screen.loaded() ? match.Screen.preload() : null;
};

/**
 * Starts loading the screen for `pathname` (chunk + translations) so the first render does
 * not show the loading fallback.
 */
export function preloadScreenFor(pathname: string): Promise<unknown> {
  return screenLoadFor(pathname) ?? Promise.resolve();
}

export function AppRoutes() {
  return (
    <Shell>
      <ScreenSwitch routes={ROUTES} />
    </Shell>
  );
}
