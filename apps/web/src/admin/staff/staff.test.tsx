import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Route } from '../../lib/router';
import { memoryRouter } from '../../lib/memory-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../features/auth';
import Console from '../index';

const owner = { id: 'u1', name: 'Meera Iyer', email: 'meera@example.in', role: 'owner' };
const arjun = {
  id: 'u2',
  name: 'Arjun Das',
  email: 'arjun@example.in',
  role: 'staff',
  since: '2026-11-01T10:00:00.000Z',
};
const invitation = {
  id: '7d1f7b4e-8f55-4c47-9d7e-2a4f1c0e6b11',
  email: 'kavya@example.in',
  invitedBy: { id: 'u1', email: owner.email },
  sentAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  expired: false,
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('user', JSON.stringify(owner));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Staff page', () => {
  it('lists staff and invitations, and removes or withdraws after asking', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (url, init) => {
        const call = `${init?.method ?? 'GET'} ${String(url)}`;
        calls.push(call);
        switch (call) {
          case 'GET /api/me':
            return json(owner);
          case 'GET /api/admin/staff':
            return json({ items: [{ ...owner, since: '2026-10-01T10:00:00.000Z' }, arjun] });
          case 'GET /api/admin/invitations':
            return json({ items: [invitation] });
          case 'DELETE /api/admin/staff/u2':
            return json({ items: [{ ...owner, since: '2026-10-01T10:00:00.000Z' }] });
          case `DELETE /api/admin/invitations/${invitation.id}`:
            return json({ items: [] });
          default:
            return json({}, 404);
        }
      }),
    );
    const router = memoryRouter('/admin/staff');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <router.Router>
            <Route path="/admin/*?">
              <Console />
            </Route>
          </router.Router>
        </AuthProvider>
      </QueryClientProvider>,
    );

    const members = await screen.findByRole(
      'table',
      { name: 'Owners and staff' },
      { timeout: 5000 },
    );
    const arjunRow = await within(members).findByRole('row', { name: /Arjun Das/ });
    // The owner cannot be removed here; staff can.
    expect(
      within(within(members).getByRole('row', { name: /Meera Iyer/ })).queryByRole('button'),
    ).toBeNull();
    fireEvent.click(within(arjunRow).getByRole('button', { name: 'Remove' }));
    const ask = await screen.findByRole('dialog', { name: 'Remove Arjun Das from the staff?' });
    expect(calls).not.toContain('DELETE /api/admin/staff/u2');
    fireEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() =>
      expect(within(members).queryByRole('row', { name: /Arjun Das/ })).toBeNull(),
    );

    const pending = screen.getByRole('table', { name: 'Pending invitations' });
    const row = await within(pending).findByRole('row', { name: /kavya@example\.in/ });
    fireEvent.click(within(row).getByRole('button', { name: 'Withdraw' }));
    const withdraw = await screen.findByRole('dialog', {
      name: 'Withdraw the invitation to kavya@example.in?',
    });
    fireEvent.click(within(withdraw).getByRole('button', { name: 'Withdraw' }));
    await within(pending).findByText('No invitation is waiting.');
    expect(calls).toContain(`DELETE /api/admin/invitations/${invitation.id}`);
  });
});
