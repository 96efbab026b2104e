import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '../../lib/router';
import { paths } from '../../config/paths';
import { useAuth } from './auth-context';
import { REDIRECT_AFTER_LOGIN_KEY } from './storage-keys';

/**
 * Pages that need a signed-in shopper. A visitor is sent to the login page; the wanted path is
 * kept in the session so the login can return there. A shopper who has just signed out here goes
 * home instead: the page they left is not where their next sign-in should lead.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, signedOutHere } = useAuth();
  const location = useLocation();
  if (isAuthenticated) return children;
  if (signedOutHere) return <Navigate to={paths.home} replace />;
  return <LoginFirst from={location.pathname + location.search + location.hash} />;
}

function LoginFirst({ from }: { from: string }) {
  useEffect(() => sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, from), [from]);
  return <Navigate to={paths.login} replace />;
}
