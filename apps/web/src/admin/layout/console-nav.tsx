import { NavLink } from '../../lib/router';
import { cn } from '../../lib/cn';
import { useConsoleUser } from '../auth/console-user';
import { CONSOLE_AREAS, type ConsoleArea } from '../areas';

const areas: readonly ConsoleArea[] = CONSOLE_AREAS;

/** The console's areas; staff do not see the owner's. */
export function ConsoleNav({ id, onChoose }: { id?: string; onChoose?(): void }) {
  const { role } = useConsoleUser();
  const shown = areas.filter((area) => !area.ownerOnly || role === 'owner');
  return (
    <nav id={id} aria-label="Console">
      <ul className="space-y-1">
        {shown.map((area) => (
          <li key={area.id}>
            <NavLink
              to={area.path}
              // The dashboard is the console's home: only its own path marks it current.
              end={area.id === 'dashboard'}
              onClick={onChoose}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-clay-700 text-white'
                    : 'text-clay-800 hover:bg-clay-100 hover:text-terracotta',
                )
              }
            >
              <area.icon className="size-4 shrink-0" aria-hidden="true" />
              {area.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
