import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';

/** Quantity from 1 to the stock: minus does nothing at 1, plus nothing at the stock. */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const clamp = (next: number) => Math.min(Math.max(Math.floor(next) || 1, 1), Math.max(max, 1));
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="text-sm font-medium text-clay-800">
        Quantity
      </label>
      <div className="inline-flex items-center rounded-full border border-clay-200 bg-white">
        <button
          type="button"
          aria-label="Decrease quantity"
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
          className="flex size-10 items-center justify-center rounded-l-full disabled:opacity-40"
        >
          <Minus className="size-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(max, 1)}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(clamp(Number(event.target.value)))}
          className="w-12 appearance-none bg-transparent text-center text-sm font-semibold [-moz-appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label="Increase quantity"
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1))}
          className="flex size-10 items-center justify-center rounded-r-full disabled:opacity-40"
        >
          <Plus className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
