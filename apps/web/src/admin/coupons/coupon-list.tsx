import { Plus } from 'lucide-react';
import { Link } from '../../lib/router';
import type { AdminCoupon } from '@terracraft/shared/coupons/admin';
import { formatInr } from '@terracraft/shared/money';
import { api } from '../../lib/api-client';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { SearchFilter, SelectFilter } from '../components/filter-bar';
import { StatusBadge } from '../components/status-badge';
import { useConsoleList } from '../components/use-console-list';
import { adminPaths } from '../paths';
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
  const list = useConsoleList({
    area: 'coupons',
    defaults: FILTERS,
    toQuery: (filters) => ({
      q: filters.q || undefined,
      status: (filters.status || undefined) as 'active' | 'disabled' | undefined,
    }),
    fetch: (query, signal) => api('admin.coupons.list', { query, signal }),
  });
  const { filters, setFilters } = list;
  return (
    <ConsoleListPage
      title="Coupons"
      description="Codes shoppers type at the cart. The shop checks every rule again when an order is placed."
      actions={
        <Link to={`${adminPaths.coupons}/new`} className="btn-primary px-5 py-2.5">
          <Plus className="size-4" aria-hidden="true" />
          New coupon
        </Link>
      }
      list={list}
      filterLabel="Filter coupons"
      filters={
        <>
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
        </>
      }
      caption="Coupons"
      columns={columns}
      rowKey={(c) => c.code}
      rowHref={(c) => `${adminPaths.coupons}/${encodeURIComponent(c.code)}`}
      empty="No coupons match these filters."
    />
  );
}
