/**
 * The session history the router moves through: the browser's (pushState and popstate) or one kept
 * in memory (tests, the server's page pictures). Each entry carries a key, for scroll positions, and
 * its index, so a blocked back or forward can be undone. The browser's entries keep React Router's
 * shape (`{ usr, key, idx }`), so the history of a tab opened before this router still works.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** Called after back or forward (or `go`) has moved the history; `delta` is how far it moved. */
export type PopListener = (location: Location, delta: number) => void;

export interface RouterHistory {
  readonly location: Location;
  readonly origin: string;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  listen(listener: PopListener): () => void;
}

export const createKey = () => Math.random().toString(36).slice(2, 10);

export const createPath = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  pathname +
  (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '') +
  (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '');

/** Splits `/a?b=1#c` into its parts (search and hash keep their `?` and `#`, or are empty). */
export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: search === '?' ? '' : search,
    hash: hash === '#' ? '' : hash,
  };
}

/**
 * Where `to` leads from `from`: an absolute path replaces the address; `?…` or `#…` alone keeps the
 * path; `.` is the current page, `..` one segment up, any other relative path goes below the
 * current page (as a link inside a page does in React Router).
 */
export function resolveTo(to: To, from: Pick<Location, 'pathname' | 'search'>) {
  const target = typeof to === 'string' ? parsePath(to) : { pathname: '', search: '', hash: '', ...to };
  const path = target.pathname ?? '';
  let pathname = from.pathname;
  if (path.startsWith('/')) pathname = path;
  else if (path) {
    const segments = from.pathname.split('/').filter(Boolean);
    for (const segment of path.split('/')) {
      if (segment === '..') segments.pop();
      else if (segment !== '.' && segment !== '') segments.push(segment);
    }
    pathname = `/${segments.join('/')}`;
  }
  const search = target.search ?? '';
  const hash = target.hash ?? '';
  return { pathname, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

export function createBrowserHistory(win: Window = window): RouterHistory {
  const listeners = new Set<PopListener>();
  const readState = (): EntryState => (win.history.state as EntryState | null) ?? {};
  const read = (): Location => {
    const state = readState();
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default' };
  };
  const first = readState();
  let index = first.idx ?? 0;
  // An entry from before this router (a fresh tab): give it its index, so back to it can be undone.
  if (first.idx === undefined)
    win.history.replaceState({ ...first, usr: first.usr ?? null, key: first.key ?? 'default', idx: 0 }, '');
  let location = read();
  const entry = (next: Location, idx: number): EntryState => ({ usr: next.state, key: next.key, idx });
  win.addEventListener('popstate', () => {
    const next = readState().idx ?? 0;
    const delta = next - index;
    index = next;
    location = read();
    for (const listener of listeners) listener(location, delta);
  });
  return {
    get location() {
      return location;
    },
    origin: win.location.origin,
    push(next) {
      index += 1;
      try {
        win.history.pushState(entry(next, index), '', createPath(next));
      } catch {
        win.location.assign(createPath(next)); // the browser's limit on history entries
        return;
      }
      location = next;
    },
    replace(next) {
      win.history.replaceState(entry(next, index), '', createPath(next));
      location = next;
    },
    go: (delta) => win.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface MemoryHistoryOptions {
  initialEntries?: To[];
  initialIndex?: number;
  /** The origin loaders see in their request's URL. */
  origin?: string;
}

export function createMemoryHistory(options: MemoryHistoryOptions = {}): RouterHistory {
  const root = { pathname: '/', search: '' };
  const entries: Location[] = (options.initialEntries ?? ['/']).map((to, i) => ({
    ...resolveTo(to, root),
    state: null,
    key: i === 0 ? 'default' : createKey(),
  }));
  let index = Math.min(Math.max(options.initialIndex ?? entries.length - 1, 0), entries.length - 1);
  const listeners = new Set<PopListener>();
  return {
    get location() {
      return entries[index] as Location;
    },
    origin: options.origin ?? 'http://localhost',
    push(next) {
      index += 1;
      entries.splice(index, entries.length, next);
    },
    replace(next) {
      entries[index] = next;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      const moved = next - index;
      index = next;
      if (moved) for (const listener of listeners) listener(entries[index] as Location, moved);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
