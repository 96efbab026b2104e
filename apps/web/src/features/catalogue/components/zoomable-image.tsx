import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { imageUrl } from '@terracraft/shared/media';
import { SmartImage } from '../../../components/smart-image';
import { cn } from '../../../lib/cn';

/** Timings and magnification of the spec (§9). */
export const ZOOM = {
  showDelayMs: 250,
  hideDelayMs: 150,
  fadeMs: 300,
  longTouchMs: 500,
  magnification: 3,
  /** The picture on the page, and the one the magnifier reads from. */
  smallWidth: 600,
  largeWidth: 1200,
} as const;

const hoverQuery = '(hover: hover)';
const subscribeToHover = (onChange: () => void) => {
  const media = window.matchMedia(hoverQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};
/** False on touch screens, where the zoom is a long touch instead of a hover. */
function useCanHover() {
  return useSyncExternalStore(
    subscribeToHover,
    () => window.matchMedia(hoverQuery).matches,
    () => true,
  );
}

/**
 * The main product picture (600 px) with a magnifier: hovering (or a long touch) shows the
 * 1200 px picture at 300% over it, following the pointer.
 */
export function ZoomableImage({ src, alt }: { src: string | undefined; alt: string }) {
  const canHover = useCanHover();
  const [zoomed, setZoomed] = useState(false);
  // The 1200 px picture is fetched on the first hover or touch; no magnifier if it cannot load.
  const [large, setLarge] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const lens = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (ms: number, action: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.min(Math.max((event.clientX - box.left) / box.width, 0), 1) * 100;
    const y = Math.min(Math.max((event.clientY - box.top) / box.height, 0), 1) * 100;
    if (lens.current) lens.current.style.backgroundPosition = `${x}% ${y}%`;
  };
  const largeUrl = src ? imageUrl(src, ZOOM.largeWidth) : undefined;
  const loadLarge = () => {
    if (large !== 'idle' || !largeUrl) return;
    setLarge('loading');
    const image = new Image();
    image.onload = () => setLarge('ready');
    image.onerror = () => setLarge('failed');
    image.src = largeUrl;
  };
  const canZoom = Boolean(src) && large !== 'failed';
  const showLens = zoomed && large === 'ready';

  return (
    <figure className="w-full max-w-[600px]">
      {/* A pointer-only enhancement: the picture itself is described by its alt text. */}
      <div
        data-testid="zoom-area"
        className="relative aspect-square w-full overflow-hidden rounded-2xl bg-white ring-1 ring-clay-100"
        style={{ touchAction: showLens ? 'none' : undefined }}
        onPointerEnter={(event) => {
          if (!canZoom || event.pointerType === 'touch') return;
          loadLarge();
          follow(event);
          later(ZOOM.showDelayMs, () => setZoomed(true));
        }}
        onPointerMove={follow}
        onPointerLeave={(event) => {
          if (event.pointerType === 'touch') return;
          later(ZOOM.hideDelayMs, () => setZoomed(false));
        }}
        onPointerDown={(event) => {
          if (!canZoom || event.pointerType !== 'touch') return;
          loadLarge();
          follow(event);
          later(ZOOM.longTouchMs, () => setZoomed(true));
        }}
        onPointerUp={(event) => {
          if (event.pointerType === 'touch') later(ZOOM.hideDelayMs, () => setZoomed(false));
        }}
        onPointerCancel={() => later(ZOOM.hideDelayMs, () => setZoomed(false))}
        onContextMenu={(event) => showLens && event.preventDefault()}
      >
        <SmartImage
          src={src}
          kind="product"
          sizes="(min-width: 768px) 600px, 100vw"
          alt={alt}
          width={ZOOM.smallWidth}
          height={ZOOM.smallWidth}
          priority
          className="size-full object-cover"
        />
        {canZoom ? (
          <div
            ref={lens}
            aria-hidden="true"
            data-testid="zoom-lens"
            data-zoomed={showLens}
            className={cn(
              'pointer-events-none absolute inset-0 bg-white bg-no-repeat transition-opacity ease-out',
              showLens ? 'opacity-100' : 'opacity-0',
            )}
            style={{
              backgroundImage: large === 'ready' ? `url(${largeUrl})` : undefined,
              backgroundSize: `${ZOOM.magnification * 100}%`,
              transitionDuration: `${ZOOM.fadeMs}ms`,
            }}
          />
        ) : null}
      </div>
      {canZoom ? (
        <figcaption className="mt-2 text-center text-sm text-clay-600">
          {canHover ? 'Hover to Zoom' : 'Long-Touch to Zoom'}
        </figcaption>
      ) : null}
    </figure>
  );
}
