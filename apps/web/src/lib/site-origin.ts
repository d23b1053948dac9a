/**
 * The site's origin: the browser's, or, while the server renders a page's first paint
 * (app/page-snapshot.tsx), the one it was given (APP_URL).
 */
/** Set only in the server's renderer. */
let serverOrigin = '';

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

export function siteOrigin(): string {
  return serverOrigin || window.location.origin;
}
