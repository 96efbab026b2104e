import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { memoryRouter } from '../../../lib/memory-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignupForm } from './signup-form';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderRegister(providers: string[]) {
  fetchMock.mockImplementation(async (input) => {
    expect(String(input)).toContain('/api/auth/social-providers');
    return new Response(JSON.stringify({ providers }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  const { Router } = memoryRouter('/register');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Router>
        <SignupForm variant="confirm" />
      </Router>
    </QueryClientProvider>,
  );
}

describe('the second sign-up form', () => {
  it('offers Google and Facebook when the shop has their keys', async () => {
    renderRegister(['google', 'facebook']);
    expect(await screen.findByRole('button', { name: 'Sign up with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up with Facebook' })).toBeTruthy();
    expect(screen.getByLabelText('Confirm Password')).toBeTruthy();
  });

  it('offers only the providers that are configured, and none without keys', async () => {
    renderRegister(['facebook']);
    expect(await screen.findByRole('button', { name: 'Sign up with Facebook' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign up with Google' })).toBeNull();
    cleanup();

    renderRegister([]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Once the answer has been rendered, there is still no other way to sign up.
    await act(async () => {
      await fetchMock.mock.results[0]!.value;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('button', { name: /Sign up with/ })).toBeNull();
  });
});
