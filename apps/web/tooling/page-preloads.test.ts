// Every early worker the page list names is a worker the build makes (src/lib/code-runners/<name>.worker.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pages } from '@tinkerlabs/contract/pages';
import { expect, it } from 'vitest';

it.each(pages.filter((page) => page.earlyWorker))('the early worker of $path exists', (page) => {
  const file = path.join(import.meta.dirname, `../src/lib/code-runners/${page.earlyWorker}.worker.ts`);
  expect(fs.existsSync(file)).toBe(true);
});
