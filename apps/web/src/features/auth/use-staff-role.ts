import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { sessionQuery } from './api/session-query';
import { useAuth } from './auth-context';
import type { StaffRole } from './auth-store';

type StaffRoleState =
  /** Signed out: nothing to know. */
  | { status: 'signed-out' }
  /** Signed in here, and the server has not said yet what the account may do. */
  | { status: 'checking' }
  /** The server could not be asked (offline, say); `retry` asks again. */
  | { status: 'unknown'; retry(): void }
  /** The server's word: a role, or null for a shopper. */
  | { status: 'known'; role: StaffRole | null };

/**
 * What the signed-in account may do besides shopping, as the server says. Sign-in answers the
 * public record only, so an account signed in in this tab is asked about once (`GET /api/me`);
 * a remembered one was asked when the shop opened. The role only decides what pages offer: the
 * server checks it again on every request of the back office.
 */
export function useStaffRole(): StaffRoleState {
  const { user, confirmSession } = useAuth();
  // Watches the session check without starting one of its own.
  const { data, isFetching, isError } = useQuery({ ...sessionQuery, enabled: false });
  const userId = user?.id ?? null;
  const role = user?.role;
  const answered = !isFetching && data?.id === userId;
  const needsCheck = userId !== null && role === undefined && !answered;

  // Asked once per account; after a failure, only `retry` asks again.
  const askedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!needsCheck || askedFor.current === userId) return;
    askedFor.current = userId;
    void confirmSession();
  }, [needsCheck, userId, confirmSession]);

  if (user === null) return { status: 'signed-out' };
  if (role !== undefined) return { status: 'known', role };
  // Answered for this account, and still no role: the server knows no role for it.
  if (answered) return { status: 'known', role: null };
  if (isError && !isFetching) return { status: 'unknown', retry: () => void confirmSession() };
  return { status: 'checking' };
}
