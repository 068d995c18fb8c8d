/**
 * The screens' routes, each screen inside a Suspense boundary of its own, and the not-found
 * page for any other address.
 *
 * The boundary is the route's and is unmounted with it. Preact's Suspense (preact/compat)
 * shows nothing, for good, once the component that suspended is removed by an update from
 * below the boundary: with one boundary around the whole switch, Back from a screen still
 * waiting (for a translation, a lazy part) left the page empty. A navigation to another
 * screen now replaces the whole boundary, suspended or not.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingBlock } from '../ui';
import { Route, Switch } from '../ui/router';
import { NotFound } from './NotFound';
import { StartAfterFirstScreen } from './startup';

export interface ScreenRoute {
  /** Names the screen: two addresses of one screen keep it mounted between them. */
  module: string;
  paths: readonly string[];
  Screen: ComponentType;
}

function ScreenBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingBlock />}>
      {children}
      {/* After the screen, so its effect runs once the screen itself is committed. */}
      <StartAfterFirstScreen />
    </Suspense>
  );
}

export function ScreenSwitch({ routes }: { routes: readonly ScreenRoute[] }) {
  // Keyed by screen: moving between two addresses of one screen (/play and /play/:gameId)
  // keeps it mounted. Switch renders only the route that matches, so a key repeated across
  // a screen's addresses never reaches the renderer's list reconciliation.
  return (
    <Switch>
      {routes.flatMap(({ module, paths, Screen }) =>
        paths.map((path) => (
          <Route key={module} path={path}>
            <ScreenBoundary>
              <Screen />
            </ScreenBoundary>
          </Route>
        )),
      )}
      <Route>
        <ScreenBoundary>
          <NotFound />
        </ScreenBoundary>
      </Route>
    </Switch>
  );
}
