import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createArticle, createBlogPost, createProject } from '../testing/content-factories.ts';
import { openSignedInApp, type SignedInApp } from '../testing/signed-in-app.ts';
import { anonymousMemberName, presentAuthor, publicMemberName } from './public-author.ts';

describe('the public author name rule', () => {
  it('is the username when set, else "TinkerLabs member"; never the stored byline of a member', () => {
    expect(publicMemberName('ada_l')).toBe('ada_l');
    expect(publicMemberName(null)).toBe(anonymousMemberName);
    expect(publicMemberName('  ')).toBe(anonymousMemberName);
    expect(presentAuthor({ authorId: 'u1', authorName: 'ada@example.org', authorUsername: null })).toEqual({
      id: 'u1',
      name: 'TinkerLabs member',
    });
    expect(presentAuthor({ authorId: 'u1', authorName: 'old_name', authorUsername: 'ada_l' }).name).toBe(
      'ada_l',
    );
  });

  it("keeps the team's own byline on content no member wrote", () => {
    expect(presentAuthor({ authorId: null, authorName: 'TinkerLabs', authorUsername: null })).toEqual({
      id: null,
      name: 'TinkerLabs',
    });
  });
});

describe('author names on the public routes', () => {
  let t: SignedInApp;
  let ada: string;
  const email = 'ada@example.org';
  // The worst case a byline could hold: the member's email. It must never reach a public page.
  const leakyByline = email;

  beforeAll(async () => {
    t = await openSignedInApp();
    ada = await t.signIn(email);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const authorId = user!.id;
    const db = t.database.db;
    await createArticle(db, { slug: 'ada-article', authorId, authorName: leakyByline });
    await createBlogPost(db, { slug: 'ada-post', authorId, authorName: leakyByline });
    await createProject(db, { slug: 'ada-project', authorId, authorName: leakyByline });
    await createArticle(db, { slug: 'team-article', authorId: null, authorName: 'TinkerLabs' });
  });
  afterAll(() => t.close());

  /** Every public place that names the author of Ada's three pieces. */
  async function publicNames(): Promise<string[]> {
    const get = async (path: string) => (await t.call('GET', path)).body;
    const articles = await get('/api/articles');
    const posts = await get('/api/blog-posts');
    const projects = await get('/api/projects');
    const find = (page: { items: Array<{ slug: string; author: { name: string } }> }, slug: string) =>
      page.items.find((item) => item.slug === slug)!.author.name;
    return [
      (await get('/api/articles/ada-article')).author.name,
      find(articles, 'ada-article'),
      (await get('/api/blog-posts/ada-post')).author.name,
      find(posts, 'ada-post'),
      (await get('/api/projects/ada-project')).author.name,
      find(projects, 'ada-project'),
    ];
  }

  it('show "TinkerLabs member" for a member without a username, never the email', async () => {
    expect(await publicNames()).toEqual(Array(6).fill('TinkerLabs member'));
    const feed = await t.app.request('/feed.xml');
    const xml = await feed.text();
    expect(xml).not.toContain(email);
    expect(xml).toContain('<name>TinkerLabs member</name>');
  });

  it('show the username as soon as the member sets one, on what was published before', async () => {
    expect((await t.call('PATCH', '/api/profile', ada, { username: 'ada_l' })).status).toBe(200);
    expect(await publicNames()).toEqual(Array(6).fill('ada_l'));
    expect((await t.call('GET', '/api/profile', ada)).body.publicName).toBe('ada_l');
  });

  it("keep the team's byline on team content", async () => {
    expect((await t.call('GET', '/api/articles/team-article')).body.author).toEqual({
      id: null,
      name: 'TinkerLabs',
    });
  });
});
