/**
 * The site's own pictures: home slider banners, collection tiles, the Glimpses gallery, blog,
 * About and home cards. Each is a scene composed from the same artwork as the products, and
 * matches the alt text its page gives it.
 */
import { COLLECTIONS, type CollectionKey } from '@terracraft/shared/catalogue/categories';
import type { ImageKind } from '@terracraft/shared/media';
import { box, boxShadow, grain } from './art/box';
import { Canvas } from './art/canvas';
import { darken, lighten } from './art/color';
import { flame, flower, leaf, marigold } from './art/motifs';
import * as accessories from './art/objects/accessories';
import * as figures from './art/objects/figures';
import * as lamps from './art/objects/lamps';
import * as small from './art/objects/small';
import * as textiles from './art/objects/textiles';
import * as vessels from './art/objects/vessels';
import * as wall from './art/objects/wall';
import * as woven from './art/objects/woven';
import { randomFor } from './art/random';
import {
  courtyard,
  floorPlant,
  mat,
  OUTFITS,
  place,
  room,
  seatedArtisan,
  shelf,
  sideboard,
  sunbeams,
  sunlitWindow,
  table,
  type Drawer,
} from './art/rooms';
import { backdrop, drawLathe, f, lathe, ring, shadow, WALLS, type Art } from './art/shapes';
import type { Material } from './art/palette';

export interface SiteImage {
  base: string;
  kind: Extract<ImageKind, 'banner' | 'picture'>;
  draw: (art: Art) => string;
}

/** The drawing box of each kind: banners 2:1, pictures 4:3. */
export const SITE_VIEW = { banner: [1600, 800], picture: [800, 600] } as const;

type Item = [
  draw: Drawer,
  material: Material,
  colors: string[],
  x: number,
  ground: number,
  scale: number,
];

const items = (art: Art, list: Item[]) =>
  list
    .map(([draw, material, colors, x, ground, scale], i) =>
      place(art, draw, material, colors, x, ground, scale, String(i)),
    )
    .join('');

/** A hanging drawing (cable from the top of the stage) placed so its top is at `top`. */
const hang = (
  art: Art,
  draw: Drawer,
  material: Material,
  colors: string[],
  x: number,
  top: number,
  scale: number,
) => place(art, draw, material, colors, x, top + 800 * scale, scale, `hang-${x}`);

/** A studio arrangement of products, for collection tiles: centred, so a square crop keeps it. */
function studio(tone: number, horizon: number, list: Item[]) {
  return (art: Art) =>
    backdrop(art, 800, 600, horizon, WALLS[tone % WALLS.length]!) + items(art, list);
}

const COLLECTION_SCENES: Record<CollectionKey, (art: Art) => string> = {
  'storage-box': studio(0, 360, [
    [woven.hyacinthTrunk, 'hyacinth', ['Natural'], 460, 500, 0.58],
    [woven.bambooLiddedBox, 'bamboo', ['Natural'], 270, 570, 0.46],
    [woven.keepsakeBox, 'wood', ['Dark brown'], 560, 590, 0.4],
  ]),
  'laundry-bin': studio(1, 390, [
    [woven.bambooLaundryBasket, 'bamboo', ['Natural', 'Grey'], 280, 540, 0.58],
    [woven.seagrassHamper, 'seagrass', ['Natural'], 520, 520, 0.56],
    [woven.ropeLaundryBasket, 'cotton', ['Ivory', 'Charcoal'], 430, 600, 0.46],
  ]),
  'lamp-shade': (art) =>
    backdrop(art, 800, 600, 470, WALLS[3]!) +
    `<rect width="800" height="600" fill="#5a3a22" opacity="0.18"/>` +
    hang(art, lamps.bambooPendantLamp, 'bamboo', ['Natural'], 300, -60, 0.55) +
    hang(art, lamps.macrameLampShade, 'cotton', ['Ivory'], 540, -130, 0.5) +
    items(art, [[lamps.caneMushroomLamp, 'cane', ['Natural', 'Walnut'], 620, 590, 0.42]]),
  'home-decor': studio(2, 400, [
    [wall.sunburstMirror, 'cane', ['Natural'], 420, 440, 0.42],
    [figures.bankuraHorse, 'terracotta', ['Terracotta'], 300, 560, 0.5],
    [small.candleStands, 'bamboo', ['Natural'], 560, 570, 0.4],
  ]),
  'flower-vase': studio(4, 420, [
    [vessels.matkaVase, 'terracotta', ['Terracotta'], 270, 540, 0.5],
    [vessels.etchedBrassVase, 'brass', ['Gold'], 530, 520, 0.52],
    [vessels.bluePotteryVase, 'ceramic', ['Blue', 'Turquoise', 'White'], 410, 590, 0.46],
  ]),
  essential: studio(5, 380, [
    [vessels.copperBottle, 'copper', ['Copper'], 290, 530, 0.62],
    [small.toothbrushSet, 'bamboo', ['Natural'], 530, 520, 0.52],
    [vessels.coconutSoapDish, 'coconut', ['Dark brown'], 420, 600, 0.5],
  ]),
};

