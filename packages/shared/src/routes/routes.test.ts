import { describe, expect, it } from 'vitest';
import { adminPaths, isAdminPath, isAppPath, paths } from './index';

describe('routes', () => {
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

  it('encodes slugs in links', () => {
    expect(paths.product('jute basket')).toBe('/product/jute%20basket');
  });
});
