import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { toast } from 'react-toastify';
import type { ReviewStatus } from '@terracraft/shared/reviews';
import type { AdminReview, ReviewDecision } from '@terracraft/shared/reviews/admin';
import { formatFullDate } from '@terracraft/shared/dates';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { SelectFilter } from '../components/filter-bar';
import { StatusBadge } from '../components/status-badge';
import { useConsoleList } from '../components/use-console-list';
import { adminKeys } from '../query-keys';

/** The queue opens on the reviews waiting for approval. */
const FILTERS: { status: string } = { status: 'pending' };
const STATUS_OPTIONS = [
  { value: 'pending', label: 'Waiting for approval' },
  { value: 'shown', label: 'Shown' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
] as const;

const STATUS_BADGES: Record<ReviewStatus, ReactNode> = {
  shown: <StatusBadge tone="success">Shown</StatusBadge>,
  pending: <StatusBadge tone="warning">Waiting for approval</StatusBadge>,
  rejected: <StatusBadge tone="neutral">Rejected</StatusBadge>,
};

/** What staff may do with a review in each state. */
const DECISIONS: Record<ReviewStatus, readonly ReviewDecision[]> = {
  pending: ['shown', 'rejected'],
  shown: ['rejected'],
  rejected: ['shown'],
};

/**
 * The review queue, newest first: approve a review to show it on its product page and count it
 * in its rating, reject it to keep it off them.
 */
export default function ReviewsArea() {
  const list = useConsoleList({
    area: 'reviews',
    defaults: FILTERS,
    toQuery: (filters) => ({
      status: filters.status === 'all' ? undefined : (filters.status as ReviewStatus),
    }),
    fetch: (query, signal) => api('admin.reviews.list', { query, signal }),
  });
  const { filters, setFilters } = list;
  const queryClient = useQueryClient();
  const setStatus = useMutation({
    mutationFn: (input: { review: AdminReview; status: ReviewDecision }) =>
      api('admin.reviews.setStatus', {
        params: { id: input.review.id },
        body: { status: input.status, updatedAt: input.review.updatedAt },
      }),
    onSuccess: (review) => {
      toast.success(
        review.status === 'rejected'
          ? `Review by ${review.name} rejected`
          : `Review by ${review.name} approved and shown on ${review.product.name}`,
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
          {r.verifiedPurchase ? (
            <span className="block text-xs font-semibold text-leaf-dark">Verified purchase</span>
          ) : null}
        </>
      ),
    },
    { id: 'at', header: 'Written', cell: (r) => formatFullDate(r.createdAt) },
    {
      id: 'status',
      header: 'Status',
      cell: (r) => STATUS_BADGES[r.status],
    },
    {
      id: 'action',
      header: 'Action',
      hideHeader: true,
      align: 'right',
      cell: (r) => (
        <span className="inline-flex gap-2">
          {DECISIONS[r.status].map((next) => {
            const verb = next === 'shown' ? 'Approve' : 'Reject';
            return (
              <button
                key={next}
                type="button"
                className="btn-outline px-4 py-1.5"
                disabled={setStatus.isPending}
                aria-label={`${verb} the review by ${r.name} of ${r.product.name}`}
                onClick={() => setStatus.mutate({ review: r, status: next })}
              >
                {verb}
              </button>
            );
          })}
        </span>
      ),
    },
  ];

  return (
    <ConsoleListPage
      title="Reviews"
      description="A review by a shopper whose order of the product was delivered (a verified purchase) is shown at once; any other waits here for approval. Only shown reviews count in a product's rating."
      list={list}
      filterLabel="Filter reviews"
      filters={
        <SelectFilter
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => setFilters({ status })}
        />
      }
      failedAction={setStatus}
      caption="Reviews"
      columns={columns}
      rowKey={(r) => r.id}
      empty="No reviews match this filter."
    />
  );
}
