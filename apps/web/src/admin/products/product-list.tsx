import { Plus } from 'lucide-react';
import { Link } from '../../lib/router';
import { categoryOptions, type AdminProductListItem } from '@terracraft/shared/products';
import { formatInr } from '@terracraft/shared/money';
import { SmartImage } from '../../components/smart-image';
import { api } from '../../lib/api-client';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { SearchFilter, SelectFilter } from '../components/filter-bar';
import { StatusBadge } from '../components/status-badge';
import { useConsoleList } from '../components/use-console-list';
import { adminPaths } from '../paths';

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
  const list = useConsoleList({
    area: 'products',
    defaults: FILTERS,
    toQuery: (filters) => ({
      q: filters.q || undefined,
      category: (filters.category || undefined) as AdminProductListItem['category'] | undefined,
      visibility: (filters.visibility || undefined) as 'visible' | 'hidden' | undefined,
    }),
    fetch: (query, signal) => api('admin.products.list', { query, signal }),
  });
  const { filters, setFilters } = list;
  return (
    <ConsoleListPage
      title="Products"
      description="Prices, stock, photos and visibility of everything the shop sells."
      actions={
        <Link to={`${adminPaths.products}/new`} className="btn-primary px-5 py-2">
          <Plus className="size-4" aria-hidden="true" />
          New product
        </Link>
      }
      list={list}
      filterLabel="Filter products"
      filters={
        <>
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
        </>
      }
      caption="Products"
      columns={columns}
      rowKey={(row) => row.slug}
      rowHref={(row) => `${adminPaths.products}/${row.slug}`}
      empty={list.filtered ? 'No products match these filters.' : 'No products yet.'}
    />
  );
}
