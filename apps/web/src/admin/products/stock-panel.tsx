import { zodResolver } from '@hookform/resolvers/zod';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { type AdminProduct } from '@terracraft/shared/products';
import {
  STOCK_ADJUST_REASONS,
  STOCK_REASON_LABELS,
  stockAdjustSchema,
  type StockAdjust,
} from '@terracraft/shared/inventory';
import { formatDateTime } from '@terracraft/shared/dates';
import { api } from '../../lib/api-client';
import { ActionError } from '../components/action-error';
import { Panel } from '../components/console-page';
import {
  hasFieldErrors,
  NumberField,
  SelectField,
  showServerFieldErrors,
  TextField,
} from '../../components/fields';
import { StatusBadge } from '../components/status-badge';
import { adminKeys } from '../query-keys';

/** The stock: add or take off units with a reason, the threshold, and the ledger. */
export function StockPanel({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError, reset } = useForm<StockAdjust>({
    resolver: zodResolver(stockAdjustSchema) as never,
    defaultValues: {
      delta: null as unknown as number,
      reason: 'restock',
      note: '',
      lowStockThreshold: product.lowStockThreshold,
    },
  });
  const history = useInfiniteQuery({
    queryKey: adminKeys.other('products', 'stock', product.slug),
    queryFn: ({ pageParam, signal }) =>
      api('admin.inventory.history', {
        params: { slug: product.slug },
        query: { limit: 10, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const adjust = useMutation({
    mutationFn: (values: StockAdjust) =>
      api('admin.inventory.adjust', { params: { slug: product.slug }, body: values }),
    onSuccess: async (result) => {
      toast.success(`Stock is now ${result.product.stock}.`);
      reset({
        delta: null as unknown as number,
        reason: 'restock',
        note: '',
        lowStockThreshold: result.product.lowStockThreshold,
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.area('products') });
    },
    onError: (error) => showServerFieldErrors(error, setError),
  });
  const low = product.stock <= product.lowStockThreshold;
  return (
    <Panel title="Stock">
      <p className="mb-4 flex items-center gap-3 text-clay-900">
        <span className="text-3xl font-semibold" data-testid="stock-level">
          {product.stock}
        </span>
        <span className="text-sm text-clay-700">in stock</span>
        {low ? (
          <StatusBadge tone={product.stock === 0 ? 'danger' : 'warning'}>
            {product.stock === 0 ? 'Out of stock' : 'Low stock'}
          </StatusBadge>
        ) : null}
      </p>
      <form
        noValidate
        aria-label="Adjust stock"
        onSubmit={(event) => void handleSubmit((values) => adjust.mutate(values))(event)}
        className="grid gap-3 sm:grid-cols-2"
      >
        <NumberField
          control={control}
          name="delta"
          label="Units to add or take off"
          hint="-3 takes three off."
          step={1}
          required
        />
        <SelectField
          control={control}
          name="reason"
          label="Reason"
          required
          options={STOCK_ADJUST_REASONS.map((reason) => ({
            value: reason,
            label: STOCK_REASON_LABELS[reason] ?? reason,
          }))}
        />
        <TextField control={control} name="note" label="Note" className="sm:col-span-2" />
        <NumberField
          control={control}
          name="lowStockThreshold"
          label="Low-stock threshold"
          min={0}
          step={1}
        />
        {adjust.error && !hasFieldErrors(adjust.error) ? (
          <ActionError error={adjust.error} className="sm:col-span-2" />
        ) : null}
        <div className="flex items-end justify-end">
          <button type="submit" disabled={adjust.isPending} className="btn-primary px-5 py-2">
            {adjust.isPending ? 'Saving…' : 'Adjust stock'}
          </button>
        </div>
      </form>
      <h3 className="mb-2 mt-6 font-semibold text-clay-900">History</h3>
      <ol className="divide-y divide-clay-100 text-sm" aria-label="Stock history">
        {history.data?.pages.flatMap((page) =>
          page.items.map((movement) => (
            <li key={movement.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                <span
                  className={
                    movement.delta > 0
                      ? 'font-semibold text-green-800'
                      : movement.delta < 0
                        ? 'font-semibold text-red-800'
                        : 'font-semibold text-clay-700'
                  }
                >
                  {movement.delta > 0 ? `+${movement.delta}` : movement.delta}
                </span>{' '}
                {STOCK_REASON_LABELS[movement.reason] ?? movement.reason}
                {movement.note ? <span className="text-clay-700"> · {movement.note}</span> : null}
                <span className="block text-xs text-clay-600">
                  {formatDateTime(movement.at)}
                  {movement.actorEmail ? ` · ${movement.actorEmail}` : ''}
                </span>
              </span>
              <span className="text-clay-700">→ {movement.stockAfter}</span>
            </li>
          )),
        )}
      </ol>
      {history.hasNextPage ? (
        <button
          type="button"
          onClick={() => void history.fetchNextPage()}
          disabled={history.isFetchingNextPage}
          className="btn-outline mt-3 px-4 py-2"
        >
          Show more
        </button>
      ) : null}
    </Panel>
  );
}
