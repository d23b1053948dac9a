/**
 * The site's origin, for absolute links (a page's canonical address): the browser's, or, while the
 * server renders a page (app/server-render.tsx), the one the server gives for that request (APP_URL).
 */
import { createContext, useContext } from 'react';

export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
