import { ShieldAlert } from 'lucide-react';
import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth';
import { StandalonePage } from '../layout/standalone-page';
import { adminPaths } from '../paths';
import { ACCESS_TEXTS } from '../texts';

/** A signed-in shopper who opened the console: it is not theirs (the server says 403 too). */
export function StaffOnlyPage() {
  const { user } = useAuth();
  return (
    <StandalonePage title="Staff only">
      <div className="text-center">
        <ShieldAlert className="mx-auto size-10 text-terracotta" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-semibold text-clay-900">{ACCESS_TEXTS.staffOnly}</h1>
        <p className="mt-3 text-clay-700">
          You are signed in as {user?.email}, which is a shopper&apos;s account. If the shop has
          invited you to its staff, open the link in the invitation mail.
        </p>
        <Link to={paths.home} className="btn-primary mt-6">
          Return Home
        </Link>
      </div>
    </StandalonePage>
  );
}

/** A staff member on a page of the owner's (Staff, Audit log, Settings), inside the console. */
export function OwnerOnlyPanel() {
  return (
    <section
      aria-labelledby="owner-only-title"
      className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-clay-100"
    >
      <ShieldAlert className="mx-auto size-10 text-terracotta" aria-hidden="true" />
      <h1 id="owner-only-title" className="mt-4 text-2xl font-semibold text-clay-900">
        {ACCESS_TEXTS.ownerOnly}
      </h1>
      <p className="mt-3 text-clay-700">Ask the owner if you need something changed here.</p>
      <Link to={adminPaths.home} className="btn-outline mt-6">
        Back to the dashboard
      </Link>
    </section>
  );
}
