import { NavLink } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';

/** The signed-in shopper's own pages, in the order they are most often needed. */
const ACCOUNT_PAGES = [
  { to: paths.account, label: 'Profile & security' },
  { to: paths.accountAddresses, label: 'Addresses' },
  { to: paths.accountOrders, label: 'Orders' },
  { to: paths.accountPrivacy, label: 'Privacy' },
] as const;

/** Links between the account pages; each page renders it above its own heading. */
export function AccountNav() {
  return (
    <nav aria-label="Account" className="border-b border-clay-200">
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {ACCOUNT_PAGES.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-block border-b-2 py-3 text-sm font-medium',
                  isActive
                    ? 'border-terracotta text-terracotta'
                    : 'border-transparent text-clay-700 hover:text-terracotta',
                )
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
