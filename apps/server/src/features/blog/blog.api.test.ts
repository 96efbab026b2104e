import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostListSchema, blogPostSchema } from '@terracraft/shared/blog';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('blog API', () => {
  it('lists the three posts newest first, with every card field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/blog/posts' });
    expect(res.statusCode).toBe(200);
    const { items } = blogPostListSchema.parse(res.json());
    expect(items).toHaveLength(3);
    const dates = items.map((post) => post.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers one post with its text, and 404 for an unknown slug', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/blog/posts/styling-your-home-with-terracotta',
    });
    expect(ok.statusCode).toBe(200);
    const post = blogPostSchema.parse(ok.json());
    expect(post.title).toBe('Styling Your Home with Terracotta');
    expect(post.body.length).toBeGreaterThan(1);

    const missing = await t.app.inject({ method: 'GET', url: '/api/blog/posts/no-such-post' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });
});
