import { useState } from 'react';
import { formatLongDate } from '@terracraft/shared/dates';
import type { Order } from '@terracraft/shared/orders';
import { returnableUnits, returnWindowEnd } from '../returnable';
import { ReturnDialog } from './return-dialog';

/**
 * "Return items" on a delivered order within the return window, with its last day; opens the
 * request form. `onRequested` refreshes the orders shown.
 */
export function ReturnItemsButton({
  order,
  onRequested,
}: {
  order: Order;
  onRequested(): unknown;
}) {
  const [open, setOpen] = useState(false);
  const windowEnd = returnWindowEnd(order);
  if (!windowEnd || returnableUnits(order).every((units) => units === 0)) return null;
  return (
    <>
      <button type="button" className="btn-outline px-4 py-2" onClick={() => setOpen(true)}>
        Return items
      </button>
      <p className="self-center text-sm text-clay-600">
        Returns accepted until {formatLongDate(windowEnd)}
      </p>
      {open ? (
        <ReturnDialog order={order} onClose={() => setOpen(false)} onRequested={onRequested} />
      ) : null}
    </>
  );
}
