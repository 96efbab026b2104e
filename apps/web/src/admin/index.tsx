import { lazy, Suspense, type ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router';
import { Spinner } from '../components/spinner';
import { OwnerOnlyPanel } from './access/forbidden';
import { InvitationPage } from './access/invitation-page';
import { SetupPage } from './access/setup-page';
import { RequireStaff } from './access/require-staff';
import { useConsoleUser } from './access/console-user';
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

/** A console path as the console's routes name it, relative to `/admin`. */
const relative = (path: string) => path.slice(adminPaths.home.length + 1);

/** Where an area's routes hang: the dashboard is the console's index, the others their path. */
const routePath = (area: ConsoleArea) =>
  area.path === adminPaths.home ? undefined : `${relative(area.path)}/*`;

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
        <Routes>
          {/* The ways in, for accounts without a role yet: outside the staff door. */}
          <Route path={relative(adminPaths.setup)} element={<SetupPage />} />
          <Route path={relative(adminPaths.invitation)} element={<InvitationPage />} />
          <Route
            element={
              <RequireStaff>
                <ConsoleLayout />
              </RequireStaff>
            }
          >
            {areaRoutes.map(({ area, pages }) => {
              const path = routePath(area);
              const element = <AreaAccess area={area}>{pages}</AreaAccess>;
              return path ? (
                <Route key={area.id} path={path} element={element} />
              ) : (
                <Route key={area.id} index element={element} />
              );
            })}
            <Route path="*" element={<ConsoleNotFound />} />
          </Route>
        </Routes>
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
