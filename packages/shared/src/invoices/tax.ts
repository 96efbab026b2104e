/**
 * The tax maths of a tax invoice, in integer paise. Prices are tax-inclusive: every amount the
 * shopper paid is split into its taxable value and its tax, and the parts add up to it exactly.
 *
 * - A line's coupon share: the order's discount apportioned over its lines by their totals
 *   (largest remainder, so the shares add up to the discount to the paisa).
 * - taxable = round(inclusive × 100 / (100 + rate)), half up; tax = inclusive − taxable.
 * - Delivered within the seller's state: CGST + SGST, the tax's halves (CGST takes the odd paisa);
 *   elsewhere: IGST, the whole tax.
 * - Shipping (decision 0023): part of a composite supply whose principal supply is the line with
 *   the highest rate (the larger amount among equals); it takes that line's HSN and rate.
 */

export type SupplyType = 'intra-state' | 'inter-state';

/** One line of a tax document: an order line, or the shipping charge (position null). */
export interface TaxLine {
  /** order_items.position; null for the shipping charge. */
  position: number | null;
  description: string;
  hsn: string;
  quantity: number;
  /** Paise, tax-inclusive, as the order charged it. */
  unitPrice: number;
  /** unitPrice × quantity (the shipping charge for its line). */
  gross: number;
  /** The line's share of the coupon discount. */
  discount: number;
  /** gross − discount: what the shopper paid for the line, tax included. */
  amount: number;
  taxable: number;
  /** Per cent. */
  rate: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface TaxTotals {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** The sum of the lines' amounts: the order's total on an invoice. */
  total: number;
}

/** The parts of a tax-inclusive amount at `rate` per cent. */
export function splitInclusive(amount: number, rate: number, supply: SupplyType) {
  const divisor = 100 + rate;
  // round(amount × 100 / divisor), half up, in integers.
  const taxable = Math.floor((2 * amount * 100 + divisor) / (2 * divisor));
  const tax = amount - taxable;
  if (supply === 'inter-state') return { taxable, cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { taxable, cgst: tax - sgst, sgst, igst: 0 };
}

/**
 * `total` shared out in proportion to `weights`, in whole paise that add up to `total` exactly:
 * each gets the floor of its share, the paise left over go to the largest remainders (the
 * earlier among equals).
 */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = weights
    .map((weight, index) => ({ index, remainder: (total * weight) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

export interface InvoiceItem {
  position: number;
  description: string;
  hsn: string;
  rate: number;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

export const SHIPPING_DESCRIPTION = 'Shipping and handling';

export function totalsOf(lines: TaxLine[]): TaxTotals {
  const sum = (pick: (line: TaxLine) => number) => lines.reduce((a, line) => a + pick(line), 0);
  return {
    taxable: sum((line) => line.taxable),
    cgst: sum((line) => line.cgst),
    sgst: sum((line) => line.sgst),
    igst: sum((line) => line.igst),
    total: sum((line) => line.amount),
  };
}

const taxed = (
  line: Omit<TaxLine, 'taxable' | 'cgst' | 'sgst' | 'igst'>,
  supply: SupplyType,
): TaxLine => ({ ...line, ...splitInclusive(line.amount, line.rate, supply) });

/** An order's invoice lines: its items with their coupon shares, then the shipping charge. */
export function invoiceLines(order: {
  items: InvoiceItem[];
  discount: number;
  shipping: number;
  supply: SupplyType;
}): { lines: TaxLine[]; totals: TaxTotals } {
  const shares = apportion(
    order.discount,
    order.items.map((item) => item.lineTotal),
  );
  const lines = order.items.map((item, index) =>
    taxed(
      {
        position: item.position,
        description: item.description,
        hsn: item.hsn,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        gross: item.lineTotal,
        discount: shares[index]!,
        amount: item.lineTotal - shares[index]!,
        rate: item.rate,
      },
      order.supply,
    ),
  );
  if (order.shipping > 0 && lines.length > 0) {
    const principal = lines.reduce((best, line) =>
      line.rate > best.rate || (line.rate === best.rate && line.amount > best.amount) ? line : best,
    );
    lines.push(
      taxed(
        {
          position: null,
          description: SHIPPING_DESCRIPTION,
          hsn: principal.hsn,
          quantity: 1,
          unitPrice: order.shipping,
          gross: order.shipping,
          discount: 0,
          amount: order.shipping,
          rate: principal.rate,
        },
        order.supply,
      ),
    );
  }
  return { lines, totals: totalsOf(lines) };
}

/**
 * A credit note's lines: the returned quantities' part of each invoice line (the whole line when
 * all of it comes back, else its amount in proportion, rounded), and the shipping line when it
 * is refunded. Each is split again at the invoice line's rate, so the note mirrors the invoice.
 */
export function creditNoteLines(
  invoice: TaxLine[],
  returned: { position: number; quantity: number }[],
  refundsShipping: boolean,
  supply: SupplyType,
): { lines: TaxLine[]; totals: TaxTotals } {
  const lines: TaxLine[] = [];
  for (const { position, quantity } of returned) {
    const line = invoice.find((candidate) => candidate.position === position);
    if (!line || quantity <= 0) continue;
    const part = Math.min(quantity, line.quantity);
    const share = (value: number) =>
      part === line.quantity ? value : Math.round((value * part) / line.quantity);
    lines.push(
      taxed(
        {
          ...line,
          quantity: part,
          gross: line.unitPrice * part,
          discount: share(line.discount),
          amount: line.unitPrice * part - share(line.discount),
        },
        supply,
      ),
    );
  }
  const shipping = invoice.find((line) => line.position === null);
  if (refundsShipping && shipping) lines.push(taxed(shipping, supply));
  return { lines, totals: totalsOf(lines) };
}