/** Unfired clay is paler and greyer than fired terracotta. */
const WET_CLAY = '#a8683f';
const RAW_CLAY = '#c79a76';

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

function potterScene(width: number, height: number) {
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

/**
 * A sunlit living room: a sideboard with a lamp and vases under a macrame hanging, a jute basket
 * set and a plant on the floor, bamboo pendants overhead. The banner keeps its left side quiet
 * for the slide's text.
 */
function livingRoom(width: number, height: number) {
  return (art: Art) => {
    const banner = width > height * 1.5;
    const horizon = height * 0.68;
    // The room is laid out on a 1600 × 800 plan; the picture shows its right part, scaled.
    const s = banner ? 1 : 0.75;
    const x = (planX: number) => (banner ? planX : (planX - 720) * s);
    const y = (planY: number) => planY * (height / 800);
    const top = y(500);
    const floor = y(680);
    return (
      room(art, width, height, horizon, { wall: '#f1e4d2', floor: '#cfa77c' }) +
      sunlitWindow(art, banner ? 160 : 30, y(110), 240 * s, 300 * s, horizon) +
      place(art, textiles.braidedRug, 'jute', ['Natural'], x(1150), y(860), 0.8 * s, 'rug') +
      place(
        art,
        wall.macrameWallHanging,
        'cotton',
        ['Ivory'],
        x(1110),
        y(330),
        0.4 * s,
        'hanging',
      ) +
      sideboard(art, x(860), x(1380), top, floor) +
      items(art, [
        [vessels.budVaseTrio, 'ceramic', ['Sage', 'Sand', 'Slate'], x(960), top + 2, 0.26 * s],
        [vessels.terracottaBottle, 'terracotta', ['Terracotta'], x(1110), top, 0.22 * s],
        [lamps.caneMushroomLamp, 'cane', ['Natural', 'Walnut'], x(1270), top + 8, 0.36 * s],
        [woven.juteBasketSet, 'jute', ['Natural', 'Ivory'], x(1480), y(790), 0.36 * s],
      ]) +
      floorPlant(art, x(780), y(770), 330 * s) +
      hang(art, lamps.bambooPendantLamp, 'bamboo', ['Natural'], x(1500), -50 * s, 0.44 * s)
    );
  };
}

/** A gift box wrapped in kraft paper and tied with jute twine. */
function giftBox(
  art: Art,
  x: number,
  bottom: number,
  w: number,
  h: number,
  d: number,
  paper = '#c89a66',
): string {
  const spec = { x, bottom, w, h, d };
  const twine = '#efe2c4';
  const tied = (fw: number, fh: number) =>
    `<rect x="${f(fw / 2 - 6)}" width="12" height="${f(fh)}" fill="${twine}"/>`;
  const b = box(art, spec, {
    front: { fill: paper, detail: tied },
    side: { fill: paper, detail: tied },
    top: {
      fill: lighten(paper, 0.08),
      detail: (fw, fh) =>
        `<rect x="${f(fw / 2 - 6)}" width="12" height="${f(fh)}" fill="${twine}"/><rect y="${f(fh / 2 - 6)}" width="${f(fw)}" height="12" fill="${twine}"/>`,
    },
  });
  const [fl, , br] = b.topCorners;
  const cx = (fl![0] + br![0]) / 2;
  const cy = (fl![1] + br![1]) / 2;
  return (
    boxShadow(art, spec) +
    b.svg +
    `<path d="M${f(cx)} ${f(cy)}c-40 -40 -60 10 0 0c40 -40 60 10 0 0" fill="none" stroke="${twine}" stroke-width="8"/>` +
    leaf(cx + 6, cy - 4, 50, -40, '#7d9a5c') +
    marigold(cx - 18, cy - 10, 16)
  );
}

/** Strings of marigolds hanging from the top edge. */
function garlands(xs: number[], length: number): string {
  return xs
    .map((x, i) =>
      Array.from({ length: Math.round(length / 26) }, (_, j) =>
        marigold(x + Math.sin(j * 0.7 + i) * 4, j * 26 + 10, 15, j % 3 ? '#f2a324' : '#e8741c'),
      ).join(''),
    )
    .join('');
}

function giftScene(art: Art): string {
  const width = 1600;
  const height = 800;
  const horizon = 470;
  const tableTop = art.c.linear(0, horizon, 0, height, [
    [0, '#7a4e30'],
    [1, '#a0704a'],
  ]);
  return (
    backdrop(art, width, height, horizon, { wall: '#efd9c0', floor: '#a0704a' }) +
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${tableTop}"/>` +
    `<g transform="translate(0 ${horizon})">${grain(art, width, height - horizon, '#8b5b35', 10)}</g>` +
    garlands([820, 1000, 1180, 1360, 1540], 260) +
    items(art, [
      [vessels.etchedBrassVase, 'brass', ['Gold'], 900, 640, 0.55],
      [vessels.bluePotteryVase, 'ceramic', ['Blue', 'Turquoise', 'White'], 1480, 620, 0.46],
    ]) +
    giftBox(art, 1020, 680, 200, 170, 150) +
    giftBox(art, 1180, 640, 160, 120, 120, '#b5342a') +
    giftBox(art, 1300, 720, 150, 110, 110, '#2e6f8e') +
    items(art, [
      [vessels.brassUrli, 'brass', ['Gold'], 1040, 820, 0.45],
      [vessels.diyaSet, 'terracotta', ['Red', 'Yellow', 'Green'], 1420, 820, 0.36],
    ])
  );
}

/** Split bamboo: culms against the wall, a bundle of strips and a half-woven basket. */
function bambooSplitting(art: Art): string {
  const bamboo = '#d6ad6b';
  const culms = [150, 200, 250, 300]
    .map((x, i) => {
      const lean = 30 + i * 8;
      return (
        `<path d="M${x} 520L${x + lean} 40" stroke="${i % 2 ? bamboo : lighten(bamboo, 0.1)}" stroke-width="40" stroke-linecap="round"/>` +
        [130, 260, 390]
          .map(
            (y) =>
              `<path d="M${f(x + (lean * (520 - y)) / 480 - 22)} ${y}h44" stroke="${darken(bamboo, 0.35)}" stroke-width="6"/>`,
          )
          .join('')
      );
    })
    .join('');
  const strips = Array.from(
    { length: 18 },
    (_, i) =>
      `<path d="M${360 + i * 3} ${560 - i}L${760 - i * 4} ${470 + i * 3}" stroke="${i % 2 ? bamboo : lighten(bamboo, 0.2)}" stroke-width="7" stroke-linecap="round"/>`,
  ).join('');
  const knife = `<path d="M420 430L560 400Q600 396 600 412Q560 430 430 446Z" fill="#9aa2a6"/><rect x="370" y="428" width="60" height="18" rx="6" fill="#5a3a22" transform="rotate(-8 400 437)"/>`;
  return (
    backdrop(art, 800, 600, 380, WALLS[2]!) +
    culms +
    place(art, woven.basketInProgress, 'bamboo', ['Natural'], 560, 600, 0.6, 'basket') +
    strips +
    knife
  );
}

function dryingPots(art: Art): string {
  const sky = art.c.linear(0, 0, 0, 330, [
    [0, '#f2c98f'],
    [1, '#f8e6c4'],
  ]);
  const groundFill = art.c.linear(0, 330, 0, 600, [
    [0, '#d9b48a'],
    [1, '#ecd3ad'],
  ]);
  const rows = [
    [380, 0.2, 7],
    [470, 0.26, 6],
    [590, 0.34, 4],
  ] as const;
  return (
    `<rect width="800" height="600" fill="${sky}"/>` +
    `<circle cx="640" cy="110" r="60" fill="#fff3c4"/><circle cx="640" cy="110" r="120" fill="#fff3c4" opacity="0.3"/>` +
    `<rect y="330" width="800" height="270" fill="${groundFill}"/>` +
    `<path d="M0 330Q200 300 400 322T800 316L800 340L0 340Z" fill="#c9a27a" opacity="0.6"/>` +
    rows
      .map(([ground, scale, n], row) =>
        Array.from({ length: n }, (_, i) =>
          place(
            art,
            i % 2 ? vessels.cookingHandi : vessels.matkaVase,
            'terracotta',
            [RAW_CLAY],
            (800 / n) * (i + 0.5) + (row % 2) * 30,
            ground,
            scale,
            `${row}-${i}`,
            false,
          ),
        ).join(''),
      )
      .join('')
  );
}

function macrameInProgress(art: Art): string {
  const balls = [
    [160, 520, 60],
    [640, 530, 52],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#eee4cf"/>` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<path d="M${x! - r!} ${y! - r! + i * 18}Q${x} ${y! - r! + i * 18 + 30} ${x! + r!} ${y! - r! + i * 18}" stroke="#cfc3aa" stroke-width="3" fill="none"/>`,
        ).join(''),
    )
    .join('');
  return (
    backdrop(art, 800, 600, 600, { wall: '#c9cbb6', floor: '#aeae94' }) +
    place(art, wall.macrameWallHanging, 'cotton', ['Ivory'], 400, 560, 0.68, 'wip') +
    balls +
    `<path d="M160 460Q300 380 330 240" stroke="#eee4cf" stroke-width="7" fill="none"/>`
  );
}

