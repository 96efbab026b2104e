import { describe, expect, it } from 'vitest';
import { paths } from './index';

describe('routes', () => {
  it('encodes slugs in links', () => {
    expect(paths.product('jute basket')).toBe('/product/jute%20basket');
  });
});
