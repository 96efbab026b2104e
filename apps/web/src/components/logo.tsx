import { Link } from '../lib/router';
import { paths } from '../config/paths';
import { cn } from '../lib/cn';

/** The TerraCraft wordmark, linking home. */
export function Logo({
  className,
  tone = 'dark',
}: {
  className?: string;
  tone?: 'dark' | 'light';
}) {
  return (
    <Link
      to={paths.home}
      aria-label="TerraCraft home"
      className={cn('inline-flex items-center gap-2', className)}
    >
      <svg viewBox="0 0 64 64" className="size-9 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={tone === 'dark' ? '#70472d' : '#f2e8dc'} />
        <path
          d="M32 12c-9 8-14 17-14 25a14 14 0 0 0 28 0c0-8-5-17-14-25z"
          fill={tone === 'dark' ? '#f2e8dc' : '#70472d'}
        />
        <path
          d="M32 22v30M32 34l-6-5M32 41l7-6"
          stroke={tone === 'dark' ? '#70472d' : '#f2e8dc'}
          strokeWidth="3"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <span
        className={cn(
          'font-display text-2xl font-bold tracking-tight',
          tone === 'dark' ? 'text-clay-800' : 'text-clay-50',
        )}
      >
        Terra<span className={tone === 'dark' ? 'text-terracotta' : 'text-clay-300'}>Craft</span>
      </span>
    </Link>
  );
}
