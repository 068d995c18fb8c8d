// @vitest-environment jsdom
// The app's router (src/ui/router.tsx) over jsdom's real session history: the keys the scroll
// memory files each history entry under, how an entry was reached, navigation state, route
// parameters, links and redirects, as the screens were written against them.
import { beforeEach, describe, expect, it } from 'vitest';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { act } from 'preact/test-utils';
import { mountPointPerTest } from '../support/mountPoint';
import {
  createBrowserHistory,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Router,
  Switch,
  useLocation,
  useNavigationType,
  useParams,
  useSearchParams,
  type NavigationType,
  type PrepareView,
  type RouterHistory,
  type RouterLocation,
} from '../../../src/ui/router';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

const mount = mountPointPerTest();

/** What the screen last saw. */
const seen: { location?: RouterLocation; type?: NavigationType } = {};

function Probe() {
  seen.location = useLocation();
  seen.type = useNavigationType();
  return null;
}

async function show(history: RouterHistory, children: ReactNode = null, prepare?: PrepareView) {
  await act(async () =>
    mount.root.render(
      <Router history={history} prepare={prepare}>
        <Probe />
        {children}
      </Router>,
    ),
  );
}

/** Back or Forward in jsdom's history, once its popstate has been handled. */
async function traverse(step: () => void) {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    step();
    await popped;
  });
}

/** Clicks an element; returns whether the page left the click to the browser (not prevented). */
async function click(element: Element, init: MouseEventInit = {}) {
  let leftToBrowser = false;
  // After React's handlers (on the root); jsdom cannot follow a link, so nothing goes further.
  const after = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', after);
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  });
  window.removeEventListener('click', after);
  return leftToBrowser;
}

describe('history entries', () => {
  it('reads the first page as reached by POP, with no state and the key "default" React Router gave it', () => {
    window.history.replaceState(null, '', '/rules?q=ambush#game-initiative');
    const { location, type } = createBrowserHistory().view;
    expect(type).toBe('POP');
    expect(location).toEqual({ pathname: '/rules', search: '?q=ambush', hash: '#game-initiative', state: null, key: 'default' });
  });

  it('gives each navigation a key of its own, which Back, Forward and a reload keep', async () => {
    const history = createBrowserHistory();
    await show(history);
    await act(async () => history.navigate('/rules', { state: { from: 'home' } }));
    const rules = seen.location!;
    expect(seen.type).toBe('PUSH');
    await act(async () => history.navigate('/about'));
    const about = seen.location!;
    expect(new Set(['default', rules.key, about.key]).size).toBe(3);

    await traverse(() => window.history.back());
    expect(seen.type).toBe('POP');
    expect(seen.location).toEqual(rules);
    expect(seen.location!.state).toEqual({ from: 'home' });

    await traverse(() => window.history.forward());
    expect(seen.type).toBe('POP');
    expect(seen.location).toEqual(about);

    // A reload reads the same entry from the browser's history again.
    expect(createBrowserHistory().view).toEqual({ location: about, type: 'POP' });
  });

  it('replaces the entry with a new key and says so', async () => {
    const history = createBrowserHistory();
    await show(history);
    await act(async () => history.navigate('/unit-stats?q=orc'));
    const before = window.history.length;
    const first = seen.location!;
    await act(async () => history.navigate('/unit-stats?q=orc+hunters', { replace: true }));
    expect(seen.type).toBe('REPLACE');
    expect(seen.location!.search).toBe('?q=orc+hunters');
    expect(seen.location!.key).not.toBe(first.key);
    expect(window.history.length).toBe(before);
  });

  it('keeps the keys and state of entries written by React Router, in its layout', async () => {
    window.history.replaceState({ usr: { faction: 'northern-tribes' }, key: 'k7d2m9qa', idx: 3 }, '', '/builder');
    const history = createBrowserHistory();
    expect(history.view.location).toMatchObject({ key: 'k7d2m9qa', state: { faction: 'northern-tribes' } });
    history.navigate('/rules', { state: { list: 'a' } });
    expect(window.history.state).toEqual({ usr: { list: 'a' }, key: history.view.location.key, idx: 4 });
    history.navigate('/faq', { replace: true });
    expect(window.history.state).toEqual({ usr: null, key: history.view.location.key, idx: 4 });
  });
});

