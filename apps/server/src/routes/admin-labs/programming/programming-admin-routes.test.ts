// Programming pages through the admin routes: the introduction must be a document the editor
// allows, examples and references are validated lists, and the public page shows the edit.
import { adminProgrammingSchema } from '@tinkerlabs/contract/admin-labs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgrammingLanguage } from '../../../testing/catalogue-factories.ts';
import { doc, linkDoc, mathDoc, paragraph, text } from '../../../testing/rich-text-docs.ts';
import { adminEmail, openSignedInApp, type SignedInApp } from '../../../testing/signed-in-app.ts';

let t: SignedInApp;
let admin: string;
const base = '/api/admin/labs/programming';

beforeAll(async () => {
  t = await openSignedInApp();
  admin = await t.signIn(adminEmail);
  await createProgrammingLanguage(t.database.db, { slug: 'python', name: 'Python' });
});
afterAll(() => t?.close());

const current = async () => adminProgrammingSchema.parse((await t.call('GET', `${base}/python`, admin)).body);

describe('programming pages', () => {
  it('saves a new introduction with maths, examples and references; the public page shows them', async () => {
    const { updatedAt } = await current();
    const { status, body } = await t.call('PATCH', `${base}/python`, admin, {
      baseUpdatedAt: updatedAt,
      introduction: doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('Why Python')] },
        ...mathDoc('x^2').content,
      ),
      examples: [{ title: 'Blink', description: 'Blinks an LED.', code: 'led.toggle()' }],
      references: [{ title: 'Python docs', url: 'https://docs.python.org/3/' }],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(adminProgrammingSchema.parse(body).history.at(-1)).toMatchObject({
      action: 'edited',
      changedFields: ['introduction', 'examples', 'references'],
    });
    const publicPage = await t.call('GET', '/api/labs/programming/python');
    expect(publicPage.body).toMatchObject({
      headings: [{ text: 'Why Python' }],
      examples: [{ title: 'Blink' }],
      references: [{ url: 'https://docs.python.org/3/' }],
    });
  });

  it('refuses an introduction with a script link, naming the path', async () => {
    const { updatedAt } = await current();
    const { status, body } = await t.call('PATCH', `${base}/python`, admin, {
      baseUpdatedAt: updatedAt,
      introduction: linkDoc('javascript:alert(1)'),
    });
    expect(status).toBe(422);
    expect(Object.keys(body.error.fields)[0]).toMatch(/^introduction\.content\.0/);
    expect((await current()).updatedAt).toBe(updatedAt);
  });

  it.each([
    [{ introduction: { type: 'paragraph' } }, 'introduction', 'Expected a rich-text document.'],
    [
      { examples: [{ title: 'X', description: 'd', code: 'c' }] },
      'examples.0.title',
      'The example title needs at least 2 characters.',
    ],
    [
      { references: [{ title: 'Docs', url: 'docs' }] },
      'references.0.url',
      'The reference address must be a full web address starting with https://.',
    ],
  ])('refuses %j with a 422 naming the field', async (change, field, message) => {
    const { updatedAt } = await current();
    const { status, body } = await t.call('PATCH', `${base}/python`, admin, {
      baseUpdatedAt: updatedAt,
      ...change,
    });
    expect(status).toBe(422);
    expect(body.error.fields[field]).toBe(message);
  });

  it('creates a page and deletes it, keeping the history', async () => {
    const created = await t.call('POST', base, admin, {
      slug: 'rust',
      name: 'Rust',
      summary: 'Memory-safe systems programming for microcontrollers.',
      introduction: doc(paragraph(text('Embedded Rust.'))),
      examples: [],
      references: [],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { updatedAt } = adminProgrammingSchema.parse(created.body);
    expect(
      (await t.call('DELETE', `${base}/rust?baseUpdatedAt=${encodeURIComponent(updatedAt)}`, admin)).status,
    ).toBe(204);
    expect((await t.call('GET', '/api/labs/programming/rust')).status).toBe(404);
  });
});
