import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Route, Switch } from '../../lib/router';
import { memoryRouter } from '../../lib/memory-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, REDIRECT_AFTER_LOGIN_KEY } from '../../features/auth';
import Console from '../index';

const asha = { id: 'u1', name: 'Asha Rao', email: 'asha@example.in' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's answers, by method and path. */
function serverAnswers(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`;
    return answers[key]?.() ?? json({}, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(path: string) {
  const router = memoryRouter(path);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AuthProvider>
        <router.Router>
          <Switch>
            <Route path="/login">
              <h1>Login</h1>
            </Route>
            <Route path="/signup">
              <h1>Sign up</h1>
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

describe('the setup link', () => {
  it('asks a visitor to sign in first, and comes back here afterwards', async () => {
    serverAnswers({ 'GET /api/admin/setup': () => json({ needsOwner: true }) });
    open('/admin/setup?token=abc');
    await screen.findByRole('heading', { name: 'Set up the shop’s owner' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/admin/setup?token=abc');
  });

  it('shows the server’s refusal of a link that is not the printed one', async () => {
    localStorage.setItem('user', JSON.stringify({ ...asha, role: null }));
    serverAnswers({
      'GET /api/admin/setup': () => json({ needsOwner: true }),
      'GET /api/me': () => json({ ...asha, role: null }),
      'POST /api/admin/setup': () =>
        json(
          {
            error: {
              code: 'INVALID_SETUP_TOKEN',
              message:
                'This setup link is not valid. Open the link the server printed when it started.',
            },
          },
          403,
        ),
    });
    open('/admin/setup?token=wrong');
    fireEvent.click(await screen.findByRole('button', { name: 'Become the owner' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This setup link is not valid.',
    );
  });

  it('says so when the shop already has an owner', async () => {
    serverAnswers({ 'GET /api/admin/setup': () => json({ needsOwner: false }) });
    open('/admin/setup?token=abc');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The shop already has an owner.',
    );
  });
});

describe('the invitation link', () => {
  it('shows the server’s message when the signed-in address is not the invited one', async () => {
    localStorage.setItem('user', JSON.stringify({ ...asha, role: null }));
    const message = 'This invitation is for pr***@example.in. Sign in with that address.';
    serverAnswers({
      'GET /api/me': () => json({ ...asha, role: null }),
      'POST /api/admin/invitation/accept': () =>
        json({ error: { code: 'INVITATION_FOR_ANOTHER_EMAIL', message } }, 403),
    });
    open('/admin/invitation?token=abc');
    await screen.findByText(asha.email);
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('opens the console once accepted', async () => {
    localStorage.setItem('user', JSON.stringify({ ...asha, role: null }));
    serverAnswers({
      'GET /api/me': () => json({ ...asha, role: null }),
      'POST /api/admin/invitation/accept': () => json({ user: { ...asha, role: 'staff' } }),
    });
    const router = open('/admin/invitation?token=abc');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    await vi.waitFor(() => expect(router.pathname()).toBe('/admin'));
  });
});
