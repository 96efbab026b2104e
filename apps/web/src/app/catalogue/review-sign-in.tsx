import { Link, useLocation } from '../../lib/router';
import { paths } from '../../config/paths';
import { REDIRECT_AFTER_LOGIN_KEY } from '../../features/auth';

/** In place of the review form for a visitor: sign in, then come back to this product. */
export function ReviewSignIn() {
  const location = useLocation();
  return (
    <section aria-labelledby="review-sign-in" className="space-y-3">
      <h2 id="review-sign-in" className="text-xl font-semibold text-clay-900">
        Write a Review
      </h2>
      <p className="text-sm text-clay-700">
        Reviews are written by signed-in shoppers, so every one comes from a real account.
      </p>
      <Link
        to={paths.login}
        className="btn-primary"
        onClick={() =>
          sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, location.pathname + location.search)
        }
      >
        Sign in to write a review
      </Link>
    </section>
  );
}
