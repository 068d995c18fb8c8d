/**
 * The app's router: wouter matches addresses to screens (<Switch>, <Route>, the route
 * parameters, regexparam's patterns), and this module adds the thin layer the screens were
 * written against, with React Router's behaviour (wouter replaced it for issue 12: the
 * first-paint chunk is about 10 KiB gzip smaller):
 *
 * - every history entry the app adds has a key, the same across Back, Forward and a reload
 *   and new for each navigation, and the screen knows how it was reached (POP: the first
 *   load, Back, Forward; PUSH or REPLACE: a navigation of the app's). The scroll memory
 *   (scrollMemory.ts) remembers where each entry was scrolled by that key. Entries keep the
 *   shape React Router wrote, `{ usr: state, key, idx }`, so those written before the switch
 *   keep their keys, and an entry the app did not add reads as "default", as it did;
 * - navigation state (`navigate('/builder', { state })`), read back as `location.state`;
 * - a change of address renders as a transition: the screen on show stays until the next
 *   one has loaded, instead of the loading fallback;
 * - route parameters decoded once per segment (`%24` is `$`), where wouter's own
 *   decodeURI leaves reserved characters encoded;
 * - links as before: a link to the address on show replaces its entry, the caller's onClick
 *   runs on every click, and a click with a modifier key, another button or a target is the
 *   browser's (a new tab). wouter's <Link> skips the onClick on such clicks and takes over a
 *   link with a target, so the click is handled here.
 *
 * Addresses given to links and navigations are absolute paths (with ?search and #hash).
 */
import { createContext, startTransition, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Router as WouterRouter, matchRoute, useParams as useWouterParams, type DefaultParams, type Parser } from 'wouter';
import { parse } from 'regexparam';

export { Route, Switch } from 'wouter';

/** The address on show, with its history entry's state and key. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

/** How the entry on show was reached: the first load, Back or Forward (POP), or a navigation of the app's. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

interface HistoryView {
  location: RouterLocation;
  type: NavigationType;
}

/** The browser's session history as the router reads and changes it. */
export interface RouterHistory {
  readonly view: HistoryView;
  readonly navigate: Navigate;
  listen(listener: (view: HistoryView) => void): () => void;
}

/** What a history entry written by the router holds (React Router's layout). */
interface HistoryEntry {
  usr: unknown;
  key: string;
  idx: number;
}

const createKey = () => Math.random().toString(36).slice(2, 10);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function createBrowserHistory(): RouterHistory {
  const read = (): RouterLocation => {
    const entry: unknown = window.history.state;
    const { pathname, search, hash } = window.location;
    return {
      pathname,
      search,
      hash,
      state: (isRecord(entry) && entry.usr) || null,
      // An entry the router did not write (the tab's first page, one a #section link added)
      // is "default", as React Router read it: the scroll memory tells those apart by address.
      key: isRecord(entry) && typeof entry.key === 'string' ? entry.key : 'default',
    };
  };

  let view: HistoryView = { location: read(), type: 'POP' };
  const listeners = new Set<(view: HistoryView) => void>();
  const show = (type: NavigationType) => {
    view = { location: read(), type };
    listeners.forEach((listener) => listener(view));
  };
  window.addEventListener('popstate', () => show('POP'));

  const navigate: Navigate = (to, { replace = false, state = null } = {}) => {
    const current: unknown = window.history.state;
    const index = isRecord(current) && typeof current.idx === 'number' ? current.idx : 0;
    const entry: HistoryEntry = { usr: state, key: createKey(), idx: replace ? index : index + 1 };
    if (replace) {
      window.history.replaceState(entry, '', to);
    } else {
      try {
        window.history.pushState(entry, '', to);
      } catch (error) {
        // As React Router did: a state the browser cannot store is a bug of the caller; any
        // other refusal (Safari caps how often pushState may be called) loads the address.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error;
        window.location.assign(to);
        return;
      }
    }
    show(replace ? 'REPLACE' : 'PUSH');
  };

  return {
    get view() {
      return view;
    },
    navigate,
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * How the screens read a path: each segment decoded once, a "/" inside one kept as %2F
 * (React Router's reading), so `/shared-list/a%24b` gives the code `a$b`.
 */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    // A malformed escape: the path as it is.
    return pathname;
  }
}

/**
 * The path handed to wouter's routes, which read it through decodeURI: that leaves %24, %2B
 * and the other reserved characters encoded, so wouter gets the decoded path with its "%"
 * escaped, which decodeURI turns back into exactly that.
 */
const wouterPath = (pathname: string) => decodePath(pathname).replaceAll('%', '%25');

/** regexparam's patterns, where a trailing `/*` also matches the path without it, as React Router's did. */
const parsePattern: Parser = (pattern, loose) => parse(pattern.endsWith('/*') ? `${pattern}?` : pattern, loose);

/** The named parameters (wouter also gives them by position), a "/" inside one decoded. */
function namedParams(params: DefaultParams): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([name]) => !/^\d+$/.test(name))
      .map(([name, value]) => [name, value?.replaceAll('%2F', '/')]),
  );
}