function brassPolishing(art: Art): string {
  const brass = '#c9a040';
  const samai = lathe(400, [
    [150, 10],
    [160, 30],
    [190, 14],
    [260, 16],
    [300, 70],
    [312, 90],
    [330, 20],
    [440, 26],
    [470, 90],
    [490, 100],
  ]);
  return (
    backdrop(art, 800, 600, 330, WALLS[6]!) +
    table(art, 40, 760, 490, 640, '#6b4428', 120) +
    shadow(art, 400, 490, 100) +
    drawLathe(art, samai, brass, { metal: true, opening: false }) +
    `<ellipse cx="400" cy="312" rx="90" ry="20" fill="${darken(brass, 0.4)}"/>` +
    [330, 370, 430, 470].map((x) => flame(art, x, 305, 14)).join('') +
    items(art, [
      [vessels.brassTumblers, 'brass', ['Gold'], 620, 520, 0.3],
      [vessels.kansaDinnerPlate, 'bronze', ['Bronze'], 190, 540, 0.3],
    ]) +
    `<path d="M470 500Q520 470 560 510Q540 540 480 530Z" fill="#b5342a"/><path d="M480 520Q520 500 550 515" stroke="#8a2620" stroke-width="4" fill="none"/>`
  );
}

function basketMarket(art: Art): string {
  const awning = Array.from(
    { length: 8 },
    (_, i) =>
      `<path d="M${i * 100} 0L${i * 100 + 100} 0L${i * 100 + 100} 120Q${i * 100 + 50} 150 ${i * 100} 120Z" fill="${i % 2 ? '#b5342a' : '#f2e6cf'}"/>`,
  ).join('');
  return (
    backdrop(art, 800, 600, 300, { wall: '#e8cfa8', floor: '#cfa77c' }) +
    sunbeams(art, 800, 600, 100, 2) +
    mat(art, 20, 780, 360, 600, '#b89a5e') +
    items(art, [
      [woven.reedLaundryBasket, 'reed', ['Straw'], 180, 420, 0.34],
      [woven.seagrassHamper, 'seagrass', ['Natural'], 640, 420, 0.32],
      [woven.juteBasketSet, 'jute', ['Natural', 'Ivory'], 400, 470, 0.42],
      [woven.breadBasket, 'bamboo', ['Natural'], 200, 620, 0.4],
      [woven.ropeLaundryBasket, 'cotton', ['Natural', 'Rust'], 600, 620, 0.38],
    ]) +
    `<g filter="${art.c.blur(1)}">${awning}</g>` +
    `<rect y="0" width="800" height="10" fill="#7a4e30"/>`
  );
}

