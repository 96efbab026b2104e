/** Makers at work: the potter at the wheel, workshop shelves and artisans in a courtyard. */
import { lighten } from '../art/color';
import * as vessels from '../art/objects/vessels';
import * as woven from '../art/objects/woven';
import {
  courtyard,
  mat,
  OUTFITS,
  place,
  room,
  seatedArtisan,
  shelf,
  sunbeams,
  type Drawer,
} from '../art/rooms';
import { drawLathe, f, lathe, ring, shadow, type Art } from '../art/shapes';
import type { Material } from '../art/palette';

/** Unfired clay is paler and greyer than fired terracotta. */
const WET_CLAY = '#a8683f';
export const RAW_CLAY = '#c79a76';

function potterWheel(art: Art, x: number, ground: number, scale: number): string {
  const s = scale;
  const base = lathe(
    x,
    [
      [ground - 150 * s, 110 * s],
      [ground, 120 * s],
    ],
    { curved: false },
  );
  const wheel = lathe(
    x,
    [
      [ground - 176 * s, 150 * s],
      [ground - 150 * s, 148 * s],
    ],
    { curved: false, k: 0.3 },
  );
  const pot = lathe(x, [
    [ground - 380 * s, 52 * s],
    [ground - 360 * s, 44 * s],
    [ground - 300 * s, 70 * s],
    [ground - 220 * s, 96 * s],
    [ground - 176 * s, 64 * s],
  ]);
  return (
    shadow(art, x, ground, 130 * s) +
    drawLathe(art, base, '#5a3a22', {
      opening: false,
      pattern: ring(base, ground - 80 * s, '#3b2414', 6 * s),
    }) +
    drawLathe(art, wheel, '#7a5030', { opening: '#8a6040' }) +
    `<ellipse cx="${f(x)}" cy="${f(ground - 176 * s)}" rx="${f(120 * s)}" ry="${f(30 * s)}" fill="#8f5a3a" opacity="0.6"/>` +
    drawLathe(art, pot, WET_CLAY, {
      sheen: 0.45,
      pattern: [0.3, 0.45, 0.6, 0.75]
        .map((t) => ring(pot, ground - 380 * s + t * 204 * s, lighten(WET_CLAY, 0.25), 2 * s, 0.7))
        .join(''),
    })
  );
}

/** Pots and baskets on shelves along a workshop wall. */
function potShelves(art: Art, x1: number, x2: number, rows: number[], raw: boolean): string {
  const clay = [raw ? RAW_CLAY : 'Terracotta'];
  const material: Material = 'terracotta';
  const drawers: Drawer[] = [
    vessels.matkaVase,
    vessels.cookingHandi,
    vessels.terracottaBottle,
    woven.juteBasketSet,
    vessels.matkaVase,
  ];
  return rows
    .map((y, row) => {
      const parts = [shelf(art, x1, x2, y)];
      const step = (x2 - x1) / 5;
      for (let i = 0; i < 5; i++) {
        const draw = drawers[(i + row * 2) % drawers.length]!;
        const isBasket = draw === woven.juteBasketSet;
        parts.push(
          place(
            art,
            draw,
            isBasket ? 'jute' : material,
            isBasket ? ['Natural', 'Ivory'] : clay,
            x1 + step * (i + 0.5),
            y + 2,
            isBasket ? 0.16 : 0.19,
            `${row}-${i}`,
            false,
          ),
        );
      }
      return parts.join('');
    })
    .join('');
}

export function potterScene(width: number, height: number) {
  return (art: Art) => {
    const banner = width > height * 1.5;
    const horizon = height * 0.72;
    const wheelX = banner ? width * 0.66 : width * 0.44;
    const scale = banner ? 1.2 : 0.95;
    const ground = height * 0.93;
    return (
      room(art, width, height, horizon, { wall: '#e9d2b6', floor: '#caa47e' }) +
      potShelves(
        art,
        banner ? width * 0.5 : width * 0.08,
        width * 0.96,
        banner ? [height * 0.3, height * 0.56] : [height * 0.28],
        true,
      ) +
      sunbeams(art, width, height, width * 0.2, 2) +
      place(
        art,
        vessels.matkaVase,
        'terracotta',
        [RAW_CLAY],
        wheelX - 300 * scale,
        ground + 10,
        0.28 * scale,
        'drying',
        false,
      ) +
      place(
        art,
        vessels.cookingHandi,
        'terracotta',
        [RAW_CLAY],
        wheelX - 200 * scale,
        ground + 30,
        0.22 * scale,
        'drying2',
        false,
      ) +
      potterWheel(art, wheelX, ground, scale) +
      seatedArtisan(art, wheelX + 175 * scale, ground + 6, 1.05 * scale, OUTFITS[0]!, -1)
    );
  };
}

export function artisansCourtyard(palette: number, work: 'jute' | 'cane') {
  return (art: Art) => {
    const horizon = 330;
    const material: Material = work === 'jute' ? 'jute' : 'cane';
    const colors = ['Natural'];
    return (
      courtyard(art, 800, 600, horizon) +
      mat(art, 40, 760, 400, 600, '#c8a66e') +
      seatedArtisan(art, 200, 500, 0.95, OUTFITS[palette % OUTFITS.length]!, 1) +
      place(
        art,
        work === 'jute' ? woven.juteBasketSet : woven.breadBasket,
        material,
        work === 'jute' ? ['Natural', 'Ivory'] : colors,
        330,
        560,
        0.3,
        'work1',
      ) +
      seatedArtisan(art, 610, 480, 0.9, OUTFITS[(palette + 1) % OUTFITS.length]!, -1) +
      place(
        art,
        work === 'jute' ? woven.bambooLaundryBasket : woven.reedLaundryBasket,
        work === 'jute' ? 'bamboo' : 'cane',
        ['Natural', 'Ivory'],
        480,
        540,
        0.22,
        'work2',
      ) +
      seatedArtisan(art, 420, 420, 0.7, OUTFITS[(palette + 2) % OUTFITS.length]!, 1) +
      Array.from(
        { length: 10 },
        (_, i) =>
          `<path d="M${60 + i * 8} ${585 - i * 2}L${240 + i * 12} ${560}" stroke="${i % 2 ? '#d6ad6b' : '#c29a63'}" stroke-width="6"/>`,
      ).join('')
    );
  };
}

export function workshopShelves(art: Art): string {
  return (
    room(art, 800, 600, 520, { wall: '#e6cfae', floor: '#b8926c' }) +
    potShelves(art, 40, 760, [170, 330, 490], true) +
    sunbeams(art, 800, 600, 60, 2)
  );
}
