import { useLocation } from 'react-router';
import { PageNotFound } from '@/components/errors/error-views.tsx';

/** The catch-all route: a non-fatal not-found inside the layout. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return <PageNotFound path={pathname} />;
}
