import { Link } from 'react-router';
import { useConsoleUser } from '../access/console-user';
import { CONSOLE_AREAS, type ConsoleArea } from '../areas';
import { ConsolePage } from '../components/console-page';

const areas: readonly ConsoleArea[] = CONSOLE_AREAS;

/**
 * The console's home. Revenue, orders waiting, the sales chart and low stock arrive with the
 * dashboard area; until then it leads to the other areas.
 */
export default function Dashboard() {
  const { user, role } = useConsoleUser();
  const shown = areas.filter(
    (area) => area.id !== 'dashboard' && (!area.ownerOnly || role === 'owner'),
  );
  return (
    <ConsolePage
      title="Dashboard"
      description={`Welcome, ${user.name || user.email}. Sales, orders waiting and low stock will show here.`}
    >
      <h2 className="sr-only">Areas</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {shown.map((area) => (
          <li key={area.id}>
            <Link
              to={area.path}
              className="flex items-center gap-3 rounded-2xl bg-white p-5 font-semibold text-clay-900 shadow-sm ring-1 ring-clay-100 transition-colors hover:text-terracotta hover:ring-clay-300"
            >
              <area.icon className="size-5 text-clay-600" aria-hidden="true" />
              {area.label}
            </Link>
          </li>
        ))}
      </ul>
    </ConsolePage>
  );
}
