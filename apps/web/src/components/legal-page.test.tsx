import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LegalPage } from './legal-page';

afterEach(cleanup);

describe('a policy page', () => {
  it('says when its text last changed, as dates are written in India', () => {
    render(
      <LegalPage page="privacyPolicy">
        <p>Policy</p>
      </LegalPage>,
    );
    expect(screen.getByText('Last updated: 24 November 2026')).toBeTruthy();
  });

  it('shows no date on a page that keeps none', () => {
    render(
      <LegalPage page="shippingAndReturns">
        <p>Shipping</p>
      </LegalPage>,
    );
    expect(screen.queryByText(/Last updated/)).toBeNull();
  });
});
