import type { ReactNode } from 'react';
import { Spinner } from '../../components/spinner';
import { RequireAuth, useAuth, useStaffRole } from '../../features/auth';
import { StandalonePage } from '../layout/standalone-page';
import { ConsoleUserContext } from './console-user';
import { StaffOnlyPage } from './forbidden';

/**
 * The console's door. A visitor signs in first and comes back (the shop's own redirect after
 * login); a shopper is turned away; staff and owners go in. The role is the server's word, asked
 * once after a sign-in in this tab; the server checks it again on every request.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <StaffOnly>{children}</StaffOnly>
    </RequireAuth>
  );
}

function StaffOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const access = useStaffRole();
  if (access.status === 'known' && user) {
    if (!access.role) return <StaffOnlyPage />;
    return (
      <ConsoleUserContext.Provider value={{ user, role: access.role }}>
        {children}
      </ConsoleUserContext.Provider>
    );
  }
  if (access.status === 'unknown') {
    return (
      <StandalonePage title="Console">
        <div role="alert" className="text-center">
          <h1 className="text-xl font-semibold text-clay-900">We could not reach the shop</h1>
          <p className="mt-3 text-clay-700">
            Check your connection, then try again to open the console.
          </p>
          <button type="button" className="btn-primary mt-6" onClick={access.retry}>
            Try again
          </button>
        </div>
      </StandalonePage>
    );
  }
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Opening the console" />
    </div>
  );
}
