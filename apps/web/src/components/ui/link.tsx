/**
 * A link to a page of this site, navigated by the router. Built on React Router's `useHref` and
 * `useLinkClickHandler`, which it exports for custom links (they give its own Link's click handling).
 * Its own `Link` also carries framework mode's page prefetching (`prefetch`, the route modules'
 * `<link rel=prefetch>` list, its React Server Components variant), which this app, in data mode,
 * never uses and every page would download: measured, 2.0 kB gzip off every page's first load
 * (`npm run budget`, 2026-12-04: 131.6 → 129.6 kB). An address elsewhere is an `ExternalLink`
 * (external-link.tsx).
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site, or its parts (`{ pathname, search, hash }`). */
  to: To;
  /** Replace the current history entry instead of adding one (the default when `to` is the current address). */
  replace?: boolean;
  /** Keep the scroll position (a filter that changes the query string). */
  preventScrollReset?: boolean;
  state?: unknown;
  /** The anchor element (a prop since React 19: it reaches the `<a>` with the rest). */
  ref?: Ref<HTMLAnchorElement>;
}

export function Link({ to, replace, preventScrollReset, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, preventScrollReset, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
