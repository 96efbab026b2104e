import { useParams } from '../../lib/router';
import { NotFoundContent } from '../../components/not-found-content';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/spinner';
import { BlogArticle, useBlogPost } from '../../features/blog';
import { ApiError } from '../../lib/api-client';

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);

  if (post.isPending) {
    return (
      <div className="flex justify-center py-24">
        <PageMeta {...PAGE_TEXT.blog} />
        <Spinner label="Loading the article" />
      </div>
    );
  }
  if (post.isError) {
    if (post.error instanceof ApiError && post.error.status === 404) return <NotFoundContent />;
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-24 text-center">
        <PageMeta {...PAGE_TEXT.blog} />
        <p className="font-semibold text-clay-800">The article could not be loaded.</p>
        <p className="mt-1 text-sm text-clay-600">{post.error.message}</p>
        <button type="button" className="btn-outline mt-5" onClick={() => post.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <>
      <PageMeta title={post.data.title} description={post.data.excerpt} />
      <BlogArticle post={post.data} />
    </>
  );
}
