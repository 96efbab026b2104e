import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Route, Switch } from '../../lib/router';
import { memoryRouter } from '../../lib/memory-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth-context';
import { RequireAuth } from './require-auth';
import { REDIRECT_AFTER_LOGIN_KEY } from './storage-keys';

const asha = { id: 'u1', name: 'Asha', email: 'asha@example.in' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // The server confirms Asha's session, and lets her sign out.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(
      async (url) =>
        new Response(JSON.stringify(String(url) === '/api/me' ? asha : { success: true }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function SignOut() {
  const { logout } = useAuth();
  return (
    <button type="button" onClick={() => void logout()}>
      Sign out
    </button>
  );
}

function renderAt(path: string) {
  const router = memoryRouter(path);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthProvider>
        <router.Router>
          <Switch>
            <Route path="/">
              <h1>Home</h1>
            </Route>
            <Route path="/login">
              <h1>Login</h1>
            </Route>
            <Route path="/account/orders">
              <RequireAuth>
                <h1>My Orders</h1>
                <SignOut />
              </RequireAuth>
            </Route>
          </Switch>
        </router.Router>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('RequireAuth', () => {
  it('sends a visitor to login and remembers where they were going', async () => {
    renderAt('/account/orders?tab=2');
    await screen.findByRole('heading', { name: 'Login' });
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/account/orders?tab=2');
  });

  it('shows the page to a signed-in shopper', async () => {
    localStorage.setItem('user', JSON.stringify(asha));
    renderAt('/account/orders');
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeTruthy();
  });

  it('leads home, remembering nothing, when the shopper signs out on the page', async () => {
    localStorage.setItem('user', JSON.stringify(asha));
    const router = renderAt('/account/orders');
    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    await screen.findByRole('heading', { name: 'Home' });
    expect(router.pathname()).toBe('/');
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('asks to sign in again when the session ends elsewhere', async () => {
    localStorage.setItem('user', JSON.stringify(asha));
    renderAt('/account/orders');
    await screen.findByRole('heading', { name: 'My Orders' });
    act(() => {
      localStorage.removeItem('user');
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    await screen.findByRole('heading', { name: 'Login' });
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/account/orders');
  });
});
