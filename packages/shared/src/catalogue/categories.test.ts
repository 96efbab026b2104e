import { describe, expect, it } from 'vitest';
import { collectionPageText } from '../pages';
import { CATEGORY_NAMES, COLLECTIONS } from './categories';

describe('categories', () => {
  it('call each collection by one word everywhere: the menu, its page, lists and filters', () => {
    for (const collection of COLLECTIONS) {
      expect(CATEGORY_NAMES[collection.key]).toBe(collection.name);
      expect(collection.heading.replace(/ Collection$/, '')).toBe(collection.name);
    }
    expect(CATEGORY_NAMES.essential).toBe('Essentials');
    const essentials = COLLECTIONS.find((collection) => collection.key === 'essential')!;
    expect(collectionPageText(essentials).title).toBe('Essentials');
  });
});
