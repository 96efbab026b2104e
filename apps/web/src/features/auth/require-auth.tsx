import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useAuth } from './auth-context';
import { REDIRECT_AFTER_LOGIN_KEY } from './storage-keys';

/**
 * Pages that need a signed-in shopper. A visitor is sent to the login page; the wanted path is
 * kept in the session so the login can return there.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  if (isAuthenticated) return children;
  sessionStorage.setItem(
    REDIRECT_AFTER_LOGIN_KEY,
    location.pathname + location.search + location.hash,
  );
  return <Navigate to={paths.login} replace />;
}
