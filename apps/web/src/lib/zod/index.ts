/**
 * `zod` as the browser builds see it (tooling/build-aliases.ts): Zod itself, with its eval-based
 * parsers turned off by ./jitless.ts, which runs before Zod's own modules and the schemas that use them.
 * Zod's own `config()` called from the app's start instead would have had to run before any schema
 * module, and importing it there put 9 kB gzip of Zod into every page's first load (`npm run budget`,
 * 2026-12-03); here it loads with the schemas, on the pages that use them.
 */
import './jitless.ts';

export * from 'zod/v4';
export { default } from 'zod/v4';
