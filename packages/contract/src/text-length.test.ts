import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './contact.ts';
import { createSnippetRequestSchema, snippetCodeLimit } from './snippets.ts';

describe('text limits count UTF-16 code units, as a form does', () => {
  it('refuses a snippet of 100 000 emoji (200 000 units) and says how it counts', () => {
    const emoji = '🤖'.repeat(snippetCodeLimit);
    const result = createSnippetRequestSchema.safeParse({ lab: 'python', name: 'emoji', code: emoji });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/UTF-16 code units: an emoji counts as two/);
    const half = '🤖'.repeat(snippetCodeLimit / 2);
    expect(createSnippetRequestSchema.safeParse({ lab: 'python', name: 'emoji', code: half }).success).toBe(
      true,
    );
  });

  it('stores at most three bytes a unit: a contact message at its limit', () => {
    const message = '€'.repeat(5000);
    const input = { name: 'Ada', email: 'ada@example.org', subject: 'Hi', message };
    expect(contactRequestSchema.safeParse(input).success).toBe(true);
    expect(message.length).toBe(5000); // 15 000 bytes of UTF-8
    expect(contactRequestSchema.safeParse({ ...input, message: '🤖'.repeat(2501) }).success).toBe(false);
  });
});