function potteryPainting(art: Art): string {
  const brushes = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${600 + i * 14} 470L${590 + i * 30} 330" stroke="#8b5b35" stroke-width="8" stroke-linecap="round"/><path d="M${590 + i * 30} 330l-4 -30l8 0Z" fill="#2a1f18"/>`,
    )
    .join('');
  const paints = ['#2a55a1', '#39a5a0', '#52793b']
    .map(
      (c, i) =>
        `<ellipse cx="${130 + i * 80}" cy="540" rx="34" ry="12" fill="${darken(c, 0.3)}"/><ellipse cx="${130 + i * 80}" cy="536" rx="28" ry="9" fill="${c}"/>`,
    )
    .join('');
  return (
    backdrop(art, 800, 600, 380, WALLS[4]!) +
    table(art, 30, 770, 470, 640, '#9c6a42', 110) +
    place(
      art,
      vessels.bluePotteryVase,
      'ceramic',
      ['Blue', 'Turquoise', 'White'],
      400,
      490,
      0.62,
      'painting',
    ) +
    `<rect x="570" y="400" width="70" height="90" rx="8" fill="#c96f46"/>` +
    brushes +
    paints +
    flower(700, 560, 20, '#2a55a1', '#39a5a0', 6)
  );
}

function woodCarving(art: Art): string {
  const chisel = (x: number, y: number, angle: number) =>
    `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x}" y="${y - 8}" width="90" height="16" rx="6" fill="#8b5b35"/><rect x="${x + 90}" y="${y - 5}" width="70" height="10" fill="#a9b0b4"/><path d="M${x + 160} ${y - 5}l14 5l-14 5Z" fill="#c9cfd2"/></g>`;
  const shavings = Array.from({ length: 14 }, (_, i) => {
    const x = 120 + ((i * 97) % 560);
    const y = 530 + ((i * 37) % 50);
    return `<path d="M${x} ${y}q10 -14 20 0q10 14 20 0" stroke="#d9a877" stroke-width="5" fill="none"/>`;
  }).join('');
  return (
    backdrop(art, 800, 600, 330, WALLS[1]!) +
    table(art, 20, 780, 450, 640, '#6b4428', 130) +
    items(art, [
      [woven.keepsakeBox, 'wood', ['Dark brown'], 270, 520, 0.42],
      [woven.keepsakeBox, 'wood', ['Natural brown'], 560, 560, 0.36],
    ]) +
    shavings +
    chisel(380, 560, -12) +
    chisel(520, 590, 8)
  );
}

