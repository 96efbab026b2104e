import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';

/** The empty wishlist: an illustration, the specification's words and the way back to the shop. */
export function WishlistEmpty() {
  return (
    <div className="flex flex-col items-center gap-6 py-16 text-center">
      <svg
        viewBox="0 0 200 160"
        className="h-40 w-52"
        role="img"
        aria-label="An empty basket with a heart above it"
      >
        <ellipse cx="100" cy="146" rx="70" ry="8" fill="#f2e8dc" />
        <path
          d="M100 58c-6-12-26-14-30 2-3 12 12 22 30 34 18-12 33-22 30-34-4-16-24-14-30-2z"
          fill="none"
          stroke="#b5532c"
          strokeWidth="5"
          strokeLinejoin="round"
        />
        <path d="M40 96h120l-14 44H54z" fill="#e4cfb7" stroke="#70472d" strokeWidth="4" />
        <path
          d="M52 108h96M57 122h86M70 96v44M90 96v44M110 96v44M130 96v44"
          stroke="#a86f45"
          strokeWidth="3"
        />
        <path d="M58 96c0-20 84-20 84 0" fill="none" stroke="#70472d" strokeWidth="4" />
      </svg>
      <p className="max-w-md text-lg text-clay-800">
        You don&apos;t have any products in the wishlist yet.
      </p>
      <Link to={paths.productList} className="btn-primary">
        Return to Shop
      </Link>
    </div>
  );
}
