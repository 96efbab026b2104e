import { queryOptions } from '@tanstack/react-query';
import type { SessionUser } from '@terracraft/shared/auth';
import { api, ApiError } from '../../../lib/api-client';
import { authKeys } from './keys';

/** The signed-in shopper as the server knows them; null when it knows no session (401). */
async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    return await api('auth.me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * `auth.me`, asked once when the shop opens with a remembered shopper, and again whenever
 * something suggests the session has ended (see AuthState.confirmSession). Offline or with the
 * server busy it fails, and the shopper stays signed in here: the next check decides.
 */
export const sessionQuery = queryOptions({
  queryKey: authKeys.session(),
  queryFn: fetchSessionUser,
  staleTime: Infinity,
  retry: false,
});
