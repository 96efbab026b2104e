import { expect } from 'vitest';
import {
  productListSchema,
  productPageSchema,
  type ProductSummary,
} from '@terracraft/shared/catalogue';
import { errorResponseSchema } from '@terracraft/shared/errors';
import { CATALOGUE_PRODUCTS } from '../../db/seed/catalogue-data';
import type { TestApp } from '../../test/test-app';

/** Requests and checks shared by the catalogue API tests, against the app the test file builds. */
export function catalogueTestKit(t: () => TestApp) {
  async function get(url: string) {
    const res = await t().app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  }

  async function page(url: string) {
    const { status, body } = await get(url);
    expect(status, JSON.stringify(body)).toBe(200);
    return productPageSchema.parse(body);
  }

  async function list(url: string) {
    const { status, body } = await get(url);
    expect(status, JSON.stringify(body)).toBe(200);
    return productListSchema.parse(body).items;
  }

  /** Every product the list answers, page after page. */
  async function everyPage(url: string): Promise<ProductSummary[]> {
    const items: ProductSummary[] = [];
    const joiner = url.includes('?') ? '&' : '?';
    for (let n = 1; ; n++) {
      const result = await page(`${url}${joiner}pageSize=60&page=${n}`);
      items.push(...result.items);
      if (n >= result.totalPages) return items;
    }
  }

  async function expectBadRequest(url: string, field?: string) {
    const { status, body } = await get(url);
    expect(status, url).toBe(400);
    const { error } = errorResponseSchema.parse(body);
    if (field) expect(error.fields?.[field], `${url} names ${field}`).toBeTruthy();
  }
  return { get, page, list, everyPage, expectBadRequest };
}

export const ids = (items: { id: string }[]) => items.map((item) => item.id);
export const isSorted = <T>(values: T[], compare: (a: T, b: T) => number) =>
  values.every((value, i) => i === 0 || compare(values[i - 1]!, value) <= 0);
export const featuredSlugs = CATALOGUE_PRODUCTS.filter((p) => p.featuredRank)
  .sort((a, b) => a.featuredRank! - b.featuredRank!)
  .map((p) => p.slug);
export const moreSlugs = CATALOGUE_PRODUCTS.filter((p) => p.moreRank)
  .sort((a, b) => a.moreRank! - b.moreRank!)
  .map((p) => p.slug);
