import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth-context';
import { isLocalPath, REDIRECT_AFTER_LOGIN_KEY, takeRedirectAfterLogin } from './storage-keys';

const asha = { id: 'u1', name: 'Asha', email: 'asha@example.in' };

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A fresh query cache for each test: the session check of one must not answer another.
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <AuthProvider>{children}</AuthProvider>
  </QueryClientProvider>
);

function Probe() {
  const { isAuthenticated, user, source } = useAuth();
  return <p>{isAuthenticated ? `signed in as ${user?.name} (${source})` : 'signed out'}</p>;
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });

  it('keeps only the public record in localStorage, and asks the server nothing when signed out', () => {
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.isAuthenticated).toBe(false);
    act(() => result.current.login(asha));
    expect(result.current).toMatchObject({ isAuthenticated: true, user: asha, currentUser: asha });
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(asha);
    expect(Object.keys(localStorage)).toEqual(['user']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the cached shopper at once, then signs out when the server says the session is gone', async () => {
    localStorage.setItem('user', JSON.stringify(asha));
    fetchMock.mockResolvedValue(
      answer(401, { error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } }),
    );
    render(<Probe />, { wrapper });
    expect(screen.getByText('signed in as Asha (restored)')).toBeTruthy();
    await screen.findByText('signed out');
    expect(fetchMock).toHaveBeenCalledWith('/api/me', expect.anything());
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('stays signed in when the server confirms, and takes its newer record', async () => {
    localStorage.setItem('user', JSON.stringify(asha));
    fetchMock.mockResolvedValue(answer(200, { ...asha, name: 'Asha Rao' }));
    render(<Probe />, { wrapper });
    await screen.findByText('signed in as Asha Rao (restored)');
    expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Asha Rao');
  });

  it('takes the role the server answers, and remembers the public record only', async () => {
    localStorage.setItem('user', JSON.stringify(asha));
    fetchMock.mockResolvedValue(answer(200, { ...asha, role: 'staff' }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.user?.role).toBe('staff'));
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(asha);
    cleanup();
    // A role written into this browser is not the server's word: the next start asks again.
    localStorage.setItem('user', JSON.stringify({ ...asha, role: 'owner' }));
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    expect(renderHook(() => useAuth(), { wrapper }).result.current.user).toEqual(asha);
  });

  it('stays signed out when the confirmation arrives after signing out', async () => {
    localStorage.setItem('user', JSON.stringify(asha));
    let confirm: (response: Response) => void = () => {};
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/me'
        ? new Promise<Response>((resolve) => (confirm = resolve))
        : answer(200, { success: true }),
    );
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.user).toEqual(asha);
    await act(() => result.current.logout());
    expect(result.current.isAuthenticated).toBe(false);
    await act(async () => confirm(answer(200, asha)));
    expect(result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('follows sign-in and sign-out in another tab', async () => {
    render(<Probe />, { wrapper });
    act(() => {
      localStorage.setItem('user', JSON.stringify(asha));
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(screen.getByText('signed in as Asha (other-tab)')).toBeTruthy();
    act(() => {
      localStorage.removeItem('user');
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(screen.getByText('signed out')).toBeTruthy();
  });

  it('says how the session last changed: signed in, with a second factor, updated, signed out', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.event).toBeNull();
    act(() => result.current.login(asha));
    expect(result.current.event).toBe('signed-in');
    await act(() => result.current.logout());
    expect(result.current.event).toBe('signed-out');

    act(() => result.current.login(asha, 'multi-factor'));
    expect(result.current).toMatchObject({ event: 'multi-factor-verified', user: asha });

    act(() => result.current.updateUser({ ...asha, name: 'Asha Rao', email: 'asha@rao.in' }));
    expect(result.current.event).toBe('user-updated');
    expect(result.current.user).toMatchObject({ name: 'Asha Rao', email: 'asha@rao.in' });
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({
      id: 'u1',
      name: 'Asha Rao',
      email: 'asha@rao.in',
    });
    // Another account's record never replaces this one.
    act(() => result.current.updateUser({ id: 'u2', name: 'Ravi', email: 'ravi@example.in' }));
    expect(result.current.user?.id).toBe('u1');
  });

  it('counts a newer record from the server or another tab as the user updated', async () => {
    localStorage.setItem('user', JSON.stringify(asha));
    fetchMock.mockResolvedValue(answer(200, { ...asha, email: 'asha@new.in', role: null }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.event).toBe('user-updated'));
    expect(result.current.user?.email).toBe('asha@new.in');
    act(() => {
      localStorage.setItem('user', JSON.stringify({ ...asha, name: 'Asha R.' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(result.current).toMatchObject({ event: 'user-updated', source: 'restored' });
    expect(result.current.user?.name).toBe('Asha R.');
  });

  it('signs out on the server, with work done before and after', async () => {
    const calls: string[] = [];
    fetchMock.mockImplementation(async (url) => {
      calls.push(`fetch ${String(url)}`);
      return answer(200, { success: true });
    });
    const { result } = renderHook(() => useAuth(), { wrapper });
    act(() => result.current.login(asha));
    act(() => {
      result.current.addSignOutHandler({
        before: async () => void calls.push('before'),
        after: () => void calls.push('after'),
      });
    });
    await act(() => result.current.logout());
    expect(calls).toEqual(['before', 'fetch /api/auth/sign-out', 'after']);
    expect(result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('signs out here even when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useAuth(), { wrapper });
    act(() => result.current.login(asha));
    await act(() => result.current.logout());
    await waitFor(() => expect(result.current.isAuthenticated).toBe(false));
  });
});

describe('redirect after login', () => {
  it('follows a saved path of this site once, and nothing else', () => {
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/checkout?step=1');
    expect(takeRedirectAfterLogin()).toBe('/checkout?step=1');
    expect(takeRedirectAfterLogin()).toBe('/');
    for (const planted of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
    ]) {
      sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, planted);
      expect(takeRedirectAfterLogin(), planted).toBe('/');
    }
    expect(isLocalPath('/account/orders')).toBe(true);
  });
});
