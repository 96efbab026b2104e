/**
 * The site's own pictures: home slider banners, collection tiles, the Glimpses gallery, blog,
 * About and home cards. Each is a scene composed from the same artwork as the products, and
 * matches the alt text its page gives it.
 */
import { COLLECTIONS } from '@terracraft/shared/catalogue/categories';
import type { ImageKind } from '@terracraft/shared/media';
import { Canvas } from './art/canvas';
import { randomFor } from './art/random';
import type { Art } from './art/shapes';
import { COLLECTION_SCENES } from './scenes/collections';
import {
  bambooSplitting,
  basketMarket,
  brassPolishing,
  dryingPots,
  lampStudio,
  macrameInProgress,
  potteryPainting,
  weavingBasketTopDown,
  woodCarving,
} from './scenes/crafts';
import {
  diningPendant,
  giftScene,
  glazedVasesShelf,
  juteOnFloor,
  livingRoom,
  macrameWall,
  terracottaConsole,
} from './scenes/homes';
import { artisansCourtyard, potterScene, workshopShelves } from './scenes/workshop';

interface SiteImage {
  base: string;
  kind: Extract<ImageKind, 'banner' | 'picture'>;
  draw: (art: Art) => string;
}

/** The drawing box of each kind: banners 2:1, pictures 4:3. */
export const SITE_VIEW = { banner: [1600, 800], picture: [800, 600] } as const;

function blogScene(slug: string): (art: Art) => string {
  if (/bamboo/.test(slug)) return weavingBasketTopDown;
  if (/terracotta/.test(slug)) return terracottaConsole;
  if (/jute/.test(slug)) return juteOnFloor;
  return livingRoom(800, 600);
}

/** Every site image, by base path. `blogSlugs` are the posts the blog opens with. */
export function siteImages(blogSlugs: string[]): SiteImage[] {
  const banner = (base: string, draw: (art: Art) => string): SiteImage => ({
    base,
    kind: 'banner',
    draw,
  });
  const picture = (base: string, draw: (art: Art) => string): SiteImage => ({
    base,
    kind: 'picture',
    draw,
  });
  return [
    banner('/media/home/slide-1', livingRoom(1600, 800)),
    banner('/media/home/slide-2', potterScene(1600, 800)),
    banner('/media/home/slide-3', giftScene),
    ...COLLECTIONS.map((collection) =>
      picture(`/media/collections/${collection.key}`, COLLECTION_SCENES[collection.key]),
    ),
    picture('/media/gallery/glimpse-1', bambooSplitting),
    picture('/media/gallery/glimpse-2', dryingPots),
    picture('/media/gallery/glimpse-3', macrameInProgress),
    picture('/media/gallery/glimpse-4', brassPolishing),
    picture('/media/gallery/glimpse-5', basketMarket),
    picture('/media/gallery/glimpse-6', potteryPainting),
    picture('/media/gallery/glimpse-7', woodCarving),
    picture('/media/gallery/glimpse-8', lampStudio),
    ...blogSlugs.map((slug) => picture(`/media/blog/${slug}`, blogScene(slug))),
    picture('/media/about/our-story', potterScene(800, 600)),
    picture('/media/about/artisans', artisansCourtyard(1, 'jute')),
    picture('/media/about/workshop', workshopShelves),
    picture('/media/about/our-vision', livingRoom(800, 600)),
    picture('/media/home/trending', macrameWall),
    picture('/media/home/new-arrivals', glazedVasesShelf),
    picture('/media/home/bestsellers', diningPendant),
    picture('/media/home/approach', artisansCourtyard(3, 'cane')),
  ];
}

/** The SVG of a site image, `width` pixels wide. */
export function siteSvg(image: SiteImage, width: number): string {
  const [vw, vh] = SITE_VIEW[image.kind];
  const c = new Canvas();
  const body = image.draw({ c, rnd: randomFor(`site:${image.base}`) });
  return c.document(width, Math.round((width * vh) / vw), vw, vh, body);
}
