/**
 * Turns off Zod's compiled parsers in the browser, before any schema is built (./index.ts imports
 * this module first). The site's content security policy forbids eval, so they could not run anyway;
 * but Zod probes for eval with `new Function` when it builds its first object schema, and the browser
 * reports the refused probe as a policy violation (Lighthouse's best practices fell from 100 to 96 on
 * every page that parses with the contract's schemas, measured 2026-12-03).
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
