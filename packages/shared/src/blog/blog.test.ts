import { describe, expect, it } from 'vitest';
import { ALL_POSTS, filterBlogPosts, isBlogFilterCategory } from './index';

const posts = [
  {
    title: 'The Art of Bamboo Weaving',
    excerpt: 'Meet the weavers of the plateau.',
    category: 'Artisan Stories' as const,
  },
  {
    title: 'Styling Your Home with Terracotta',
    excerpt: 'Five ways to bring vases into a modern home.',
    category: 'Home Decor' as const,
  },
  {
    title: 'Sustainable Living with Jute',
    excerpt: 'Why jute is one of the kindest fibres.',
    category: 'Sustainable Living' as const,
  },
];
const titles = (found: typeof posts) => found.map((post) => post.title);

describe('filterBlogPosts', () => {
  it('keeps every post for All Posts and an empty or blank search', () => {
    expect(filterBlogPosts(posts, '', ALL_POSTS)).toHaveLength(3);
    expect(filterBlogPosts(posts, '   ', ALL_POSTS)).toHaveLength(3);
  });

  it('matches the title or the excerpt, ignoring case and surrounding spaces', () => {
    expect(titles(filterBlogPosts(posts, 'TERRACOTTA', ALL_POSTS))).toEqual([
      'Styling Your Home with Terracotta',
    ]);
    expect(titles(filterBlogPosts(posts, ' kindest Fibres ', ALL_POSTS))).toEqual([
      'Sustainable Living with Jute',
    ]);
    expect(filterBlogPosts(posts, 'brass', ALL_POSTS)).toEqual([]);
  });

  it('narrows to one category, and combines it with the search', () => {
    expect(titles(filterBlogPosts(posts, '', 'Home Decor'))).toEqual([
      'Styling Your Home with Terracotta',
    ]);
    expect(filterBlogPosts(posts, 'jute', 'Home Decor')).toEqual([]);
    expect(filterBlogPosts(posts, '', 'DIY Projects')).toEqual([]);
  });
});

describe('isBlogFilterCategory', () => {
  it('accepts the chips and nothing else', () => {
    expect(isBlogFilterCategory('All Posts')).toBe(true);
    expect(isBlogFilterCategory('DIY Projects')).toBe(true);
    expect(isBlogFilterCategory('diy projects')).toBe(false);
    expect(isBlogFilterCategory('Recipes')).toBe(false);
  });
});
