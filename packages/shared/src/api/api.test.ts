import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { Order, PlaceOrderRequest } from '../orders';
import type { ProductPage } from '../catalogue';
import {
  adminAccessOf,
  capabilityEndpoints,
  endpointPath,
  endpoints,
  type EndpointInput,
  type EndpointName,
  type EndpointResult,
  type EndpointRoute,
} from './index';
import { endpointSchemas, type EndpointContract } from './schemas';

describe('the endpoint table', () => {
  it('gives every endpoint one method and path, and its schemas', () => {
    const routes = Object.values(endpoints).map((route) => `${route.method} ${route.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(Object.keys(endpointSchemas).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it("gathers each capability's endpoints once: no name of one capability hides another's", () => {
    const names = capabilityEndpoints.flatMap((table) => Object.keys(table));
    expect(names.sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('declares a schema for exactly the parameters of each path', () => {
    for (const [name, { path }] of Object.entries(endpoints)) {
      const inPath = [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
      const params = (endpointSchemas as Record<string, EndpointContract>)[name]!.params;
      const declared = params ? Object.keys((params as z.ZodObject).shape) : [];
      expect(declared.sort(), name).toEqual(inPath.sort());
    }
  });

  it('says who may call each endpoint of the back office, and only of the back office', () => {
    for (const [name, route] of Object.entries(endpoints) as [EndpointName, EndpointRoute][]) {
      const inBackOffice = route.path.startsWith('/api/admin/');
      expect(name.startsWith('admin.'), name).toBe(inBackOffice);
      expect(adminAccessOf(name) !== undefined, name).toBe(inBackOffice);
    }
    expect(adminAccessOf('admin.settings.update')).toBe('owner');
    expect(adminAccessOf('admin.settings.get')).toBe('staff');
    expect(adminAccessOf('orders.list')).toBeUndefined();
  });

  it('fills in path parameters, encoded', () => {
    expect(endpointPath('orders.cancel', { number: 'TC1001' })).toBe('/api/orders/TC1001/cancel');
    expect(endpointPath('catalogue.product', { slug: 'a b/c' })).toBe('/api/products/a%20b%2Fc');
    expect(() => endpointPath('orders.get')).toThrow('number');
  });

  it('types a call’s input and result from the schemas', () => {
    expectTypeOf<EndpointResult<'catalogue.products'>>().toEqualTypeOf<ProductPage>();
    expectTypeOf<EndpointResult<'orders.cancel'>>().toEqualTypeOf<{ order: Order }>();
    expectTypeOf<EndpointInput<'orders.place'>['body']>().toEqualTypeOf<PlaceOrderRequest>();
    expectTypeOf<EndpointInput<'orders.get'>['params']>().toEqualTypeOf<{ number: string }>();
    expectTypeOf<EndpointInput<'catalogue.products'>['query']>().not.toBeAny();
    // A wrong body shape does not compile.
    // @ts-expect-error — quantity must be a number
    const wrong: EndpointInput<'cart.price'>['body'] = { items: [{ id: 'x', quantity: '2' }] };
    expect(wrong).toBeDefined();
  });
});
