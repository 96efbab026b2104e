import type { Ref } from 'react';
import { Link } from 'react-router';
import { COLLECTIONS } from '@terracraft/shared/catalogue/categories';
import { SmartImage } from '../../../components/smart-image';

/**
 * The six collections as picture tiles in one row: 2 / 2 / 3 / 4 / 5 visible by screen width,
 * 20 px apart (spec §9). The carousel moves this row; before it loads the row simply stands.
 */
export function CollectionTiles({ viewportRef }: { viewportRef?: Ref<HTMLDivElement> }) {
  return (
    <div ref={viewportRef} className="overflow-hidden">
      <ul className="-ml-5 flex touch-pan-y">
        {COLLECTIONS.map((collection, index) => (
          <li
            key={collection.key}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${COLLECTIONS.length}`}
            className="min-w-0 shrink-0 grow-0 basis-1/2 pl-5 md:basis-1/3 lg:basis-1/4 xl:basis-1/5"
          >
            <Link
              to={collection.path}
              className="group block overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-clay-100"
            >
              <SmartImage
                src={`/media/collections/${collection.key}`}
                kind="picture"
                sizes="(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
                alt=""
                width={400}
                height={400}
                className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
              <span className="block px-3 py-3 text-center font-semibold text-clay-900 group-hover:text-terracotta">
                {collection.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
