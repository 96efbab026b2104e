import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from '../../lib/router';
import { memoryRouter } from '../../lib/memory-router';
import { ConsoleListPage } from './console-list-page';
import type { Column } from './data-table';
import { SelectFilter } from './filter-bar';
import { useConsoleList, type CursorPageOf } from './use-console-list';

afterEach(cleanup);

interface Review {
  id: string;
  text: string;
}
const columns: Column<Review>[] = [{ id: 'text', header: 'Review', cell: (review) => review.text }];
/** Like the review queue: it opens on the reviews waiting, a view rather than "no filter". */
const FILTERS = { status: 'pending' };

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="URL">{pathname + search}</output>;
}
const url = () => screen.getByRole('status', { name: 'URL' }).textContent;

function Reviews({
  fetch,
  clearable,
}: {
  fetch(query: object): Promise<CursorPageOf<Review>>;
  clearable?: boolean;
}) {
  const list = useConsoleList({
    area: 'reviews',
    defaults: FILTERS,
    toQuery: (filters) => ({ status: filters.status === 'all' ? undefined : filters.status }),
    fetch: (query) => fetch(query),
  });
  return (
    <ConsoleListPage
      title="Reviews"
      list={list}
      filterLabel="Filter reviews"
      clearable={clearable}
      filters={
        <SelectFilter
          label="Status"
          value={list.filters.status}
          options={[
            { value: 'pending', label: 'Waiting' },
            { value: 'all', label: 'All' },
          ]}
          onChange={(status) => list.setFilters({ status })}
        />
      }
      caption="Reviews"
      columns={columns}
      rowKey={(review) => review.id}
      empty={list.filtered ? 'No reviews match this filter.' : 'No reviews are waiting.'}
    />
  );
}

function renderAt(path: string, element: React.ReactNode) {
  const router = memoryRouter(path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <router.Router>
        {element}
        <Location />
      </router.Router>
    </QueryClientProvider>,
  );
}

describe('a console list', () => {
  it('asks for the page the URL names, and clears its filters back to the default view', async () => {
    const fetch = vi.fn(async () => ({ items: [], nextCursor: null }));
    renderAt('/admin/reviews?status=all&cursor=c2&prev=c1&limit=25', <Reviews fetch={fetch} />);
    expect(await screen.findByText('No reviews match this filter.')).toBeTruthy();
    expect(fetch).toHaveBeenLastCalledWith({ status: undefined, cursor: 'c2', limit: 25 });
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy();
    expect(screen.getByText('Page 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(url()).toBe('/admin/reviews?limit=25');
    expect(await screen.findByText('No reviews are waiting.')).toBeTruthy();
    expect(fetch).toHaveBeenLastCalledWith({ status: 'pending', cursor: undefined, limit: 25 });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('shows the rows, and offers no clearing where the page says so', async () => {
    const fetch = vi.fn(async () => ({
      items: [{ id: 'r1', text: 'Lovely lamp' }],
      nextCursor: 'c1',
    }));
    renderAt('/admin/reviews?status=all', <Reviews fetch={fetch} clearable={false} />);
    expect(await screen.findByText('Lovely lamp')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Older' }).getAttribute('href')).toContain('cursor=c1');
  });

  it('offers to try again when the page cannot be read', async () => {
    const fetch = vi
      .fn<() => Promise<CursorPageOf<Review>>>()
      .mockRejectedValueOnce(new Error('Network down'))
      .mockResolvedValue({ items: [{ id: 'r1', text: 'Lovely lamp' }], nextCursor: null });
    renderAt('/admin/reviews', <Reviews fetch={fetch} />);
    fireEvent.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByText('Lovely lamp')).toBeTruthy();
  });
});