function lampStudio(art: Art): string {
  return (
    backdrop(art, 800, 600, 560, WALLS[3]!) +
    `<rect width="800" height="600" fill="#5a3a22" opacity="0.22"/>` +
    hang(art, lamps.macrameLampShade, 'cotton', ['Ivory'], 160, -120, 0.42) +
    hang(art, lamps.bambooPendantLamp, 'bamboo', ['Natural'], 400, -20, 0.5) +
    hang(art, lamps.juteDrumShade, 'jute', ['Natural'], 640, -150, 0.42) +
    hang(art, lamps.bambooPendantLamp, 'cane', ['Honey'], 280, 120, 0.34) +
    hang(art, lamps.bambooPendantLamp, 'bamboo', ['Natural'], 560, 140, 0.32)
  );
}

function weavingBasketTopDown(art: Art): string {
  const cx = 400;
  const cy = 300;
  const bamboo = '#d6ad6b';
  const stakes = Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2;
    return `<path d="M${cx} ${cy}L${f(cx + Math.cos(a) * 330)} ${f(cy + Math.sin(a) * 330)}" stroke="${darken(bamboo, 0.1)}" stroke-width="12" stroke-linecap="round"/>`;
  }).join('');
  const rings = Array.from({ length: 9 }, (_, i) => {
    const r = 30 + i * 18;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${i % 2 ? bamboo : lighten(bamboo, 0.15)}" stroke-width="16" stroke-dasharray="${f(r * 0.26)} ${f(r * 0.26)}" stroke-dashoffset="${i * 7}"/>`;
  }).join('');
  // A hand seen from above, reaching in from the edge: sleeve, wrist, palm, fingers and thumb.
  const hand = (x: number, y: number, angle: number, skin: string, sleeve: string) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<path d="M-320 -44L-90 -36L-90 36L-320 44Z" fill="${skin}"/>` +
    `<path d="M-330 -56L-170 -50L-170 50L-330 56Z" fill="${sleeve}"/>` +
    `<path d="M-176 -50L-170 50" stroke="${lighten(sleeve, 0.4)}" stroke-width="8"/>` +
    `<path d="M-100 -40Q-40 -54 10 -40Q30 0 10 40Q-40 54 -100 40Z" fill="${skin}"/>` +
    [-30, -10, 10, 30]
      .map(
        (dy, i) =>
          `<path d="M0 ${dy}L${[58, 70, 66, 52][i]} ${dy * 1.25}" stroke="${i % 2 ? darken(skin, 0.08) : skin}" stroke-width="19" stroke-linecap="round"/>`,
      )
      .join('') +
    `<path d="M-60 -40L-10 -80" stroke="${darken(skin, 0.05)}" stroke-width="22" stroke-linecap="round"/>` +
    [-30, -10, 10, 30]
      .map(
        (dy, i) =>
          `<path d="M${[50, 62, 58, 44][i]} ${dy * 1.22 - 5}l6 0" stroke="${lighten(skin, 0.35)}" stroke-width="5" stroke-linecap="round"/>`,
      )
      .join('') +
    `</g>`;
  return (
    `<rect width="800" height="600" fill="#b58a5c"/>` +
    mat(art, -100, 900, -50, 650, '#c8a66e') +
    `<circle cx="${cx + 14}" cy="${cy + 20}" r="300" fill="#3b1f0e" opacity="0.25" filter="${art.c.blur(12)}"/>` +
    stakes +
    rings +
    `<circle cx="${cx}" cy="${cy}" r="26" fill="${darken(bamboo, 0.2)}"/>` +
    hand(520, 400, -30, '#9a6244', '#b5342a') +
    hand(280, 190, 150, '#9a6244', '#b5342a') +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<path d="M${40 + i * 10} ${540 - i * 4}L${300 + i * 8} ${600}" stroke="${lighten(bamboo, i % 2 ? 0 : 0.15)}" stroke-width="7"/>`,
    ).join('')
  );
}

