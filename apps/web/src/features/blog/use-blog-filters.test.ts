import { describe, expect, it } from 'vitest';
import { readBlogFilters, writeBlogFilters } from './use-blog-filters';

describe('blog filters in the address', () => {
  it('default to every post and no search', () => {
    expect(readBlogFilters(new URLSearchParams())).toEqual({
      query: '',
      category: 'All Posts',
    });
  });

  it('read the search and a known category, and ignore an unknown one', () => {
    expect(readBlogFilters(new URLSearchParams('q=Jute&category=Home+Decor'))).toEqual({
      query: 'Jute',
      category: 'Home Decor',
    });
    expect(readBlogFilters(new URLSearchParams('category=Recipes')).category).toBe('All Posts');
  });

  it('leave the defaults out and survive a round trip', () => {
    expect(writeBlogFilters({ query: '', category: 'All Posts' }).toString()).toBe('');
    const params = writeBlogFilters({ query: 'clay & kiln', category: 'DIY Projects' });
    expect(readBlogFilters(new URLSearchParams(params.toString()))).toEqual({
      query: 'clay & kiln',
      category: 'DIY Projects',
    });
  });
});
