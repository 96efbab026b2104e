import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Route, Switch } from '../lib/router';
import { Spinner } from '../components/spinner';
import { OwnerOnlyPanel } from './auth/forbidden';
import { InvitationPage } from './staff/invitation-page';
import { SetupPage } from './staff/setup-page';
import { RequireStaff } from './auth/require-staff';
import { useConsoleUser } from './auth/console-user';
import { CONSOLE_AREAS, type ConsoleArea } from './areas';
import { ConsolePage } from './components/console-page';
import { ConsoleLayout } from './layout/console-layout';
import { ConsoleToasts } from './layout/console-toasts';
import { adminPaths } from './paths';

const areas: readonly ConsoleArea[] = CONSOLE_AREAS;

/** Each area's pages, a chunk of their own. */
const areaRoutes = areas.map((area) => {
  const Pages = lazy(area.load);
  return { area, pages: <Pages /> };
});

/** Where an area's pages are: the dashboard at the console's own path, the others below theirs. */
const routePath = (area: ConsoleArea) =>
  area.path === adminPaths.home ? adminPaths.home : `${area.path}/*?`;

/**
 * The back office (`/admin/*`): the one module the shop's router loads, lazily, for the console.
 * No page of the shop imports anything from here.
 */
export default function Console() {
  return (
    <>
      <Suspense
        fallback={
          <div className="flex min-h-screen items-center justify-center">
            <Spinner label="Opening the console" />
          </div>
        }
      >
        <Switch>
          {/* The ways in, for accounts without a role yet: outside the staff door. */}
          <Route path={adminPaths.setup}>
            <SetupPage />
          </Route>
          <Route path={adminPaths.invitation}>
            <InvitationPage />
          </Route>
          <Route>
            <RequireStaff>
              <ConsoleLayout>
                <Switch>
                  {areaRoutes.map(({ area, pages }) => (
                    <Route key={area.id} path={routePath(area)}>
                      <AreaAccess area={area}>{pages}</AreaAccess>
                    </Route>
                  ))}
                  <Route>
                    <ConsoleNotFound />
                  </Route>
                </Switch>
              </ConsoleLayout>
            </RequireStaff>
          </Route>
        </Switch>
      </Suspense>
      {/* One place for notices, so that they outlive a move between the console's pages. */}
      <ConsoleToasts />
    </>
  );
}

/** Staff see the owner's areas refused; the server refuses their endpoints to them too. */
function AreaAccess({ area, children }: { area: ConsoleArea; children: ReactNode }) {
  const { role } = useConsoleUser();
  return area.ownerOnly && role !== 'owner' ? <OwnerOnlyPanel /> : children;
}

function ConsoleNotFound() {
  return (
    <ConsolePage title="Page not found">
      <p className="text-clay-700">
        The console has no such page.{' '}
        <Link to={adminPaths.home} className="font-semibold text-terracotta hover:underline">
          Back to the dashboard
        </Link>
      </p>
    </ConsolePage>
  );
}
