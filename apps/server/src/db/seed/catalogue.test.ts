import { describe, expect, it } from 'vitest';
import { CATALOGUE_PRODUCTS } from '@terracraft/seed-data/catalogue';
import { SEEDED_REVIEWS } from '@terracraft/seed-data/reviews';
import { seedReviews } from './catalogue';

const NOW = new Date('2026-11-28T06:30:00Z');
const reviewsOf = (slug: string) =>
  seedReviews(
    CATALOGUE_PRODUCTS.find((product) => product.slug === slug)!,
    NOW,
  );
const average = (ratings: number[]) =>
  Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;

/** The words of a text that say something (five letters or more), lower-case. */
const wordsOf = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).filter((word) => word.length >= 5));

describe('the seeded reviews', () => {
  it('belong to products of the catalogue', () => {
    const slugs = new Set(CATALOGUE_PRODUCTS.map((product) => product.slug));
    expect(Object.keys(SEEDED_REVIEWS).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('never repeat a sentence, on one product or across products', () => {
    const sentences = CATALOGUE_PRODUCTS.flatMap((product) => seedReviews(product, NOW)).flatMap(
      (review) => review.text.split(/(?<=[.!?])\s+/),
    );
    const repeated = sentences.filter((sentence, i) => sentences.indexOf(sentence) !== i);
    expect(repeated).toEqual([]);
  });

  it('each speak of their own product: its name, material or use', () => {
    const unrelated = CATALOGUE_PRODUCTS.flatMap((product) => {
      const about = wordsOf(
        [
          product.name,
          product.description,
          product.longDescription,
          ...product.specifications.map((spec) => spec.value),
          ...product.features,
          ...product.tags,
        ].join(' '),
      );
      return seedReviews(product, NOW)
        .filter((review) => ![...wordsOf(review.text)].some((word) => about.has(word)))
        .map((review) => `${product.slug}: ${review.text}`);
    });
    expect(unrelated).toEqual([]);
  });

  it('give More Products ratings of 4.2 to 4.8, by different reviewers, over time', () => {
    for (const product of CATALOGUE_PRODUCTS.filter((p) => p.moreRank !== undefined)) {
      const reviews = reviewsOf(product.slug);
      expect(reviews.length, product.slug).toBeGreaterThanOrEqual(2);
      const rating = average(reviews.map((review) => review.rating));
      expect(rating, product.slug).toBeGreaterThanOrEqual(4.2);
      expect(rating, product.slug).toBeLessThanOrEqual(4.8);
      expect(new Set(reviews.map((review) => review.name)).size).toBe(reviews.length);
      for (const review of reviews) expect(review.createdAt.getTime()).toBeLessThan(NOW.getTime());
    }
  });
});
