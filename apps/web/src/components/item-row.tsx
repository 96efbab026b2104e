import type { ReactNode } from 'react';
import { Link } from '../lib/router';
import { cn } from '../lib/cn';
import { SmartImage } from './smart-image';

const THUMBNAILS = {
  sm: { px: 48, className: 'size-12' },
  md: { px: 64, className: 'size-16' },
  lg: { px: 80, className: 'size-20' },
} as const;

/**
 * One product in a list of lines — the cart panel, the cart table, the order summary, an order —
 * as its thumbnail beside its name, with whatever the place adds: a note after the name, lines or
 * controls under it (`children`), and an amount at the end (`aside`).
 */
export function ItemRow({
  image,
  name,
  to,
  onNavigate,
  note,
  aside,
  children,
  size = 'md',
  align = 'start',
  as: Tag = 'li',
  className,
}: {
  /** Image base path (see shared/media); the placeholder is shown without one. */
  image: string | null | undefined;
  name: string;
  /** The product's page: the name links there. */
  to?: string;
  onNavigate?: () => void;
  /** Said right after the name, on its line ("× 2 (@ ₹499.00 each)"). */
  note?: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
  size?: keyof typeof THUMBNAILS;
  align?: 'start' | 'center';
  as?: 'li' | 'div';
  className?: string;
}) {
  const thumbnail = THUMBNAILS[size];
  return (
    <Tag className={cn('flex gap-3', align === 'center' && 'items-center', className)}>
      {/* The name beside it says what it shows: read twice, it would only repeat it. */}
      <SmartImage
        src={image ?? undefined}
        kind="product"
        sizes={`${thumbnail.px}px`}
        alt=""
        width={thumbnail.px}
        height={thumbnail.px}
        className={cn(thumbnail.className, 'shrink-0 rounded-lg object-cover')}
      />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 font-medium text-clay-900">
          {to ? (
            <Link to={to} onClick={onNavigate} className="hover:text-terracotta">
              {name}
            </Link>
          ) : (
            name
          )}
          {note ? (
            <>
              {' '}
              <span className="font-normal text-clay-600">{note}</span>
            </>
          ) : null}
        </p>
        {children}
      </div>
      {aside}
    </Tag>
  );
}
