import { formatInr } from '@terracraft/shared/money';
import { cn } from '../../../lib/cn';

/** The selling price with the MRP crossed out beside it when there is a discount. */
export function PriceTag({
  price,
  mrp,
  className,
  size = 'md',
}: {
  price: number;
  mrp: number;
  className?: string;
  size?: 'md' | 'lg';
}) {
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span
        className={cn(
          'font-semibold text-clay-900',
          size === 'lg' ? 'text-2xl md:text-3xl' : 'text-base',
        )}
      >
        <span className="sr-only">Price </span>
        {formatInr(price)}
      </span>
      {mrp > price ? (
        <del className={cn('text-clay-600', size === 'lg' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">MRP </span>
          {formatInr(mrp)}
        </del>
      ) : null}
    </p>
  );
}
