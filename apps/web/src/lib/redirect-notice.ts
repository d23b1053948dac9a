/**
 * Why a guard sent someone elsewhere, carried in the address (`/?notice=admin-only`) so the page they
 * land on can say so instead of leaving them to guess. Only the codes listed here are ever shown.
 */
export const redirectNotices = {
  'admin-only': 'That page is for administrators only.',
} as const;

export type RedirectNotice = keyof typeof redirectNotices;

/** @example pathWithNotice('/', 'admin-only') // '/?notice=admin-only' */
export function pathWithNotice(path: string, notice: RedirectNotice): string {
  return `${path}?notice=${notice}`;
}

/** The sentence for a `notice` parameter, or null for none or an unknown one. */
export function redirectNoticeText(code: string | null): string | null {
  return code !== null && Object.hasOwn(redirectNotices, code)
    ? redirectNotices[code as RedirectNotice]
    : null;
}
