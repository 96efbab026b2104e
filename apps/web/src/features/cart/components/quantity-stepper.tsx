import { Minus, Plus } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * Minus, quantity, plus. Never below 1 (minus does nothing there: removing is what Delete is for)
 * and never above the stock.
 */
export function QuantityStepper({
  name,
  quantity,
  max,
  onDecrement,
  onIncrement,
  className,
}: {
  name: string;
  quantity: number;
  max?: number;
  onDecrement(): void;
  onIncrement(): void;
  className?: string;
}) {
  const atMax = max !== undefined && quantity >= max;
  return (
    <div
      role="group"
      aria-label={`Quantity of ${name}`}
      className={cn('inline-flex items-center rounded-full border border-clay-200', className)}
    >
      <button
        type="button"
        onClick={onDecrement}
        disabled={quantity <= 1}
        aria-label={`Decrease quantity of ${name}`}
        className="flex size-8 items-center justify-center rounded-full text-clay-800 hover:bg-clay-100 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <Minus className="size-3.5" aria-hidden="true" />
      </button>
      <output className="w-8 text-center text-sm font-medium" aria-live="polite">
        {quantity}
      </output>
      <button
        type="button"
        onClick={onIncrement}
        disabled={atMax}
        aria-label={`Increase quantity of ${name}`}
        title={atMax ? `Only ${max} in stock` : undefined}
        className="flex size-8 items-center justify-center rounded-full text-clay-800 hover:bg-clay-100 disabled:cursor-not-allowed disabled:opacity-40"
      >
        <Plus className="size-3.5" aria-hidden="true" />
      </button>
    </div>
  );
}
