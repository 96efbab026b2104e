import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from '../../lib/router';
import { memoryRouter } from '../../lib/memory-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { ActionError } from './action-error';
import { CursorPagination } from './cursor-pagination';
import { DataTable, type Column } from './data-table';
import { FilterBar, SearchFilter, SelectFilter } from './filter-bar';
import { useUrlFilters, useUrlSort } from './url-state';

afterEach(cleanup);

/** Renders `element` at `path` and shows the current URL, to read what the page put in it. */
function renderAt(path: string, element: ReactNode) {
  const router = memoryRouter(path);
  render(
    <router.Router>
      {element}
      <Location />
    </router.Router>,
  );
  return router;
}

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="URL">{pathname + search}</output>;
}
const url = () => screen.getByRole('status', { name: 'URL' }).textContent;

interface Order {
  number: string;
  total: string;
}
const columns: Column<Order>[] = [
  { id: 'number', header: 'Order', cell: (order) => `#${order.number}` },
  { id: 'total', header: 'Total', cell: (order) => order.total, sortKey: 'total', align: 'right' },
];

describe('DataTable', () => {
  it('links each row to its page, and says what an empty list is', () => {
    const rows = [
      { number: 'TC1001', total: '₹500.00' },
      { number: 'TC1002', total: '₹900.00' },
    ];
    const { Router } = memoryRouter('/');
    const { rerender } = render(
      <Router>
        <DataTable
          caption="Orders"
          columns={columns}
          rows={rows}
          rowKey={(order) => order.number}
          rowHref={(order) => `/admin/orders/${order.number}`}
          empty="No orders match these filters."
        />
      </Router>,
    );
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('link', { name: '#TC1002' }).getAttribute('href')).toBe(
      '/admin/orders/TC1002',
    );
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    rerender(
      <Router>
        <DataTable
          caption="Orders"
          columns={columns}
          rows={[]}
          rowKey={(order) => order.number}
          empty="No orders match these filters."
        />
      </Router>,
    );
    expect(screen.getByText('No orders match these filters.')).toBeTruthy();
  });

  it('shows a skeleton while the first page loads, and says so', () => {
    render(
      <DataTable
        caption="Orders"
        columns={columns}
        rows={undefined}
        loading
        rowKey={(order) => order.number}
        empty="None"
      />,
    );
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading orders');
    expect(screen.queryByText('None')).toBeNull();
  });

  it('sorts by a column on the server: first descending, then the other way', () => {
    function Sorted() {
      const [sort, setSort] = useUrlSort({ key: 'placed', direction: 'desc' });
      return (
        <DataTable
          caption="Orders"
          columns={columns}
          rows={[]}
          rowKey={(order) => order.number}
          empty="None"
          sort={sort}
          onSortChange={setSort}
        />
      );
    }
    renderAt('/admin/orders?cursor=abc', <Sorted />);
    const header = () => screen.getByRole('columnheader', { name: /Total/ });
    expect(header().getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header()).getByRole('button'));
    expect(url()).toBe('/admin/orders?sort=total&order=desc');
    expect(header().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header()).getByRole('button'));
    expect(url()).toBe('/admin/orders?sort=total&order=asc');
    expect(header().getAttribute('aria-sort')).toBe('ascending');
  });
});

const STATUS_FILTERS = { status: '', q: '' };

function OrderFilters() {
  const [filters, setFilters] = useUrlFilters(STATUS_FILTERS);
  return (
    <FilterBar label="Filter orders" onClear={() => setFilters({ status: null, q: null })}>
      <SelectFilter
        label="Status"
        value={filters.status}
        options={[
          { value: '', label: 'Any status' },
          { value: 'shipped', label: 'Shipped' },
        ]}
        onChange={(status) => setFilters({ status })}
      />
      <SearchFilter label="Search" value={filters.q} onSearch={(q) => setFilters({ q })} />
    </FilterBar>
  );
}

describe('FilterBar', () => {
  it('applies a select at once and the search on Enter, back on the first page', () => {
    renderAt('/admin/orders?cursor=c2&prev=c1', <OrderFilters />);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'shipped' } });
    expect(url()).toBe('/admin/orders?status=shipped');

    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.input(search, { target: { value: ' TC1001 ' } });
    expect(url()).toBe('/admin/orders?status=shipped');
    fireEvent.submit(search.closest('form')!);
    expect(url()).toBe('/admin/orders?status=shipped&q=TC1001');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(url()).toBe('/admin/orders');
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('shows the filters the URL holds after a reload', () => {
    renderAt('/admin/orders?status=shipped&q=asha', <OrderFilters />);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('shipped');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('asha');
  });
});

describe('CursorPagination', () => {
  it('goes older with the next cursor and newer back, and changes the page size', async () => {
    const router = renderAt('/admin/audit?actor=a', <CursorPagination nextCursor="c1" />);
    const follow = (link: HTMLElement) => act(() => router.navigate(link.getAttribute('href')!));
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Newer' })).toBeNull();
    follow(screen.getByRole('link', { name: 'Older' }));
    expect(url()).toBe('/admin/audit?actor=a&cursor=c1');
    expect(screen.getByText('Page 2')).toBeTruthy();
    follow(screen.getByRole('link', { name: 'Newer' }));
    expect(url()).toBe('/admin/audit?actor=a');

    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '100' } });
    expect(url()).toBe('/admin/audit?actor=a&limit=100');
  });

  it('offers no older page after the last', () => {
    renderAt('/admin/audit?cursor=c1', <CursorPagination nextCursor={null} />);
    expect(screen.queryByRole('link', { name: 'Older' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Newer' })).toBeTruthy();
  });
});

describe('ActionError', () => {
  it('offers a reload when the record changed meanwhile, and only then', () => {
    const onReload = vi.fn();
    const stale = new ApiError(
      409,
      'STALE',
      'These settings changed while you were looking at them. Reload to see the latest.',
    );
    const { rerender } = render(<ActionError error={stale} onReload={onReload} />);
    expect(screen.getByRole('alert').textContent).toContain('changed while you were looking');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledOnce();

    rerender(<ActionError error={new ApiError(400, 'BAD_REQUEST', 'No.')} onReload={onReload} />);
    expect(screen.getByRole('alert').textContent).toBe('No.');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});
