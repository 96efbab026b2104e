import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../../lib/api-client';
import { ReviewForm } from './review-form';

const api = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api,
}));

afterEach(() => {
  cleanup();
  api.mockReset();
});

const REVIEWER = { id: 'user-1', name: 'Meera Nair', email: 'meera@example.in' };

function renderForm(onSaved = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReviewForm slug="terracotta-bud-vase" reviewer={REVIEWER} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

describe('ReviewForm for a signed-in shopper', () => {
  it('asks only for the stars and the words, and says the account’s name goes with them', () => {
    renderForm();
    expect(screen.getByRole('form', { name: 'Write a Review' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Your Review *' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(/Save my name/)).toBeNull();
    expect(screen.getByText(/Posted as/).textContent).toContain('Posted as Meera Nair');
  });

  it('sends the rating and the review, nothing about the reviewer', async () => {
    const saved = {
      id: 'review-1',
      rating: 4,
      text: 'The glaze is even and it holds water without a drip.',
      name: 'Meera Nair',
      verifiedPurchase: false,
      createdAt: '2026-11-28T08:00:00.000Z',
      status: 'pending',
      updatedAt: '2026-11-28T08:00:00.000Z',
      productRating: 4.5,
      productReviewCount: 6,
    };
    api.mockResolvedValue(saved);
    const onSaved = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your Review *' }), {
      target: { value: saved.text },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('reviews.submit', {
      params: { slug: 'terracotta-bud-vase' },
      body: { rating: 4, text: saved.text },
    });
  });
});