describe('matchPath', () => {
  it('decodes each segment once, as the screens read their parameters', () => {
    expect(matchPath('/shared-list/:listCode', '/shared-list/N4Ig%24b%2Bc')).toEqual({ listCode: 'N4Ig$b+c' });
    expect(matchPath('/shared-list/:listCode', '/shared-list/a%2Fb')).toEqual({ listCode: 'a/b' });
    expect(matchPath('/s/:shortId', '/s/%E2%82%AC%2525')).toEqual({ shortId: '€%25' });
  });

  it('matches as the routes were written: optional segments, a trailing *, any case and a trailing slash', () => {
    expect(matchPath('/play/:gameId?', '/play')).toEqual({ gameId: undefined });
    expect(matchPath('/play/:gameId?', '/play/g-1')).toEqual({ gameId: 'g-1' });
    expect(matchPath('/shared-list/*', '/shared-list')).not.toBeNull();
    expect(matchPath('/shared-list/*', '/shared-list/a/b')).toEqual({ '*': 'a/b' });
    expect(matchPath('/builder', '/Builder/')).toEqual({});
    expect(matchPath('/builder', '/builderx')).toBeNull();
    expect(matchPath('/s/:shortId', '/s/a/b')).toBeNull();
  });

  it('does not throw on a malformed escape', () => {
    expect(matchPath('/s/:shortId', '/s/%E0%A4%A')).toEqual({ shortId: '%E0%A4%A' });
  });
});

describe('routes', () => {
  let mounts = 0;
  function PlayScreen() {
    useState(() => (mounts += 1));
    return <p data-testid="play">{useParams().gameId ?? 'no game'}</p>;
  }
  const routes = (
    <Switch>
      <Route key="play" path="/play">
        <PlayScreen />
      </Route>
      <Route key="play" path="/play/:gameId">
        <PlayScreen />
      </Route>
      <Route>
        <p data-testid="not-found" />
      </Route>
    </Switch>
  );

  it('shows the screen of the address with its parameters, and the not-found page for others', async () => {
    window.history.replaceState(null, '', '/play/g%241%2F%2525');
    const history = createBrowserHistory();
    await show(history, routes);
    expect(mount.host.querySelector('[data-testid="play"]')?.textContent).toBe('g$1/%25');
    await act(async () => history.navigate('/nowhere'));
    expect(mount.host.querySelector('[data-testid="not-found"]')).not.toBeNull();
  });

  it('keeps a screen mounted between two addresses of its own', async () => {
    window.history.replaceState(null, '', '/play');
    const history = createBrowserHistory();
    mounts = 0;
    await show(history, routes);
    expect(mount.host.textContent).toBe('no game');
    await act(async () => history.navigate('/play/g-2'));
    expect(mount.host.textContent).toBe('g-2');
    expect(mounts).toBe(1);
  });

  it('keeps the screen on show until the next one has loaded', async () => {
    let load!: (module: { default: () => ReactNode }) => void;
    const loading = new Promise<{ default: () => ReactNode }>((resolve) => (load = resolve));
    // As the app's screens do (src/app/routes.tsx): rendered directly once loaded.
    let loaded: { default: () => ReactNode } | null = null;
    void loading.then((module) => (loaded = module));
    const LazyLater = lazy(() => loading);
    const Later = () => {
      const Loaded = loaded?.default;
      return Loaded ? <Loaded /> : <LazyLater />;
    };
    const history = createBrowserHistory();
    await show(
      history,
      <Suspense fallback={<p>loading</p>}>
        <Switch>
          <Route path="/later">
            <Later />
          </Route>
          <Route>
            <p>first screen</p>
          </Route>
        </Switch>
      </Suspense>,
      (pathname) => (pathname === '/later' && !loaded ? loading : null),
    );
    await act(async () => history.navigate('/later'));
    expect(mount.host.textContent).toBe('first screen');
    expect(seen.location?.pathname).toBe('/');
    await act(async () => load({ default: () => 'second screen' }));
    expect(mount.host.textContent).toBe('second screen');
    expect(seen.location?.pathname).toBe('/later');
  });

  it('shows only the latest of two navigations made while a screen loads', async () => {
    let load!: () => void;
    const loading = new Promise<void>((resolve) => (load = resolve));
    const history = createBrowserHistory();
    await show(history, null, (pathname) => (pathname === '/slow' ? loading : null));
    await act(async () => history.navigate('/slow'));
    await act(async () => history.navigate('/fast'));
    expect(seen.location?.pathname).toBe('/fast');
    await act(async () => load());
    expect(seen.location?.pathname).toBe('/fast');
  });
});

