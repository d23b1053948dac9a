/** Slugs for heading ids: lower case ASCII letters and digits joined by single hyphens. */

/**
 * @example slugify('Forward & inverse kinematics (2-link)') // 'forward-inverse-kinematics-2-link'
 * @example slugify('Régulateur PID') // 'regulateur-pid'
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
