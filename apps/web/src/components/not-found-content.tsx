import { Link } from '../lib/router';
import { NOT_FOUND_TEXT } from '@terracraft/shared/pages';
import { paths } from '../config/paths';
import { PageMeta } from './page-meta';

/**
 * The 404 page: shown for unknown paths, and by data pages (a blog post, for instance) whose
 * content turns out not to exist.
 */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageMeta {...NOT_FOUND_TEXT} />
      <p className="font-display text-8xl font-bold text-clay-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-3xl font-semibold text-clay-800 md:text-4xl">
        {NOT_FOUND_TEXT.title}
      </h1>
      <p className="mt-4 text-clay-700">{NOT_FOUND_TEXT.description}</p>
      <Link to={paths.home} className="btn-primary mt-8">
        Return Home
      </Link>
    </section>
  );
}
