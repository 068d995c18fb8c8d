// @vitest-environment jsdom
// The screens' routes (src/app/ScreenSwitch.tsx) over jsdom's session history, rendered with
// Preact as the app is: Back from a screen still waiting for something (a translation, a lazy
// part) shows the screen it goes back to. With one Suspense boundary around every route, the
// page stayed empty for good (it did on the landing page in the browser suite).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazy, type ComponentType } from 'react';
import { act } from 'preact/test-utils';
import { mountPointPerTest } from '../support/mountPoint';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../../../src/i18n';
import { createBrowserHistory, Router, type RouterHistory } from '../../../src/ui/router';
import { ScreenSwitch, type ScreenRoute } from '../../../src/app/ScreenSwitch';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

const mount = mountPointPerTest();

/** A screen whose part loads when `load` is called. */
function waitingScreen(): { Screen: ComponentType; load: () => void } {
  let load!: () => void;
  const Part = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (load = () => resolve({ default: () => <p>waiting screen, loaded</p> }))));
  return { Screen: () => <Part />, load: () => load() };
}

async function show(history: RouterHistory, routes: ScreenRoute[]) {
  await act(async () =>
    mount.root.render(
      <I18nextProvider i18n={i18n}>
        <Router history={history}>
          <ScreenSwitch routes={routes} />
        </Router>
      </I18nextProvider>,
    ),
  );
}

async function back() {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
  });
}

const text = () => mount.host.textContent;

describe('the screens inside their routes', () => {
  it('Back from a screen still waiting shows the screen it goes back to, and the waiting one once loaded when opened again', async () => {
    const waiting = waitingScreen();
    const history = createBrowserHistory();
    const routes: ScreenRoute[] = [
      { module: 'home', paths: ['/'], Screen: () => <p>home screen</p> },
      { module: 'waiting', paths: ['/waiting'], Screen: waiting.Screen },
    ];
    await show(history, routes);
    expect(text()).toBe('home screen');

    await act(async () => history.navigate('/waiting'));
    expect(mount.host.querySelector('[role="status"]')?.textContent).toBe(i18n.t('status.loading'));

    await back();
    expect(text()).toBe('home screen');
    await act(async () => waiting.load());
    expect(text()).toBe('home screen');

    await act(async () => history.navigate('/waiting'));
    expect(text()).toBe('waiting screen, loaded');
  });

  it('an unknown address shows the not-found page, also after a screen that was waiting', async () => {
    const waiting = waitingScreen();
    const history = createBrowserHistory();
    await show(history, [{ module: 'waiting', paths: ['/'], Screen: waiting.Screen }]);
    await act(async () => history.navigate('/nowhere'));
    expect(mount.host.querySelector('[data-testid="not-found"] h1')?.textContent).toBe(i18n.t('errors.notFoundTitle'));
  });
});
