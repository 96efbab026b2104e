import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../config/paths';

/** Shown when a page fails to render or its code cannot be loaded (after a deploy, say). */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-display text-3xl text-clay-800">Something went wrong</h1>
      <p className="text-clay-700">
        {status ? `The page answered ${status}. ` : ''}Please reload the page, or return home.
      </p>
      <div className="flex gap-3">
        <button type="button" className="btn-outline" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home} className="btn-primary" reloadDocument>
          Return Home
        </Link>
      </div>
    </main>
  );
}
