/** Lamps that stand or are fixed to the wall: table and floor lamps, a sconce and a lantern. */
import { darken, lighten } from '../../color';
import { flame } from '../../motifs';
import type { Look } from '../../palette';
import {
  drawLathe,
  f,
  GROUND,
  lathe,
  MID,
  ring,
  roundShade,
  shadow,
  wallShadow,
  wrap,
  type Art,
} from '../../shapes';
import { glow, wovenShade } from './light';

const G = GROUND;

/** A turned wooden lamp base with its foot on the floor. */
function turnedBase(art: Art, cx: number, top: number, color: string): string {
  const base = lathe(cx, [
    [top, 22],
    [top + 40, 28],
    [top + 100, 60],
    [top + 150, 74],
    [G - 40, 64],
    [G - 24, 110],
    [G, 118],
  ]);
  return drawLathe(art, base, color, { sheen: 0.3, opening: false });
}

export function caneMushroomLamp(art: Art, look: Look): string {
  const cane = look.main;
  const wood = look.colors[1] ?? '#6b4428';
  const shade = lathe(MID, [
    [230, 40],
    [250, 170],
    [300, 250],
    [380, 290],
    [440, 290],
  ]);
  return (
    glow(art, MID, 480, 430, 0.6, 330) +
    shadow(art, MID, G, 150) +
    glow(art, MID, 470, 260, 0.8, 60) +
    turnedBase(art, MID, 420, wood) +
    wovenShade(art, shade, cane, 'twill', 400, 18) +
    ring(shade, 438, darken(cane, 0.12), 12)
  );
}

export function jaaliTableLamp(art: Art, look: Look): string {
  const clay = look.main;
  const body = lathe(MID, [
    [200, 36],
    [230, 60],
    [330, 190],
    [480, 230],
    [640, 200],
    [740, 150],
    [G - 10, 140],
    [G, 150],
  ]);
  const finial = lathe(MID, [
    [150, 10],
    [175, 22],
    [205, 34],
  ]);
  // The light escapes through the cut-outs and speckles the wall.
  const rnd = art.rnd.fork('jaali');
  const specks = Array.from({ length: 60 }, () => {
    const a = rnd.range(-Math.PI, 0);
    const d = rnd.range(260, 470);
    const x = MID + Math.cos(a) * d * 1.1;
    const y = 470 + Math.sin(a) * d * 0.8;
    return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rnd.range(4, 10))}" fill="#ffd98e" opacity="${f(rnd.range(0.25, 0.6))}" filter="${art.c.blur(3)}"/>`;
  }).join('');
  const holes = wrap(
    body,
    { from: 300, to: 720, count: 7 },
    20,
    (x, y, facing, _a, row) => {
      const w = 13 * facing;
      return row % 2
        ? `<path d="M${f(x)} ${f(y - 18)}L${f(x + w)} ${f(y)}L${f(x)} ${f(y + 18)}L${f(x - w)} ${f(y)}Z" fill="#ffe7a8"/>`
        : `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w * 0.8)}" ry="9" fill="#ffd98e"/>`;
    },
    (row) => (row % 2) * 0.5,
  );
  return (
    glow(art, MID, 470, 470, 0.45, 380) +
    specks +
    shadow(art, MID, G, 170) +
    drawLathe(art, body, clay, {
      pattern:
        `<g filter="${art.c.blur(2)}">${holes}</g>${holes}` +
        ring(body, 270, darken(clay, 0.3), 5) +
        ring(body, 745, darken(clay, 0.3), 5),
      opening: false,
    }) +
    drawLathe(art, finial, clay, { opening: false })
  );
}

export function bambooFloorLamp(art: Art, look: Look): string {
  const color = look.main;
  const shade = lathe(
    MID,
    [
      [130, 130],
      [400, 175],
    ],
    { curved: false },
  );
  const legs = [
    [MID - 40, 360, MID - 230, G + 20],
    [MID + 40, 360, MID + 240, G + 10],
  ]
    .map(
      ([x1, y1, x2, y2]) =>
        `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${darken(color, 0.1)}" stroke-width="20" stroke-linecap="round"/>` +
        `<path d="M${x1! - 4} ${y1}L${x2! - 4} ${y2}" stroke="${lighten(color, 0.3)}" stroke-width="6" stroke-linecap="round"/>`,
    )
    .join('');
  const backLeg = `<path d="M${MID} 360L${MID + 30} ${G - 50}" stroke="${darken(color, 0.3)}" stroke-width="16" stroke-linecap="round"/>`;
  const nodes = [560, 690]
    .map(
      (y) =>
        `<path d="M${f(MID - 40 - ((y - 360) / (G + 20 - 360)) * 190 - 12)} ${y}h24M${f(MID + 40 + ((y - 360) / (G + 10 - 360)) * 200 - 12)} ${y}h24" stroke="${darken(color, 0.35)}" stroke-width="6"/>`,
    )
    .join('');
  return (
    glow(art, MID, 280, 470, 0.65, 380) +
    shadow(art, MID - 230, G + 20, 30) +
    shadow(art, MID + 240, G + 10, 30) +
    shadow(art, MID + 30, G - 50, 24, 0.6) +
    glow(art, MID, G, 330, 0.35, 60) +
    backLeg +
    legs +
    nodes +
    wovenShade(art, shade, color, 'slats', 280, 24) +
    ring(shade, 135, darken(color, 0.3), 10) +
    ring(shade, 396, darken(color, 0.3), 10)
  );
}

