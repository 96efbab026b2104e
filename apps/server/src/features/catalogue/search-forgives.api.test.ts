import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResultsSchema } from '@terracraft/shared/catalogue';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(q: string, extra = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/search?q=${encodeURIComponent(q)}${extra}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return searchResultsSchema.parse(res.json());
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('search that forgives', () => {
  it('finds goods for the words shoppers use, through the seeded synonyms', async () => {
    const expected: Record<string, string> = {
      // "puja" is the catalogue's spelling.
      pooja: 'kansa-puja-thali-set',
      // Diwali items by tag, gift items by tag: no product is both, so any word.
      'diwali gift': 'hand-painted-terracotta-diya-set',
      handmade: 'madhubani-fish-painting',
      // Earthen, mitti: the terracotta goods.
      earthen: 'terracotta-jaali-table-lamp',
      mitti: 'terracotta-matka-vase',
      // No dari in the catalogue: the dhurrie and the rugs.
      dari: 'cotton-dhurrie-floor-mat',
      // No toran: the nearest is the wall hanging.
      toran: 'boho-macrame-wall-hanging',
    };
    for (const [q, slug] of Object.entries(expected)) {
      const result = await search(q, '&pageSize=60');
      expect(ids(result.items), q).toContain(slug);
    }
    expect((await search('puja')).total).toBeLessThanOrEqual((await search('pooja')).total);
    expect(ids((await search('dari')).items)).toContain('braided-jute-rug');
  });

  it('falls back to any word when no product has them all, the most words first', async () => {
    const every = await search('terracotta diya');
    expect(every.match).toBe('all');
    expect(every.items.length).toBeGreaterThan(0);

    const any = await search('terracotta refrigerator', '&pageSize=60');
    expect(any.match).toBe('any');
    expect(any.total).toBe((await search('terracotta')).total);

    // Two of three words beat one of three.
    const ranked = await search('brass lantern refrigerator', '&pageSize=60');
    expect(ranked.match).toBe('any');
    expect(ranked.items[0]!.id).toBe('dhokra-brass-tealight-lantern');
    expect(ids(ranked.items)).toContain('brass-temple-bell-wind-chime');

    // The category filter still holds.
    const inCategory = await search('terracotta refrigerator', '&category=flower-vase');
    expect(inCategory.items.length).toBeGreaterThan(0);
    expect(inCategory.items.every((product) => product.category === 'flower-vase')).toBe(true);

    // One word that nothing has finds nothing: there is nothing to fall back to.
    expect(await search('refrigerator')).toMatchObject({ total: 0, match: 'all' });
  });

  it('suggests the catalogue’s word for a misspelt one, and nothing for a word it has', async () => {
    expect((await search('terracota')).didYouMean).toBe('terracotta');
    expect((await search('bambo lamp')).didYouMean).toBe('bamboo lamp');
    expect((await search('terracotta vase')).didYouMean).toBeNull();
    // A description's word and a synonym are no typos.
    expect((await search('sparrows')).didYouMean).toBeNull();
    expect((await search('pooja')).didYouMean).toBeNull();
    expect((await search('xqzvw')).didYouMean).toBeNull();
  });
});
