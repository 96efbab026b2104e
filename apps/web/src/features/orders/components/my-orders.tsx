import { useState, type ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { toast } from '../../../lib/notify';
import { ORDER_TABS, type Order, type OrderTab } from '@terracraft/shared/orders';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useCancelOrder, useOrders } from '../api/order-queries';
import { ORDER_TEXTS } from '../texts';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard } from './order-card';

const TAB_LABELS: Record<OrderTab, string> = {
  all: 'All',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * The shopper's own orders, by status tab (the tab lives in the URL: `?status=shipped`).
 * `payAction` is what an order waiting for payment offers to pay it; `returnAction` what a
 * delivered order offers to return items, and `returns` how an order's returns show.
 */
export function MyOrders({
  tab,
  payAction,
  returnAction,
  returns,
  nav,
}: {
  tab: OrderTab;
  /** The account's navigation, above the heading. */
  nav?: ReactNode;
  payAction?(order: Order): ReactNode;
  returnAction?(order: Order): ReactNode;
  returns?(order: Order): ReactNode;
}) {
  const orders = useOrders(tab);
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState<Order>();
  const list = orders.data?.pages.flatMap((page) => page.orders) ?? [];

  const closeDialog = () => {
    setConfirming(undefined);
    cancel.reset();
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      {nav ? <div className="mb-8">{nav}</div> : null}
      <h1 className="text-3xl font-semibold text-clay-800 md:text-4xl">My Orders</h1>

      <nav aria-label="Order status" className="mt-6 overflow-x-auto">
        <ul className="flex gap-2 border-b border-clay-200">
          {ORDER_TABS.map((value) => (
            <li key={value}>
              <Link
                to={
                  value === 'all' ? paths.accountOrders : `${paths.accountOrders}?status=${value}`
                }
                aria-current={value === tab ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-block border-b-2 px-4 py-2 text-sm font-medium transition-colors',
                  value === tab
                    ? 'border-clay-700 text-clay-900'
                    : 'border-transparent text-clay-600 hover:text-clay-900',
                )}
              >
                {TAB_LABELS[value]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-6 space-y-4">
        {orders.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading your orders" />
          </div>
        ) : orders.isError ? (
          <p role="alert" className="py-10 text-center text-red-700">
            {orders.error.message}
          </p>
        ) : list.length === 0 ? (
          <div className="space-y-4 py-16 text-center">
            <p className="text-lg text-clay-700">
              {tab === 'all'
                ? 'You have not placed any orders yet.'
                : `You have no ${TAB_LABELS[tab].toLowerCase()} orders.`}
            </p>
            <Link to={paths.products} className="btn-primary">
              Continue Shopping
            </Link>
          </div>
        ) : (
          list.map((order) => (
            <OrderCard
              key={order.number}
              order={order}
              onCancel={setConfirming}
              payAction={payAction?.(order)}
              returnAction={returnAction?.(order)}
              returns={returns?.(order)}
            />
          ))
        )}
        {orders.hasNextPage ? (
          <div className="flex justify-center pt-2">
            <button
              type="button"
              className="btn-outline"
              disabled={orders.isFetchingNextPage}
              onClick={() => void orders.fetchNextPage()}
            >
              {orders.isFetchingNextPage ? 'Loading...' : 'Show more orders'}
            </button>
          </div>
        ) : null}
      </div>

      {confirming ? (
        <CancelOrderDialog
          order={confirming}
          pending={cancel.isPending}
          error={cancel.error?.message}
          onKeep={closeDialog}
          onConfirm={() =>
            cancel.mutate(confirming.number, {
              onSuccess: () => {
                closeDialog();
                toast.success(ORDER_TEXTS.cancelled);
              },
            })
          }
        />
      ) : null}
    </div>
  );
}
