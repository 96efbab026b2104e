import { Trash } from 'lucide-react';
import { formatInr } from '@terracraft/shared/money';
import { ItemRow } from '../../../components/item-row';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { paths } from '../../../config/paths';
import { useCartStore, type CartLine } from '../cart-store';
import { cn } from '../../../lib/cn';
import { maxUnitsPerLine } from '../../../lib/use-business';

/** On phones the column headings are hidden, so each value carries its own (visual) label. */
function PhoneLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="text-xs uppercase tracking-wide text-clay-700 sm:hidden">
      {children}
    </span>
  );
}

/**
 * Product, price, quantity (with steppers) and subtotal of each line, with Delete. From the small
 * breakpoint up it is a table; on phones each line stacks its values under the product, so the
 * page never scrolls sideways.
 */
export function CartTable({ items }: { items: readonly CartLine[] }) {
  const { setQuantity, remove } = useCartStore.getState();
  const cell = 'flex items-center justify-between gap-3 py-1 sm:table-cell sm:px-4 sm:py-4';
  return (
    <div className="rounded-2xl border border-clay-100 bg-white sm:overflow-x-auto">
      <table className="block w-full text-left text-sm sm:table sm:min-w-[36rem]">
        <caption className="sr-only">Products in your cart</caption>
        <thead className="sr-only border-b border-clay-100 bg-clay-50 text-xs uppercase tracking-wide text-clay-700 sm:not-sr-only sm:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3">
              Product
            </th>
            <th scope="col" className="px-4 py-3">
              Price
            </th>
            <th scope="col" className="px-4 py-3">
              Quantity
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Subtotal
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Delete</span>
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-clay-100 sm:table-row-group">
          {items.map((line) => (
            <tr
              key={line.id}

              data-testid="cart-row"
              className="relative flex flex-col p-4 sm:table-row sm:p-0"
            >
              <td className="pb-2 pr-12 sm:table-cell sm:px-4 sm:py-4">
                <ItemRow
                  as="div"
                  image={line.image}
                  name={line.name}
                  to={paths.product(line.id)}
                  align="center"
                />
              </td>
              <td className={cell}>
                <PhoneLabel>Price</PhoneLabel>
                {formatInr(line.price)}
              </td>
              <td className={cell}>
                <PhoneLabel>Quantity</PhoneLabel>
                <div className="flex flex-col items-end sm:items-start">
                  <QuantityStepper
                    name={line.name}
                    value={line.quantity}
                    max={Math.min(line.maxQuantity ?? Infinity, maxUnitsPerLine())}
                    onChange={(quantity) => setQuantity(line.id, quantity)}
                  />
                  {line.maxQuantity !== undefined &&
                  line.quantity >= line.maxQuantity &&
                  line.maxQuantity <= maxUnitsPerLine() ? (
                    <p className="mt-1 text-xs text-clay-700">Only {line.maxQuantity} in stock</p>
                  ) : line.quantity >= maxUnitsPerLine() ? (
                    <p className="mt-1 text-xs text-clay-700">
                      At most {maxUnitsPerLine()} per order
                    </p>
                  ) : null}
                </div>
              </td>
              <td className={cn(cell, 'font-medium sm:text-right')}>
                <PhoneLabel>Subtotal</PhoneLabel>
                <span data-testid="line-subtotal">{formatInr(line.price * line.quantity)}</span>
              </td>
              <td className="absolute right-3 top-4 sm:static sm:table-cell sm:px-4 sm:py-4 sm:text-right">
                <button
                  type="button"
                  onClick={() => remove(line.id)}
                  aria-label={`Delete ${line.name}`}
                  className="icon-button text-red-700 hover:text-red-800"
                >
                  <Trash className="size-4" aria-hidden="true" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
