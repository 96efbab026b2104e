import { cn } from '../../../lib/cn';

export function StockLabel({ inStock, className }: { inStock: boolean; className?: string }) {
  return (
    <span
      className={cn(
        'text-xs font-semibold uppercase tracking-wide',
        inStock ? 'text-leaf' : 'text-red-700',
        className,
      )}
    >
      {inStock ? 'In Stock' : 'Out of Stock'}
    </span>
  );
}
