import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../lib/cn';

const SIZES = {
  /** In a list of lines (cart panel, cart table). */
  sm: { button: 'size-8', icon: 'size-3.5', value: 'w-8 font-medium' },
  /** The one quantity of a page (product detail). */
  md: { button: 'size-10', icon: 'size-4', value: 'w-12 font-semibold' },
} as const;

/**
 * Minus, quantity, plus: from 1 (minus does nothing there: removing is what Delete is for) to the
 * stock, when it is known (plus does nothing there).
 *
 * With `name` the controls say which product they are for ("Decrease quantity of …"), as a list of
 * lines needs. `editable` adds a visible "Quantity" label and lets the shopper type the number.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  name,
  editable = false,
  disabled = false,
  size = 'sm',
  className,
}: {
  value: number;
  /** The stock; without it only the minimum holds. */
  max?: number;
  onChange(value: number): void;
  name?: string;
  editable?: boolean;
  disabled?: boolean;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const id = useId();
  const upper = max === undefined ? Infinity : Math.max(max, 1);
  const clamp = (next: number) => Math.min(Math.max(Math.floor(next) || 1, 1), upper);
  const atMax = max !== undefined && value >= max;
  const of = name ? ` of ${name}` : '';
  const { button, icon, value: valueClass } = SIZES[size];
  const buttonClass = cn(
    'flex items-center justify-center rounded-full text-clay-800 hover:bg-clay-100 disabled:cursor-not-allowed disabled:opacity-40',
    button,
  );

  const stepper = (
    <div
      role={name ? 'group' : undefined}
      aria-label={name ? `Quantity${of}` : undefined}
      className={cn(
        'inline-flex items-center rounded-full border border-clay-200 bg-white',
        !editable && className,
      )}
    >
      <button
        type="button"
        onClick={() => onChange(clamp(value - 1))}
        disabled={disabled || value <= 1}
        aria-label={`Decrease quantity${of}`}
        className={buttonClass}
      >
        <Minus className={icon} aria-hidden="true" />
      </button>
      {editable ? (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max === undefined ? undefined : upper}
          step={1}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(clamp(Number(event.target.value)))}
          className={cn(
            'appearance-none rounded-md bg-transparent text-center text-sm [-moz-appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
            valueClass,
          )}
        />
      ) : (
        <output className={cn('text-center text-sm', valueClass)} aria-live="polite">
          {value}
        </output>
      )}
      <button
        type="button"
        onClick={() => onChange(clamp(value + 1))}
        disabled={disabled || atMax}
        aria-label={`Increase quantity${of}`}
        title={atMax ? `Only ${max} in stock` : undefined}
        className={buttonClass}
      >
        <Plus className={icon} aria-hidden="true" />
      </button>
    </div>
  );

  if (!editable) return stepper;
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <label htmlFor={id} className="text-sm font-medium text-clay-800">
        Quantity
      </label>
      {stepper}
    </div>
  );
}
