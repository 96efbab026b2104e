/** A line of a return: how many units, at what price each (paise). */
interface ReturnedUnits {
  unitPrice: number;
  quantity: number;
}

const valueOf = (lines: ReturnedUnits[]) =>
  lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

/**
 * What a return refunds (decision 24): the lines' price, less their share of the order's coupon
 * discount, plus the shipping charge when `refundsShipping`. The discount is shared out by value
 * over everything refunded so far, so the returns of one order never refund more than was paid,
 * however they are split: all of an order's units returned refund exactly `total` (with shipping)
 * or `total − shipping`.
 */
export function refundAmount(
  order: { subtotal: number; discount: number; shipping: number },
  lines: ReturnedUnits[],
  refundedBefore: ReturnedUnits[],
  refundsShipping: boolean,
): number {
  const before = valueOf(refundedBefore);
  const value = valueOf(lines);
  const share = (amount: number) =>
    order.subtotal === 0 ? 0 : Math.round((order.discount * amount) / order.subtotal);
  const discount = share(before + value) - share(before);
  return value - discount + (refundsShipping ? order.shipping : 0);
}
