/** The page a visitor wanted before signing in, kept in a cookie so it survives the trip through email. */
const cookieName = 'tinkerlabs_redirect';

export function saveRedirectPath(path: string): void {
  document.cookie = `${cookieName}=${encodeURIComponent(path)}; Path=/; Max-Age=3600; SameSite=Lax`;
}

/** Reads and forgets the saved path; only same-site paths are honoured. */
export function takeRedirectPath(): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${cookieName}=`));
  document.cookie = `${cookieName}=; Path=/; Max-Age=0; SameSite=Lax`;
  if (!match) return null;
  let path: string;
  try {
    path = decodeURIComponent(match.slice(cookieName.length + 1));
  } catch {
    return null; // not written by saveRedirectPath
  }
  // Judged as the browser reads it: '/\evil.example' and '/<tab>/evil.example' lead to another site.
  const sameSite = new URL(path, window.location.origin).origin === window.location.origin;
  return path.startsWith('/') && sameSite ? path : null;
}