export function rattanWallSconce(art: Art, look: Look): string {
  const cane = look.main;
  const wood = '#9c6a42';
  const plate = `M${MID - 95} 300a95 95 0 0 1 190 0L${MID + 95} 640a95 95 0 0 1 -190 0Z`;
  // Half a dome against the wall, facing down.
  const shade = lathe(MID, [
    [330, 60],
    [390, 185],
    [470, 250],
    [560, 265],
  ]);
  return (
    glow(art, MID, 620, 460, 0.7, 420) +
    glow(art, MID, 250, 300, 0.35, 200) +
    wallShadow(art, plate) +
    `<path d="${plate}" fill="${art.c.linear(MID - 95, 0, MID + 95, 0, [
      [0, lighten(wood, 0.15)],
      [1, darken(wood, 0.25)],
    ])}"/>` +
    `<circle cx="${MID}" cy="270" r="12" fill="${darken(wood, 0.4)}"/>` +
    wallShadow(art, shade.path, 18, 26, 1.2) +
    wovenShade(art, shade, cane, 'twill', 520, 18) +
    ring(shade, 558, darken(cane, 0.12), 12) +
    glow(art, MID, 600, 200, 0.9, 50)
  );
}

export function dhokraLantern(art: Art, look: Look): string {
  const brass = look.main;
  const base = lathe(MID, [
    [G - 70, 150],
    [G - 40, 160],
    [G - 10, 140],
    [G, 130],
  ]);
  const cage = lathe(
    MID,
    [
      [G - 390, 125],
      [G - 70, 140],
    ],
    { curved: false },
  );
  const roof = lathe(MID, [
    [G - 560, 14],
    [G - 520, 40],
    [G - 450, 120],
    [G - 400, 165],
    [G - 385, 165],
  ]);
  // The cage: brass bars with a lit candle behind.
  const bars = wrap(
    cage,
    { from: G - 390, to: G - 70, count: 1 },
    12,
    (x, _y, facing) =>
      `<rect x="${f(x - 9 * facing)}" y="${G - 395}" width="${f(18 * facing + 2)}" height="330" fill="${brass}"/>`,
  );
  const scrolls = wrap(
    cage,
    { from: G - 340, to: G - 120, count: 3 },
    12,
    (x, y, facing) =>
      `<path d="M${f(x)} ${f(y)}m${f(-16 * facing)} 0a${f(16 * facing)} 16 0 1 1 ${f(32 * facing)} 0a${f(10 * facing)} 10 0 1 1 ${f(-20 * facing)} 0" fill="none" stroke="${brass}" stroke-width="5"/>`,
    0.5,
  );
  const inside = art.c.radial(MID, G - 200, 170, [
    [0, '#fff3c9'],
    [0.45, '#ffc766'],
    [1, '#8a4a1e'],
  ]);
  const dots = wrap(
    roof,
    { from: G - 500, to: G - 400, count: 3 },
    16,
    (x, y, facing) =>
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(4 * facing + 1)}" fill="${darken(brass, 0.45)}"/>`,
  );
  return (
    glow(art, MID, G - 230, 440, 0.75, 400) +
    shadow(art, MID, G, 160) +
    `<path d="${cage.path}" fill="${inside}"/>` +
    `<rect x="${MID - 40}" y="${G - 230}" width="80" height="110" rx="6" fill="#f4ead6"/>` +
    flame(art, MID, G - 232, 34) +
    `<g>${bars}${scrolls}</g>` +
    `<path d="${cage.path}" fill="${roundShade(art, MID, 140, 0.6)}"/>` +
    drawLathe(art, base, brass, { metal: true, opening: false }) +
    drawLathe(art, roof, brass, { metal: true, pattern: dots, opening: false }) +
    `<circle cx="${MID}" cy="${G - 590}" r="34" fill="none" stroke="${brass}" stroke-width="12"/>` +
    `<circle cx="${MID}" cy="${G - 590}" r="34" fill="none" stroke="${lighten(brass, 0.5)}" stroke-width="3" opacity="0.6"/>`
  );
}
