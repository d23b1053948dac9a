/**
 * `zod` as the browser builds see it (tooling/build-aliases.ts): Zod itself, with its eval-based
 * parsers turned off by ./jitless.ts, which runs before Zod's own modules and the schemas that use them.
 */
import './jitless.ts';

export * from 'zod/v4';
export { default } from 'zod/v4';
