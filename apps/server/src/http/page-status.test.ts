// A page's HTTP status follows what the public can see, as the page's render finds it: a store page
// is 404 while the suggestion is pending and 200 once it is approved (the app is served either way
// and shows the matching view).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { storeInput } from '../routes/submissions/shared/test-inputs.ts';
import { writeFakeRenderer } from '../testing/fake-page-renderer.ts';
import { adminEmail, openSignedInApp, type SignedInApp } from '../testing/signed-in-app.ts';

let t: SignedInApp;
let site: ReturnType<typeof createApp>;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-pages-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>TinkerLabs</title>');
  writeFakeRenderer(webRoot);
  t = await openSignedInApp();
  site = createApp({
    config: { nodeEnv: 'production', webRoot, appUrl: 'http://localhost:3000', authSecret: 'x'.repeat(40) },
    database: t.database,
  });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('page status', () => {
  it('is 404 for a store page until the store is approved, then 200', async () => {
    const ada = await t.signIn('ada@example.org');
    const admin = await t.signIn(adminEmail);
    const created = await t.call('POST', '/api/me/stores', ada, storeInput({ name: 'Wombat Wires' }));
    expect(created.status).toBe(201);
    expect((await site.request('/stores/wombat-wires')).status).toBe(404);
    const approved = await t.call('POST', `/api/review/stores/${created.body.id}/approve`, admin, {
      baseVersion: created.body.version,
    });
    expect(approved.status).toBe(200);
    const page = await site.request('/stores/wombat-wires');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>TinkerLabs</title>');
  });

  it('knows the development mailbox only outside production', async () => {
    expect((await site.request('/dev/mailbox')).status).toBe(404);
    const development = createApp({
      config: { nodeEnv: 'development', webRoot, appUrl: 'http://localhost:3000' },
      database: t.database,
    });
    expect((await development.request('/dev/mailbox')).status).toBe(200);
  });
});
