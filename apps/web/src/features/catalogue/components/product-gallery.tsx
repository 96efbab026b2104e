import { useState } from 'react';
import { SmartImage } from '../../../components/smart-image';
import { cn } from '../../../lib/cn';
import { ZoomableImage } from './zoomable-image';

/**
 * Each distinct picture once, in order; blanks (a product without photos) are left out. The
 * specification's strip of three copies of one image was a stand-in for a gallery (decision 32).
 */
export function galleryImages(images: readonly string[]): string[] {
  return [...new Set(images.filter((image) => image.trim() !== ''))];
}

/**
 * The large zoomable picture (spec §2, image-zoom gallery), with thumbnails on the left when there
 * is more than one picture to choose from; without any, the 'Image Not Available' placeholder.
 */
export function ProductGallery({ images, alt }: { images: readonly string[]; alt: string }) {
  const pictures = galleryImages(images);
  const [selected, setSelected] = useState(0);
  const current = pictures[Math.min(selected, pictures.length - 1)];
  return (
    <div className="flex flex-col-reverse gap-4 md:flex-row md:items-start">
      {pictures.length > 1 ? (
        <ul aria-label="Product pictures" className="flex gap-3 md:flex-col">
          {pictures.map((picture, index) => (
            <li key={picture}>
              <button
                type="button"
                aria-label={`Show picture ${index + 1} of ${pictures.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                className={cn(
                  'block overflow-hidden rounded-lg ring-2 transition',
                  index === selected ? 'ring-clay-700' : 'ring-transparent hover:ring-clay-300',
                )}
              >
                <SmartImage
                  src={picture}
                  kind="product"
                  sizes="80px"
                  alt=""
                  quietPlaceholder
                  width={80}
                  height={80}
                  className="size-16 object-cover md:size-20"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ZoomableImage key={current} src={current} alt={alt} />
    </div>
  );
}