function terracottaConsole(art: Art): string {
  return (
    room(art, 800, 600, 470, { wall: '#efe3d3', floor: '#c49e78' }) +
    sunbeams(art, 800, 600, 40, 2) +
    table(art, 120, 700, 380, 560, '#6b4428', 80) +
    items(art, [
      [vessels.matkaVase, 'terracotta', ['Terracotta'], 470, 392, 0.36],
      [vessels.terracottaBottle, 'terracotta', ['Terracotta'], 290, 392, 0.38],
    ]) +
    place(
      art,
      vessels.budVaseTrio,
      'terracotta',
      ['Terracotta', 'Rust', 'Ochre'],
      620,
      396,
      0.26,
      'buds',
    )
  );
}

function juteOnFloor(art: Art): string {
  return (
    room(art, 800, 600, 300, { wall: '#f1e4d2', floor: '#d4b08a' }) +
    sunbeams(art, 800, 600, 0, 3) +
    items(art, [
      [woven.juteBasketSet, 'jute', ['Natural', 'Ivory'], 300, 560, 0.62],
      [accessories.juteTote, 'jute', ['Natural', 'Indigo'], 610, 560, 0.5],
    ])
  );
}

function artisansCourtyard(palette: number, work: 'jute' | 'cane') {
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

function workshopShelves(art: Art): string {
  return (
    room(art, 800, 600, 520, { wall: '#e6cfae', floor: '#b8926c' }) +
    potShelves(art, 40, 760, [170, 330, 490], true) +
    sunbeams(art, 800, 600, 60, 2)
  );
}

function macrameWall(art: Art): string {
  return (
    backdrop(art, 800, 600, 600, { wall: '#f4f0e8', floor: '#e2d8c8' }) +
    place(art, wall.macrameWallHanging, 'cotton', ['Ivory'], 230, 470, 0.55, 'm1') +
    place(art, wall.caneWallBaskets, 'cane', ['Natural', 'Smoked brown'], 560, 420, 0.55, 'b1') +
    place(art, woven.reedLaundryBasket, 'cane', ['Honey'], 560, 700, 0.3, 'floor')
  );
}

function glazedVasesShelf(art: Art): string {
  const glazes: [string, string][] = [
    ['Sage', 'Sand'],
    ['Blue', 'Green'],
    ['Slate', 'Ivory'],
    ['Turquoise', 'White'],
    ['Rust', 'Mustard'],
  ];
  return (
    backdrop(art, 800, 600, 600, WALLS[5]!) +
    shelf(art, 30, 770, 420, '#8b5b35') +
    glazes
      .map(([a, b], i) =>
        place(
          art,
          i % 2 ? vessels.bluePotteryVase : vessels.khurjaFloorVase,
          'ceramic',
          [a, b, 'White'],
          110 + i * 145,
          422,
          i % 2 ? 0.42 : 0.36,
          `glaze-${i}`,
          false,
        ),
      )
      .join('') +
    shelf(art, 30, 770, 560, '#8b5b35')
  );
}

function diningPendant(art: Art): string {
  const chair = (x: number, flip: number) =>
    `<g transform="translate(${x} 0) scale(${flip} 1)"><path d="M0 330L0 560M60 430L60 560" stroke="#6b4428" stroke-width="12"/><rect x="-10" y="420" width="90" height="20" rx="6" fill="#8b5b35"/><rect x="-10" y="320" width="16" height="110" fill="#8b5b35"/></g>`;
  return (
    room(art, 800, 600, 470, { wall: '#e9dccb', floor: '#b8926c' }) +
    `<rect width="800" height="600" fill="#5a3a22" opacity="0.2"/>` +
    chair(170, 1) +
    chair(630, -1) +
    table(art, 190, 610, 400, 570, '#7a4e30', 90) +
    items(art, [
      [vessels.budVaseTrio, 'ceramic', ['Sage', 'Sand', 'Slate'], 400, 412, 0.2],
      [vessels.brassTumblers, 'brass', ['Gold'], 540, 418, 0.13],
    ]) +
    hang(art, lamps.bambooPendantLamp, 'bamboo', ['Natural'], 400, -40, 0.62)
  );
}

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