/** The parameters of `pathname` under `pattern` (`/play/:gameId?`, `/shared-list/*`), or null when it does not match. */
export function matchPath(pattern: string, pathname: string): Record<string, string | undefined> | null {
  const [matched, params] = matchRoute(parsePattern, pattern, decodePath(pathname));
  return matched ? namedParams(params) : null;
}

interface RouterState {
  view: HistoryView;
  path: string;
  navigate: Navigate;
}

const RouterContext = createContext<RouterState | null>(null);

function useRouterState(): RouterState {
  const state = useContext(RouterContext);
  if (!state) throw new Error('A router hook or link is used outside <Router>');
  return state;
}

/** wouter's location hook: the path its routes match, and how its components navigate. */
function useMatchedLocation(): [string, Navigate] {
  const { path, navigate } = useRouterState();
  return [path, navigate];
}

/**
 * What must load before an address is shown (its screen's chunk and translations), or null
 * when nothing must: the screen on show stays until then, instead of a loading fallback.
 */
export type PrepareView = (pathname: string) => Promise<unknown> | null;

export function Router({ history, prepare, children }: { history: RouterHistory; prepare?: PrepareView; children: ReactNode }) {
  const [view, setView] = useState(() => history.view);
  useLayoutEffect(() => {
    // The latest navigation wins: one that was waiting for its screen is dropped.
    let latest = 0;
    const show = (next: HistoryView) => {
      const navigation = ++latest;
      const apply = () => {
        if (navigation === latest) startTransition(() => setView(next));
      };
      const waiting = prepare?.(next.location.pathname);
      // A screen that failed to load is still shown: its boundary says what went wrong.
      if (waiting) void waiting.then(apply, apply);
      else apply();
    };
    const stop = history.listen(show);
    // A navigation made before this listened (in a child's layout effect) is shown too.
    show(history.view);
    return () => {
      latest++;
      stop();
    };
  }, [history, prepare]);
  const state = useMemo(() => ({ view, path: wouterPath(view.location.pathname), navigate: history.navigate }), [view, history]);
  return (
    <RouterContext.Provider value={state}>
      <WouterRouter hook={useMatchedLocation} parser={parsePattern}>
        {children}
      </WouterRouter>
    </RouterContext.Provider>
  );
}

let appHistory: RouterHistory | undefined;

/** The app's router over the browser's history (one for the page, made on the first render). */
export function BrowserRouter({ prepare, children }: { prepare?: PrepareView; children: ReactNode }) {
  appHistory ??= createBrowserHistory();
  return (
    <Router history={appHistory} prepare={prepare}>
      {children}
    </Router>
  );
}

export const useLocation = (): RouterLocation => useRouterState().view.location;

export const useNavigationType = (): NavigationType => useRouterState().view.type;

export const useNavigate = (): Navigate => useRouterState().navigate;

/** The current route's parameters (`useParams().gameId`). */
export function useParams(): Record<string, string | undefined> {
  const params = useWouterParams();
  return useMemo(() => namedParams(params), [params]);
}

/** The query of the address on show, and a setter that keeps the path (and drops the hash). */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void] {
  const { view, navigate } = useRouterState();
  const { pathname, search } = view.location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, pathname],
  );
  return [params, setParams];
}

/** Navigates once rendered (a redirect). */
export function Navigate({ to, replace = false, state }: { to: string; replace?: boolean; state?: unknown }): null {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean; state?: unknown };

/** A real `<a href>` that navigates in the app on a plain left click. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { view, navigate } = useRouterState();
  const { pathname, search, hash } = view.location;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? to === `${pathname}${search}${hash}`, state });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}

/**
 * A link marked as the current page (`aria-current="page"` and the class `active`) when the
 * path on show is its path or below it; with `end`, only its path. Case-insensitive.
 */
export function NavLink({ end = false, className, ...rest }: LinkProps & { end?: boolean }) {
  const here = useLocation().pathname.toLowerCase();
  const path = rest.to.replace(/[?#].*$/, '').toLowerCase();
  const pathEnd = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const isActive = here === path || (!end && here.startsWith(path) && here.charAt(pathEnd) === '/');
  return <Link {...rest} className={[className, isActive && 'active'].filter(Boolean).join(' ') || undefined} aria-current={isActive ? 'page' : undefined} />;
}
