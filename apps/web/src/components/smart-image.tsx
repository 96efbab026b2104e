import { useCallback, useState, type ImgHTMLAttributes } from 'react';
import { imageSrcSet, imageUrl, IMAGE_WIDTHS, type ImageKind } from '@terracraft/shared/media';
import { cn } from '../lib/cn';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** Base path of a shop image (see shared/media), or a full src with `kind` omitted. */
  src: string | undefined;
  alt: string;
  kind?: ImageKind;
  /** Intrinsic size, so the layout does not jump while the image loads. */
  width: number;
  height: number;
  /** Above-the-fold images load eagerly with high priority; the others lazily unless told. */
  priority?: boolean;
  /**
   * Without its words when missing: for a picture inside a control named otherwise (a gallery's
   * "Show picture 2 of 3"), whose visible text would contradict its name.
   */
  quietPlaceholder?: boolean;
};

/**
 * A responsive shop image (WebP in several widths) that shows 'Image Not Available' when the image
 * is missing or fails to load.
 */
export function SmartImage({
  src,
  alt,
  kind,
  width,
  height,
  priority,
  loading,
  className,
  sizes,
  quietPlaceholder = false,
  ...rest
}: Props) {
  const [failedSrc, setFailedSrc] = useState<string>();
  // A server-rendered picture may fail before the app hydrates, when no onError listens yet: it
  // is found broken (loaded, yet without pixels) as soon as the app takes the element over.
  const seenAlreadyBroken = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailedSrc(src);
    },
    [src],
  );
  if (!src || failedSrc === src) {
    return (
      <div
        // A decorative picture (empty alt) stays silent when it is missing, too.
        role={alt ? 'img' : undefined}
        aria-label={alt ? `${alt} (image not available)` : undefined}
        aria-hidden={alt ? undefined : true}
        className={cn(
          'flex items-center justify-center bg-clay-100 text-center text-sm font-medium text-clay-600',
          className,
        )}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        {quietPlaceholder ? null : 'Image Not Available'}
      </div>
    );
  }
  const widths = kind ? IMAGE_WIDTHS[kind] : undefined;
  return (
    <img
      {...rest}
      src={widths ? imageUrl(src, widths[Math.min(1, widths.length - 1)]!) : src}
      srcSet={kind ? imageSrcSet(src, kind) : undefined}
      sizes={kind ? (sizes ?? '100vw') : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      ref={seenAlreadyBroken}
      onError={() => setFailedSrc(src)}
    />
  );
}
