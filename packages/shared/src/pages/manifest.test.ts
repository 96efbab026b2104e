import { describe, expect, it } from 'vitest';
import { adminPaths, isAdminPath, paths } from '../routes';
import {
  isAppPath,
  landingPageAt,
  NOT_FOUND_PAGE,
  pageModuleAt,
  PAGES,
  SITEMAP_PATHS,
} from './manifest';

describe('the page manifest', () => {
  it('knows the pages of the shop', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/product/storage/box')).toBe(true);
    expect(isAppPath('/product/bamboo-lamp')).toBe(true);
    expect(isAppPath('/blog/some-post')).toBe(true);
    expect(isAppPath('/account/orders')).toBe(true);
    expect(isAppPath('/account')).toBe(true);
    expect(isAppPath('/about/')).toBe(true);
  });

  it('leaves the paths of the back office to its console', () => {
    expect(isAppPath(adminPaths.home)).toBe(true);
    expect(isAppPath(`${adminPaths.setup}/`)).toBe(true);
    expect(isAppPath('/admin/orders/TC1001')).toBe(true);
    expect(isAppPath('/administration')).toBe(false);
    expect(isAdminPath('/admin/orders/TC1001')).toBe(true);
    expect(isAdminPath('/administration')).toBe(false);
    expect(isAdminPath(paths.about)).toBe(false);
  });

  it('rejects everything else', () => {
    expect(isAppPath('/nowhere')).toBe(false);
    expect(isAppPath('/product/a/b/c')).toBe(false);
    expect(isAppPath('/account/settings')).toBe(false);
  });

  it('names the pages shoppers land on, with or without a parameter', () => {
    expect(landingPageAt('/product/bamboo-lamp')?.module).toBe('product-detail');
    expect(landingPageAt('/product/storage/box')?.module).toBe('collection');
    expect(landingPageAt(paths.shop)?.module).toBe('shop');
    expect(landingPageAt(paths.cart)).toBeUndefined();
    expect(landingPageAt('/product/a/b')).toBeUndefined();
  });

  it('lists fixed pages in the sitemap, and no page twice or behind a sign-in', () => {
    expect(SITEMAP_PATHS).toContain(paths.home);
    expect(SITEMAP_PATHS).not.toContain(paths.checkout);
    expect(SITEMAP_PATHS.some((path) => path.includes(':'))).toBe(false);
    expect(new Set(PAGES.map((entry) => entry.path)).size).toBe(PAGES.length);
  });
});

describe('pageModuleAt', () => {
  it('names the module that renders a path, and the not-found page for any other', () => {
    expect(pageModuleAt('/')).toBe('home');
    expect(pageModuleAt('/product/bamboo-lamp')).toBe('product-detail');
    expect(pageModuleAt('/no-such-page')).toBe(NOT_FOUND_PAGE.module);
  });
});
