import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Route, Switch } from '../lib/router';
import { memoryRouter } from '../lib/memory-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, REDIRECT_AFTER_LOGIN_KEY } from '../features/auth';
import { CONSOLE_AREAS } from './areas';
import Console from './index';

const asha = { id: 'u1', name: 'Asha Rao', email: 'asha@example.in' };

/** The server knows Asha with this role (null: a shopper). */
function serverSays(role: 'owner' | 'staff' | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url) =>
      String(url) === '/api/me'
        ? new Response(JSON.stringify({ ...asha, role }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : new Response('{}', { status: 404 }),
    ),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openConsoleAt(path: string) {
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
            <Route path="/admin/*?">
              <Console />
            </Route>
          </Switch>
        </router.Router>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return router;
}

const consoleNav = () => screen.getAllByRole('navigation', { name: 'Console' })[0]!;
const areaLinks = () =>
  within(consoleNav())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the console', () => {
  it('sends a visitor to sign in, and back to the page afterwards', async () => {
    serverSays(null);
    openConsoleAt('/admin/settings?tab=business');
    await screen.findByRole('heading', { name: 'Login' });
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/admin/settings?tab=business');
  });

  it('turns a shopper away, with a way home', async () => {
    serverSays(null);
    // Signed in in this tab: the record has no role until the server is asked.
    localStorage.setItem('user', JSON.stringify(asha));
    openConsoleAt('/admin');
    await screen.findByRole('heading', { name: 'This part of the shop is for its staff' });
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Console' })).toBeNull();
  });

  it('lets staff in, without the owner’s areas', async () => {
    serverSays('staff');
    localStorage.setItem('user', JSON.stringify(asha));
    openConsoleAt('/admin');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(areaLinks()).toEqual([
      'Dashboard',
      'Orders',
      'Returns',
      'Products',
      'Search synonyms',
      'Coupons',
      'Reviews',
      'Messages',
      'Subscribers',
      'Mails',
      'Customers',
    ]);
    expect(screen.getByText('Asha Rao')).toBeTruthy();
    expect(screen.getByText('Staff')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View shop' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    // The shop's header and footer are not the console's.
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('refuses staff an owner’s page', async () => {
    serverSays('staff');
    localStorage.setItem('user', JSON.stringify({ ...asha, role: 'staff' }));
    openConsoleAt('/admin/settings');
    await screen.findByRole('heading', { name: "Only the shop's owner can open this page" });
  });

  it('shows the owner every area, and the one open as current', async () => {
    serverSays('owner');
    localStorage.setItem('user', JSON.stringify(asha));
    openConsoleAt('/admin/reviews');
    await screen.findByRole('link', { name: 'Settings' });
    expect(areaLinks()).toEqual(CONSOLE_AREAS.map((area) => area.label));
    expect(
      within(consoleNav()).getByRole('link', { name: 'Reviews' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('says when a console page does not exist', async () => {
    serverSays('owner');
    localStorage.setItem('user', JSON.stringify({ ...asha, role: 'owner' }));
    openConsoleAt('/admin/no-such-page');
    await screen.findByRole('heading', { name: 'Page not found' });
  });
});