describe('links', () => {
  it('renders a real link that navigates in the app on a plain click', async () => {
    const history = createBrowserHistory();
    await show(history, <Link to="/rules#game-initiative" className="btn">rules</Link>);
    const link = mount.host.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/rules#game-initiative');
    expect(link.className).toBe('btn');
    expect(await click(link)).toBe(false);
    expect(seen.type).toBe('PUSH');
    expect(seen.location).toMatchObject({ pathname: '/rules', hash: '#game-initiative' });
  });

  it('leaves a click with a modifier key, another button or a target to the browser, and still runs its onClick', async () => {
    const history = createBrowserHistory();
    const clicks: string[] = [];
    await show(
      history,
      <>
        <Link to="/play" onClick={() => clicks.push('play')}>play</Link>
        <Link to="/about" target="_blank">about</Link>
      </>,
    );
    const [play, about] = mount.host.querySelectorAll('a');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(await click(play!, init)).toBe(true);
    }
    expect(await click(about!)).toBe(true);
    expect(clicks).toHaveLength(5);
    expect(seen.location!.pathname).toBe('/');
  });

  it('lets its onClick keep the app where it is', async () => {
    const history = createBrowserHistory();
    await show(history, <Link to="/play" onClick={(event) => event.preventDefault()}>play</Link>);
    await click(mount.host.querySelector('a')!);
    expect(seen.location!.pathname).toBe('/');
  });

  it('replaces the entry when it points at the address on show', async () => {
    window.history.replaceState(null, '', '/rules');
    const history = createBrowserHistory();
    await show(history, <Link to="/rules">rules</Link>);
    const before = window.history.length;
    await click(mount.host.querySelector('a')!);
    expect(seen.type).toBe('REPLACE');
    expect(seen.location!.key).not.toBe('default');
    expect(window.history.length).toBe(before);
  });

  it('marks the current page on a NavLink: its path or below, only its path with end, in any case', async () => {
    window.history.replaceState(null, '', '/ADMIN/alerts');
    await show(
      createBrowserHistory(),
      <>
        <NavLink to="/admin" className="admin-nav__link">below</NavLink>
        <NavLink to="/admin" end className="admin-nav__link">end</NavLink>
        <NavLink to="/admin/alerts" end>exact</NavLink>
        <NavLink to="/builder">other</NavLink>
      </>,
    );
    const [below, end, exact, other] = mount.host.querySelectorAll('a');
    expect([below!.getAttribute('aria-current'), below!.className]).toEqual(['page', 'admin-nav__link active']);
    expect([end!.getAttribute('aria-current'), end!.className]).toEqual([null, 'admin-nav__link']);
    expect([exact!.getAttribute('aria-current'), exact!.className]).toEqual(['page', 'active']);
    expect([other!.getAttribute('aria-current'), other!.getAttribute('class')]).toEqual([null, null]);
  });
});

describe('search parameters and redirects', () => {
  function Search() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <output>{params.get('q')}</output>
        <button type="button" data-set onClick={() => setParams({ q: 'orc hunters' }, { replace: true })} />
        <button type="button" data-clear onClick={() => setParams(new URLSearchParams())} />
      </>
    );
  }

  it('reads the query decoded and sets it on the same path, without the hash', async () => {
    window.history.replaceState(null, '', '/rules?q=50%25&x=1#game-initiative');
    await show(createBrowserHistory(), <Search />);
    expect(mount.host.querySelector('output')!.textContent).toBe('50%');
    await click(mount.host.querySelector('[data-set]')!);
    expect(seen.type).toBe('REPLACE');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/rules?q=orc+hunters');
    expect(mount.host.querySelector('output')!.textContent).toBe('orc hunters');
    await click(mount.host.querySelector('[data-clear]')!);
    expect(seen.type).toBe('PUSH');
    expect(window.location.href).toBe(`${window.location.origin}/rules`);
  });

  it('redirects once rendered, in place of the entry when asked to', async () => {
    window.history.replaceState(null, '', '/play/g-3');
    const before = window.history.length;
    await show(createBrowserHistory(), <Navigate to="/game?g=g-3" replace />);
    expect(seen.type).toBe('REPLACE');
    expect(seen.location).toMatchObject({ pathname: '/game', search: '?g=g-3' });
    expect(window.history.length).toBe(before);
  });
});
