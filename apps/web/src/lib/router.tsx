/**
 * The app's routing, on wouter (decision 43): the pages' addresses, links and the URL's query.
 * Every module routes through this one, never through wouter itself, so the few words the app
 * uses mean one thing everywhere: a location is `{ pathname, search, hash, state }`, `Link` and
 * `NavLink` take `to`, and `useNavigate` answers a function that goes to a path.
 *
 * The location is read through `useSyncExternalStore`, whose updates React renders at once: after
 * a link's click, before the event ends (a field that writes to the URL shows what was typed);
 * after Back or Forward, before the browser restores the page's scroll position, so the page it
 * restores is the one the shopper left. The server renders a path with `<Router ssrPath>`.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import {
  Link as WouterLink,
  Redirect,
  Route,
  Router,
  Switch,
  useLocation as usePath,
  useParams,
  useSearch,
  useSearchParams,
} from 'wouter';
import { useHistoryState, useLocationProperty } from 'wouter/use-browser-location';

export { Route, Router, Switch, useParams, useSearchParams };

interface Location {
  /** As the address bar shows it, without the query. */
  pathname: string;
  /** `?…`, or empty. */
  search: string;
  /** `#…`, or empty. */
  hash: string;
  /** What the link or navigation that led here carried (`state`), or null. */
  state: unknown;
}

const currentHash = () => window.location.hash;
/** A page rendered on the server has no hash: browsers never send it. */
const noHash = () => '';

export function useLocation(): Location {
  const [pathname] = usePath();
  const search = useSearch();
  const hash = useLocationProperty(currentHash, noHash);
  const state: unknown = useHistoryState();
  return { pathname, search: search ? `?${search}` : '', hash, state };
}

interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  state?: unknown;
}

/** Goes to `to` (a path, with a query or hash if need be) as a link would. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return usePath()[1];
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'>;

interface LinkProps extends AnchorProps, NavigateOptions {
  to: string;
  className?: string;
  children?: ReactNode;
}

/** A link inside the app: followed without reloading the page. */
export function Link({ to, ...props }: LinkProps) {
  return <WouterLink href={to} {...props} />;
}

interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Current only on its own path, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}

/** A link of a menu: marked `aria-current="page"` (and styled) while its page is shown. */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const [pathname] = usePath();
  const isActive = pathname === to || (!end && pathname.startsWith(`${to.replace(/\/$/, '')}/`));
  return (
    <Link
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    />
  );
}

/** Goes to `to` as soon as it renders (in place of the current entry with `replace`). */
export function Navigate({ to, ...options }: { to: string } & NavigateOptions) {
  return <Redirect to={to} {...options} />;
}
