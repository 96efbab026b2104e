import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';

/**
 * The console's product endpoints as one member of staff calls them, for the products' API test
 * files. The app and the staff member are read at each call: a file makes them in its beforeAll.
 */
export function productConsole(session: () => { t: TestApp; cookie: string }) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => {
    const { t, cookie } = session();
    return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  };

  let created = 0;
  function newProduct(overrides: Record<string, unknown> = {}) {
    created += 1;
    return {
      name: `Terracotta Planter ${created}`,
      slug: `terracotta-planter-${created}`,
      sku: `TCP-${created}`,
      category: 'garden',
      description: 'A hand-thrown planter.',
      longDescription: 'Fired in a wood kiln.',
      specifications: [{ label: 'Material', value: 'Terracotta' }],
      price: 89_900,
      mrp: 120_000,
      tags: ['planter'],
      colors: ['Terracotta'],
      stock: 12,
      ...overrides,
    };
  }

  async function create(overrides: Record<string, unknown> = {}) {
    const res = await call('POST', '/api/admin/products', newProduct(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  return { call, newProduct, create };
}
