import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The e2e build of the web app (built with VITE_E2E_HOOKS, kept apart from the production build). */
export const e2eWebRoot = path.join(repoRoot, 'apps/web/dist-e2e');
/** The sign-in wait bar's total in the e2e build (production builds always use 20–40 s). */
export const signInWaitMs = 1500;
/** The administrator of the shared test server (it has no SMTP: links land in its development mailbox). */
export const globalAdminEmail = 'admin@example.org';
