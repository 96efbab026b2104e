import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from '../../lib/router';
import { categoryOptions, type AdminProductListItem } from '@terracraft/shared/products';
import { formatInr } from '@terracraft/shared/money';
import { SmartImage } from '../../components/smart-image';
import { api } from '../../lib/api-client';
import { ConsolePage } from '../components/console-page';
import { CursorPagination } from '../components/cursor-pagination';
import { DataTable, type Column } from '../components/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '../components/filter-bar';
import { StatusBadge } from '../components/status-badge';
import { useCursorPage, useUrlFilters } from '../components/url-state';
import { adminPaths } from '../paths';
import { adminKeys } from '../query-keys';

const FILTERS = { q: '', category: '', visibility: '' } as const;

const columns: readonly Column<AdminProductListItem>[] = [
  {
    id: 'name',
    header: 'Product',
    cell: (row) => (
      <span className="flex items-center gap-3">
        <SmartImage
          src={row.image || undefined}
          kind="product"
          alt=""
          width={40}
          height={40}
          sizes="40px"
          className="size-10 shrink-0 rounded-lg object-cover"
        />
        <span>
          {row.name}
          <span className="block text-xs font-normal text-clay-600">
            {row.slug} · {row.sku}
          </span>
        </span>
      </span>
    ),
  },
  {
    id: 'category',
    header: 'Category',
    cell: (row) => categoryOptions.find((option) => option.key === row.category)?.name,
  },
  { id: 'price', header: 'Price', align: 'right', cell: (row) => formatInr(row.price) },
  {
    id: 'stock',
    header: 'Stock',
    align: 'right',
    cell: (row) =>
      row.stock <= row.lowStockThreshold ? (
        <StatusBadge tone={row.stock === 0 ? 'danger' : 'warning'}>{row.stock}</StatusBadge>
      ) : (
        row.stock
      ),
  },
  {
    id: 'visibility',
    header: 'Visibility',
    cell: (row) =>
      row.hidden ? (
        <StatusBadge tone="neutral">Hidden</StatusBadge>
      ) : (
        <StatusBadge tone="success">Visible</StatusBadge>
      ),
  },
];

/** Every product, hidden ones too: search by name, slug or SKU. */
export function ProductList() {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const { cursor, limit } = useCursorPage();
  const query = {
    q: filters.q || undefined,
    category: (filters.category || undefined) as AdminProductListItem['category'] | undefined,
    visibility: (filters.visibility || undefined) as 'visible' | 'hidden' | undefined,
    cursor,
    limit,
  };
  const page = useQuery({
    queryKey: adminKeys.list('products', query),
    queryFn: ({ signal }) => api('admin.products.list', { query, signal }),
    placeholderData: keepPreviousData,
  });
  const filtered = filters.q !== '' || filters.category !== '' || filters.visibility !== '';
  return (
    <ConsolePage
      title="Products"
      description="Prices, stock, photos and visibility of everything the shop sells."
      actions={
        <Link to={`${adminPaths.products}/new`} className="btn-primary px-5 py-2">
          <Plus className="size-4" aria-hidden="true" />
          New product
        </Link>
      }
    >
      <FilterBar
        label="Filter products"
        onClear={
          filtered ? () => setFilters({ q: null, category: null, visibility: null }) : undefined
        }
      >
        <SearchFilter
          label="Search"
          placeholder="Name, slug or SKU"
          value={filters.q}
          onSearch={(q) => setFilters({ q })}
        />
        <SelectFilter
          label="Category"
          value={filters.category}
          options={[
            { value: '', label: 'All categories' },
            ...categoryOptions.map((option) => ({ value: option.key, label: option.name })),
          ]}
          onChange={(category) => setFilters({ category })}
        />
        <SelectFilter
          label="Visibility"
          value={filters.visibility}
          options={[
            { value: '', label: 'All' },
            { value: 'visible', label: 'Visible' },
            { value: 'hidden', label: 'Hidden' },
          ]}
          onChange={(visibility) => setFilters({ visibility })}
        />
      </FilterBar>
      <DataTable
        caption="Products"
        columns={columns}
        rows={page.data?.items}
        rowKey={(row) => row.slug}
        rowHref={(row) => `${adminPaths.products}/${row.slug}`}
        loading={page.isFetching}
        error={page.error}
        onRetry={() => void page.refetch()}
        empty={filtered ? 'No products match these filters.' : 'No products yet.'}
      />
      <CursorPagination nextCursor={page.data?.nextCursor} className="mt-4" />
    </ConsolePage>
  );
}
