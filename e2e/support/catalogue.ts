import { expect, type Locator, type Page } from '@playwright/test';
import { LANDING_PAGES } from '@terracraft/shared/pages';
import type pg from 'pg';

/** A product as the catalogue API answers it (the fields the tests read). */
export interface ApiProduct {
  id: string;
  name: string;
  category: string;
  categoryName: string;
  price: number;
  mrp: number;
  discountPercent: number;
  rating: number;
  reviewCount: number;
  stock: number;
  inStock: boolean;
}

/** A product's page as the catalogue API answers it (the fields the tests read). */
export interface ApiDetail {
  id: string;
  name: string;
  categoryName: string;
  imageAlt: string;
  description: string;
  stock: number;
  rating: number;
  reviewCount: number;
  longDescription: string;
  features: string[];
  specifications: { label: string; value: string }[];
  aboutProduct: string[];
  aboutDesc: string[];
}

/** Reads the shop API the page's server answers, to know which products to expect. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`);
  if (!response.ok()) throw new Error(`GET /api${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

export const collectionList = async (page: Page, list: string, query = '') =>
  (await apiGet<{ items: ApiProduct[] }>(page, `/collections/${list}${query}`)).items;

/** "₹1,24,999.00" → 124999 (rupees). */
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The product cards inside a part of the page. */
export const cards = (scope: Page | Locator) => scope.getByRole('article');

export async function cardPrice(card: Locator): Promise<number> {
  return rupees(await card.locator('span', { hasText: /^Price\s*₹/ }).innerText());
}

export async function cardRating(card: Locator): Promise<number> {
  const label = await card
    .getByRole('img', { name: /^(Rated|Not rated)/ })
    .getAttribute('aria-label');
  const match = /Rated ([\d.]+)/.exec(label ?? '');
  return match ? Number(match[1]) : 0;
}

export const cardName = (card: Locator) => card.getByRole('heading').innerText();
/** The category line (its text, not its upper-cased rendering). */
export const cardCategory = async (card: Locator) =>
  ((await card.locator('p').first().textContent()) ?? '').trim();

/** Values of every card in a list, read in order. */
export async function eachCard<T>(scope: Page | Locator, read: (card: Locator) => Promise<T>) {
  const all = await cards(scope).all();
  return Promise.all(all.map(read));
}

export const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.every((value, index) =>
    index === 0
      ? true
      : direction === 'asc'
        ? values[index - 1]! <= value
        : values[index - 1]! >= value,
  );

/** The toast of react-toastify carrying this text. */
export const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text });

/** The header's cart button, named with how many items the cart holds. */
export const cartButton = (page: Page, count: number) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });
/** The header's wishlist link, named with how many products the wishlist holds. */
export const wishlistLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', {
    name: `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`,
  });
/** How long a toast stays: react-toastify runs its progress bar for exactly that long. */
export const toastDuration = (page: Page, text: string) =>
  toast(page, text)
    .first()
    .locator('.Toastify__progress-bar')
    .evaluate((bar) => getComputedStyle(bar).animationDuration);

/**
 * Scrolls a home-page card (or something on it) into view and waits for the card's entrance — a
 * short rise that starts when its list comes into view — to end, so a click lands where it stays.
 */
export async function afterEntrance(target: Locator) {
  const entrance = '[class*="animate-card-in"]';
  await target.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      target.evaluate((element, selector) => element.closest(selector) !== null, entrance),
    )
    .toBe(true);
  await target.evaluate(async (element, selector) => {
    await Promise.all(
      element
        .closest(selector)!
        .getAnimations()
        .map((motion) => motion.finished),
    );
  }, entrance);
}

/**
 * Tells the shop that a test changed its catalogue straight in the database: the servers keep
 * catalogue reads in memory until they hear of a change (decision 37), as a script's author would
 * tell them with this same notice.
 */
export async function announceCatalogueChange(db: pg.Pool): Promise<void> {
  await db.query(`SELECT pg_notify('terracraft_changes', '{"topic":"catalogue"}')`);
}

/**
 * Every page shoppers land on (the page manifest's), a parameter filled from the catalogue: the
 * search with a word, a post and a product that exist.
 */
export async function entryPages(page: Page): Promise<string[]> {
  const [product] = await collectionList(page, 'featured');
  const { items: posts } = await apiGet<{ items: { slug: string }[] }>(page, '/blog/posts');
  const filled: Record<string, string> = {
    '/product/:slug': `/product/${product!.id}`,
    '/blog/:slug': `/blog/${posts[0]!.slug}`,
    '/search': '/search?q=lamp',
  };
  // One address of each page (one collection, say, of the several on one page's code).
  const pages = new Map(LANDING_PAGES.map((entry) => [entry.module, entry.path]));
  return [...pages.values()].map((path) => filled[path] ?? path);
}
