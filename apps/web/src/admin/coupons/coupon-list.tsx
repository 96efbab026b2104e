import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from '../../lib/router';
import type { AdminCoupon } from '@terracraft/shared/coupons/admin';
import { formatInr } from '@terracraft/shared/money';
import { api } from '../../lib/api-client';
import { ConsolePage } from '../components/console-page';
import { CursorPagination } from '../components/cursor-pagination';
import { DataTable, type Column } from '../components/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '../components/filter-bar';
import { StatusBadge } from '../components/status-badge';
import { useCursorPage, useUrlFilters } from '../components/url-state';
import { adminPaths } from '../paths';
import { adminKeys } from '../query-keys';
import { couponState, discountLabel, validityLabel } from './coupon-rules';

const FILTERS = { q: '', status: '' } as const;
const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Enabled' },
  { value: 'disabled', label: 'Disabled' },
] as const;

const limitText = (limit: number | null) => (limit === null ? '∞' : String(limit));

const columns: readonly Column<AdminCoupon>[] = [
  { id: 'code', header: 'Code', cell: (c) => c.code },
  {
    id: 'discount',
    header: 'Discount',
    cell: (c) => (
      <>
        <span className="font-medium">{discountLabel(c)}</span>
        <span className="block text-xs text-clay-700">{c.description}</span>
      </>
    ),
  },
  {
    id: 'min',
    header: 'Minimum',
    align: 'right',
    cell: (c) => (c.minOrder > 0 ? formatInr(c.minOrder) : '—'),
  },
  { id: 'validity', header: 'Valid', cell: (c) => validityLabel(c) },
  {
    id: 'used',
    header: 'Used',
    align: 'right',
    cell: (c) => (
      <>
        {c.timesUsed} / {limitText(c.usageLimit)}
        <span className="block text-xs text-clay-700">
          {c.shoppers} {c.shoppers === 1 ? 'shopper' : 'shoppers'}
          {c.perShopperLimit === null ? '' : `, ${c.perShopperLimit} each`}
        </span>
      </>
    ),
  },
  {
    id: 'state',
    header: 'Status',
    cell: (c) => {
      const state = couponState(c);
      return <StatusBadge tone={state.tone}>{state.label}</StatusBadge>;
    },
  },
];

export function CouponList() {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const { cursor, limit } = useCursorPage();
  const query = {
    q: filters.q || undefined,
    status: (filters.status || undefined) as 'active' | 'disabled' | undefined,
    cursor,
    limit,
  };
  const coupons = useQuery({
    queryKey: adminKeys.list('coupons', query),
    queryFn: ({ signal }) => api('admin.coupons.list', { query, signal }),
    placeholderData: (previous) => previous,
  });
  return (
    <ConsolePage
      title="Coupons"
      description="Codes shoppers type at the cart. The shop checks every rule again when an order is placed."
      actions={
        <Link to={`${adminPaths.coupons}/new`} className="btn-primary px-5 py-2.5">
          <Plus className="size-4" aria-hidden="true" />
          New coupon
        </Link>
      }
    >
      <FilterBar
        label="Filter coupons"
        onClear={filters.q || filters.status ? () => setFilters({ q: '', status: '' }) : undefined}
      >
        <SearchFilter
          label="Search by code"
          placeholder="WELCOME10"
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
        />
        <SelectFilter
          label="Status"
          value={filters.status}
          options={STATUS_OPTIONS}
          onChange={(status) => setFilters({ status })}
        />
      </FilterBar>
      <DataTable
        caption="Coupons"
        columns={columns}
        rows={coupons.data?.items}
        rowKey={(c) => c.code}
        rowHref={(c) => `${adminPaths.coupons}/${encodeURIComponent(c.code)}`}
        loading={coupons.isFetching}
        error={coupons.error}
        onRetry={() => void coupons.refetch()}
        empty="No coupons match these filters."
      />
      <CursorPagination nextCursor={coupons.data?.nextCursor} className="mt-4" />
    </ConsolePage>
  );
}
