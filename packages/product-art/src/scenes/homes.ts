/** Products at home: furnished rooms, shelves and a table laid with gifts. */
import { box, boxShadow, grain } from '../art/box';
import { lighten } from '../art/color';
import { leaf, marigold } from '../art/motifs';
import * as accessories from '../art/objects/accessories';
import * as lamps from '../art/objects/lamps';
import * as textiles from '../art/objects/textiles';
import * as vessels from '../art/objects/vessels';
import * as wall from '../art/objects/wall';
import * as woven from '../art/objects/woven';
import {
  floorPlant,
  place,
  room,
  shelf,
  sideboard,
  sunbeams,
  sunlitWindow,
  table,
} from '../art/rooms';
import { backdrop, f, WALLS, type Art } from '../art/shapes';
import { hang, items } from './stage';

/**
 * A sunlit living room: a sideboard with a lamp and vases under a macrame hanging, a jute basket
 * set and a plant on the floor, bamboo pendants overhead. The banner keeps its left side quiet
 * for the slide's text.
 */
export function livingRoom(width: number, height: number) {
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

export function giftScene(art: Art): string {
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

export function terracottaConsole(art: Art): string {
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

export function juteOnFloor(art: Art): string {
  return (
    room(art, 800, 600, 300, { wall: '#f1e4d2', floor: '#d4b08a' }) +
    sunbeams(art, 800, 600, 0, 3) +
    items(art, [
      [woven.juteBasketSet, 'jute', ['Natural', 'Ivory'], 300, 560, 0.62],
      [accessories.juteTote, 'jute', ['Natural', 'Indigo'], 610, 560, 0.5],
    ])
  );
}

export function macrameWall(art: Art): string {
  return (
    backdrop(art, 800, 600, 600, { wall: '#f4f0e8', floor: '#e2d8c8' }) +
    place(art, wall.macrameWallHanging, 'cotton', ['Ivory'], 230, 470, 0.55, 'm1') +
    place(art, wall.caneWallBaskets, 'cane', ['Natural', 'Smoked brown'], 560, 420, 0.55, 'b1') +
    place(art, woven.reedLaundryBasket, 'cane', ['Honey'], 560, 700, 0.3, 'floor')
  );
}

export function glazedVasesShelf(art: Art): string {
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

export function diningPendant(art: Art): string {
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
