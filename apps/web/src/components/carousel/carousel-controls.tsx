import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { cn } from '../../lib/cn';

const ARROWS = {
  /** Over a full-width picture (the home slider). */
  overlay: {
    button: 'size-11 bg-white/85 shadow hover:bg-white',
    icon: 'size-6',
  },
  /** At the side of a row of cards. */
  side: { button: 'size-10 bg-white shadow-md hover:bg-clay-100', icon: 'size-5' },
  /** In a row of controls under the slides. */
  inline: { button: 'size-10 bg-white shadow hover:bg-clay-700 hover:text-white', icon: 'size-5' },
} as const;

/** Previous or next: a round button with a chevron, named by `label`. */
export function CarouselArrow({
  direction,
  label,
  onClick,
  variant = 'side',
  className,
}: {
  direction: 'previous' | 'next';
  label: string;
  onClick(): void;
  variant?: keyof typeof ARROWS;
  className?: string;
}) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  const style = ARROWS[variant];
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cn(
        'flex items-center justify-center rounded-full text-clay-800',
        style.button,
        className,
      )}
    >
      <Icon className={style.icon} aria-hidden="true" />
    </button>
  );
}

const DOTS = {
  /** The current dot stretches into a bar. */
  bar: { base: 'h-2.5 transition-all', current: 'w-8 bg-white', other: 'w-2.5 bg-white/60' },
  /** The current dot is brighter. */
  dot: { base: 'size-2.5 transition-colors', current: 'bg-white', other: 'bg-white/50' },
} as const;

/** One button per slide, the current one marked (`aria-current`) and drawn apart. */
export function CarouselDots({
  count,
  selected,
  onSelect,
  label,
  variant = 'dot',
  className,
}: {
  count: number;
  selected: number;
  onSelect(index: number): void;
  /** The accessible name of each button: "Go to slide 2". */
  label(index: number): string;
  variant?: keyof typeof DOTS;
  className?: string;
}) {
  const style = DOTS[variant];
  return (
    <div className={cn('flex justify-center gap-2', className)}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          onClick={() => onSelect(index)}
          aria-label={label(index)}
          aria-current={index === selected ? 'true' : undefined}
          className="relative z-10 flex size-6 items-center justify-center"
        >
          <span
            aria-hidden="true"
            className={cn(
              'block rounded-full',
              style.base,
              index === selected ? style.current : style.other,
            )}
          />
        </button>
      ))}
    </div>
  );
}

/**
 * Stops and restarts a carousel that moves by itself (WCAG 2.2.2): a 44 px button whose name says
 * what pressing it does next.
 */
export function CarouselPauseButton({
  paused,
  onToggle,
  what,
  className,
}: {
  paused: boolean;
  onToggle(): void;
  /** What moves: "slides", "quotes". */
  what: string;
  className?: string;
}) {
  const Icon = paused ? Play : Pause;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={paused ? `Play ${what}` : `Pause ${what}`}
      className={cn(
        'flex size-11 items-center justify-center rounded-full bg-white/85 text-clay-800 shadow hover:bg-white',
        className,
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
