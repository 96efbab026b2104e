import { Search } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Link, useLocation } from '../../../lib/router';
import { cameFromUnavailableProduct } from '../product-unavailable';

/**
 * Says why the shopper, who followed a link to a product, is on the home page (the specification
 * sends them there), and offers to search for what they were looking for.
 */
export function ProductUnavailableNotice() {
  const { state } = useLocation();
  if (!cameFromUnavailableProduct(state)) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6">
      <div
        role="status"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-clay-200 bg-clay-50 px-4 py-3 text-clay-900"
      >
        <p className="font-medium">That product is no longer available.</p>
        <Link to={paths.search} className="btn-outline px-4 py-2">
          <Search className="size-4" aria-hidden="true" />
          Search the shop
        </Link>
      </div>
    </div>
  );
}
