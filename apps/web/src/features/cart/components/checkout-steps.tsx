import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';

const STEPS = ['Shopping Cart', 'Checkout', 'Order Complete'] as const;

/** The three steps of buying, with the current one marked: Shopping Cart, Checkout, Order Complete. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label="Checkout steps" className="mx-auto max-w-3xl px-4">
      <ol className="flex items-center justify-center gap-1.5 text-xs sm:gap-4 sm:text-base">
        {STEPS.map((label, index) => {
          const step = index + 1;
          const done = step < current;
          const active = step === current;
          return (
            <li key={label} className="flex items-center gap-1.5 sm:gap-4">
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={cn('h-px w-4 sm:w-12', done || active ? 'bg-clay-700' : 'bg-clay-300')}
                />
              ) : null}
              <span
                aria-current={active ? 'step' : undefined}
                className={cn(
                  // On narrow screens the number sits above its label, so the three steps fit.
                  'inline-flex flex-col items-center gap-1 text-center font-medium sm:flex-row sm:gap-2',
                  active ? 'text-clay-900' : done ? 'text-clay-700' : 'text-clay-600',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-7 items-center justify-center rounded-full text-xs font-semibold',
                    active || done ? 'bg-clay-700 text-white' : 'bg-clay-200 text-clay-700',
                  )}
                >
                  {done ? <Check className="size-4" /> : step}
                </span>
                {label}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
