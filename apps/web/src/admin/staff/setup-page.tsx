import { useQuery } from '@tanstack/react-query';
import { Link } from '../../lib/router';
import { OWNER_EXISTS } from '@terracraft/shared/staff';
import { api } from '../../lib/api-client';
import { adminPaths } from '../paths';
import { ClaimPage } from './claim-page';

/**
 * `/admin/setup?token=…`: the link the server prints while the shop has no owner. The signed-in
 * account that opens it and says so becomes the owner.
 */
export function SetupPage() {
  const status = useQuery({
    queryKey: ['admin-setup-status'],
    queryFn: ({ signal }) => api('admin.staff.setupStatus', { signal }),
  });
  return (
    <ClaimPage
      texts={{
        title: 'Set up the shop’s owner',
        intro: (
          <>
            <p>
              This link was printed by the shop’s server when it started. The account that opens it
              becomes the shop’s owner: it runs the shop from the console, invites its staff and
              changes its settings.
            </p>
            <p>The link works once; after that the shop has its owner.</p>
          </>
        ),
        signInFirst: (
          <p>
            First sign in with the account that should own the shop, or sign up for one, then come
            back to this link.
          </p>
        ),
        action: 'Become the owner',
        pending: 'Setting up...',
        incomplete: 'This setup link is not complete. Open the link the server printed.',
      }}
      notice={
        status.data && !status.data.needsOwner ? (
          <p>
            {OWNER_EXISTS} Sign in as its owner to open the{' '}
            <Link to={adminPaths.home} className="font-semibold underline">
              console
            </Link>
            , or ask them to invite you.
          </p>
        ) : undefined
      }
      claim={(token) => api('admin.staff.claimSetup', { body: { token } })}
    />
  );
}
