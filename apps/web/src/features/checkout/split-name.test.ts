import { describe, expect, it } from 'vitest';
import { splitName } from './split-name';

describe('checkout prefill', () => {
  it('splits the account name into first and last name', () => {
    expect(splitName('Priya Sharma')).toEqual({ firstName: 'Priya', lastName: 'Sharma' });
    expect(splitName('  Asha  Devi Rao ')).toEqual({ firstName: 'Asha', lastName: 'Devi Rao' });
    expect(splitName('Madhu')).toEqual({ firstName: 'Madhu', lastName: '' });
    expect(splitName(undefined)).toEqual({ firstName: '', lastName: '' });
  });
});
