import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { AdminReview, ReviewStatus } from '@terracraft/shared/admin/reviews';
import { formatFullDate } from '@terracraft/shared/dates';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { ActionError } from '../components/action-error';
import { ConsolePage } from '../components/console-page';
import { CursorPagination } from '../components/cursor-pagination';
import { DataTable, type Column } from '../components/data-table';
import { FilterBar, SelectFilter } from '../components/filter-bar';
import { StatusBadge } from '../components/status-badge';
import { useCursorPage, useUrlFilters } from '../components/url-state';
import { adminKeys } from '../query-keys';

const FILTERS = { status: '' } as const;
const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'hidden', label: 'Hidden' },
] as const;

/** The review queue: newest first; hide a review to take it off its product page and rating. */
export default function ReviewsArea() {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const { cursor, limit } = useCursorPage();
  const queryClient = useQueryClient();
  const query = {
    status: (filters.status || undefined) as ReviewStatus | undefined,
    cursor,
    limit,
  };
  const reviews = useQuery({
    queryKey: adminKeys.list('reviews', query),
    queryFn: ({ signal }) => api('admin.reviews.list', { query, signal }),
    placeholderData: (previous) => previous,
  });
  const setStatus = useMutation({
    mutationFn: (input: { review: AdminReview; status: ReviewStatus }) =>
      api('admin.reviews.setStatus', {
        params: { id: input.review.id },
        body: { status: input.status, updatedAt: input.review.updatedAt },
      }),
    onSuccess: (review) => {
      toast.success(
        review.status === 'hidden'
          ? `Review by ${review.name} hidden from ${review.product.name}`
          : `Review by ${review.name} published`,
      );
      void queryClient.invalidateQueries({ queryKey: adminKeys.area('reviews') });
    },
  });

  const columns: readonly Column<AdminReview>[] = [
    {
      id: 'review',
      header: 'Review',
      className: 'min-w-[18rem]',
      cell: (r) => (
        <>
          <span className="font-semibold" aria-label={`${r.rating} out of 5 stars`}>
            {'★'.repeat(r.rating)}
            <span className="text-clay-300">{'★'.repeat(5 - r.rating)}</span>
          </span>
          <p className="mt-1 whitespace-pre-line">{r.text}</p>
        </>
      ),
    },
    {
      id: 'product',
      header: 'Product',
      cell: (r) => (
        <Link to={paths.product(r.product.slug)} className="hover:text-terracotta">
          {r.product.name}
        </Link>
      ),
    },
    {
      id: 'by',
      header: 'By',
      cell: (r) => (
        <>
          {r.name}
          <span className="block text-xs text-clay-700">{r.email}</span>
        </>
      ),
    },
    { id: 'at', header: 'Written', cell: (r) => formatFullDate(r.createdAt) },
    {
      id: 'status',
      header: 'Status',
      cell: (r) =>
        r.status === 'published' ? (
          <StatusBadge tone="success">Published</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">Hidden</StatusBadge>
        ),
    },
    {
      id: 'action',
      header: 'Action',
      hideHeader: true,
      align: 'right',
      cell: (r) => {
        const next: ReviewStatus = r.status === 'published' ? 'hidden' : 'published';
        return (
          <button
            type="button"
            className="btn-outline px-4 py-1.5"
            disabled={setStatus.isPending}
            aria-label={`${next === 'hidden' ? 'Hide' : 'Publish'} the review by ${r.name} of ${r.product.name}`}
            onClick={() => setStatus.mutate({ review: r, status: next })}
          >
            {next === 'hidden' ? 'Hide' : 'Publish'}
          </button>
        );
      },
    },
  ];

  return (
    <ConsolePage
      title="Reviews"
      description="Reviews appear on the shop as soon as shoppers write them. A hidden review leaves the product page and its rating."
    >
      <FilterBar
        label="Filter reviews"
        onClear={filters.status ? () => setFilters({ status: '' }) : undefined}
      >
        <SelectFilter
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => setFilters({ status })}
        />
      </FilterBar>
      {setStatus.error ? (
        <ActionError
          error={setStatus.error}
          onReload={() => void reviews.refetch().then(() => setStatus.reset())}
          className="mb-4"
        />
      ) : null}
      <DataTable
        caption="Reviews"
        columns={columns}
        rows={reviews.data?.items}
        rowKey={(r) => r.id}
        loading={reviews.isFetching}
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
        empty="No reviews match this filter."
      />
      <CursorPagination nextCursor={reviews.data?.nextCursor} className="mt-4" />
    </ConsolePage>
  );
}
