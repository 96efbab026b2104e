/** Turned and thrown things: vases, bottles, pots, bowls, tumblers and lamps of clay and metal. */
import { darken, lighten, mix } from '../color';
import { flame, flower, leaf, marigold } from '../motifs';
import type { Look } from '../palette';
import { foliage, stems, succulent } from '../plants';
import {
  drawLathe,
  f,
  GROUND,
  lathe,
  MID,
  ring,
  shadow,
  softEllipse,
  wrap,
  type Art,
  type Lathe,
} from '../shapes';

const G = GROUND;

/** Fine speckles of a stoneware glaze, scattered over a body. */
function speckles(art: Art, body: Lathe, color: string, count: number): string {
  const rnd = art.rnd.fork('speckles');
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = rnd.range(body.top, body.bottom);
    const r = body.radiusAt(y);
    const x = body.cx + rnd.range(-r, r);
    out.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rnd.range(1, 2.6))}" fill="${color}" opacity="${f(rnd.range(0.35, 0.7))}"/>`,
    );
  }
  return out.join('');
}

/** Vertical flutes or ribs thrown into a body. */
function ribs(body: Lathe, from: number, to: number, count: number, color: string): string {
  return wrap(
    body,
    { from, to, count: 1 },
    count,
    (x, _y, facing) =>
      `<path d="M${f(x)} ${f(from + 4)}L${f(x)} ${f(to)}" stroke="${color}" stroke-width="${f(3 * facing + 1)}" opacity="${f(0.5 * facing)}"/>`,
  );
}

function budVase(
  art: Art,
  cx: number,
  height: number,
  width: number,
  color: string,
  style: number,
  dressed: boolean,
) {
  const top = G - height;
  const body = lathe(cx, [
    [top, width * 0.22],
    [top + height * 0.06, width * 0.17],
    [top + height * 0.22, width * 0.2],
    [top + height * 0.55, width * 0.5],
    [top + height * 0.85, width * 0.46],
    [G - 4, width * 0.32],
    [G, width * 0.3],
  ]);
  const decoration = [
    speckles(art, body, darken(color, 0.5), 60),
    ring(body, top + height * 0.62, darken(color, 0.25), height * 0.025) +
      ring(body, top + height * 0.68, darken(color, 0.25), height * 0.012),
    ribs(body, top + height * 0.3, G - 6, 14, darken(color, 0.3)),
  ][style % 3]!;
  const stem = (['bud', 'leaves', 'pampas'] as const)[style % 3]!;
  return (
    shadow(art, cx, G, width * 0.5) +
    (dressed ? stems(art, cx, top + 6, height * 0.9, stem, '#e9d8b4') : '') +
    drawLathe(art, body, color, { pattern: decoration, sheen: 0.3 })
  );
}

export function budVaseTrio(art: Art, look: Look): string {
  const colors = [
    look.colors[0]!,
    look.colors[1] ?? lighten(look.main, 0.3),
    look.colors[2] ?? darken(look.main, 0.3),
  ];
  const order = art.rnd.int(0, 2);
  return (
    budVase(art, 330, 400, 230, colors[0]!, order, look.dressed) +
    budVase(art, 690, 330, 250, colors[2]!, order + 2, look.dressed) +
    budVase(art, 510, 300, 210, colors[1]!, order + 1, look.dressed)
  );
}

export function matkaVase(art: Art, look: Look): string {
  const color = look.main;
  const body = lathe(MID, [
    [G - 470, 92],
    [G - 455, 80],
    [G - 420, 82],
    [G - 360, 175],
    [G - 240, 215],
    [G - 110, 185],
    [G - 30, 110],
    [G, 90],
  ]);
  const band = art.rnd.int(0, 1);
  const pattern =
    ring(body, G - 372, darken(color, 0.35), 4) +
    ring(body, G - 340, darken(color, 0.35), 4) +
    wrap(body, { from: G - 372, to: G - 340, count: 1 }, 28, (x, y, facing) =>
      band
        ? `<path d="M${f(x - 9 * facing)} ${f(y - 10)}L${f(x)} ${f(y + 9)}L${f(x + 9 * facing)} ${f(y - 10)}" fill="none" stroke="${darken(color, 0.35)}" stroke-width="3"/>`
        : `<circle cx="${f(x)}" cy="${f(y)}" r="${f(5 * facing + 1)}" fill="${lighten(color, 0.7)}"/>`,
    ) +
    ring(body, G - 150, lighten(color, 0.6), 5, 0.8) +
    wrap(
      body,
      { from: G - 150, to: G - 100, count: 1 },
      22,
      (x, y, facing) =>
        `<path d="M${f(x)} ${f(y - 20)}q${f(8 * facing)} 14 0 28" fill="none" stroke="${lighten(color, 0.6)}" stroke-width="3" opacity="0.8"/>`,
    );
  return (
    shadow(art, MID, G, 200) +
    (look.dressed ? stems(art, MID, G - 460, 330, 'pampas', '#efe2c8') : '') +
    drawLathe(art, body, color, { pattern, sheen: 0.28 }) +
    ring(body, G - 466, lighten(color, 0.2), 10)
  );
}

export function etchedBrassVase(art: Art, look: Look): string {
  const color = look.main;
  const body = lathe(MID, [
    [G - 590, 78],
    [G - 570, 58],
    [G - 500, 50],
    [G - 400, 100],
    [G - 250, 145],
    [G - 120, 128],
    [G - 45, 78],
    [G - 20, 82],
    [G, 92],
  ]);
  const etch = darken(color, 0.45);
  const motif = art.rnd.int(0, 1);
  const pattern =
    [G - 520, G - 420, G - 160, G - 60]
      .map((y) => ring(body, y, etch, 2.5, 0.7) + ring(body, y + 10, etch, 1.5, 0.6))
      .join('') +
    wrap(
      body,
      { from: G - 400, to: G - 170, count: 3 },
      16,
      (x, y, facing) =>
        motif
          ? `<g opacity="${f(0.75 * facing)}" transform="translate(${f(x)} ${f(y)}) scale(${f(facing)} 1)"><g stroke="${etch}" stroke-width="2">${flower(0, 0, 22, 'none', etch, 6)}</g></g>`
          : `<g opacity="${f(0.75 * facing)}" transform="translate(${f(x)} ${f(y)}) scale(${f(facing)} 1)"><path d="M0 -26C14 -10 14 10 0 26C-14 10 -14 -10 0 -26Z" fill="none" stroke="${etch}" stroke-width="2.2"/><path d="M0 -16L0 16" stroke="${etch}" stroke-width="1.6"/></g>`,
      (row) => (row % 2) * 0.5,
    );
  return (
    shadow(art, MID, G, 150) +
    (look.dressed ? stems(art, MID, G - 585, 300, 'flowers', '#fbf6ea') : '') +
    drawLathe(art, body, color, { pattern, metal: true }) +
    ring(body, G - 588, lighten(color, 0.45), 5)
  );
}

export function bambooTubeVase(art: Art, look: Look): string {
  const color = look.main;
  const tubes = [
    { cx: 370, h: 470, r: 62 },
    { cx: 630, h: 380, r: 58 },
    { cx: 500, h: 300, r: 66 },
  ];
  return tubes
    .map(({ cx, h, r }, i) => {
      const ground = G + (i === 2 ? 30 : 0);
      const body = lathe(
        cx,
        [
          [ground - h, r],
          [ground, r],
        ],
        { curved: false },
      );
      const nodes = [0.35, 0.75]
        .map((t) => ground - h * t)
        .map(
          (y) => ring(body, y, darken(color, 0.35), 7) + ring(body, y + 6, lighten(color, 0.35), 3),
        )
        .join('');
      const grain = wrap(body, { from: ground - h, to: ground, count: 1 }, 26, (x, _y, facing) =>
        facing > 0.2
          ? `<path d="M${f(x)} ${f(ground - h + 10)}L${f(x)} ${f(ground)}" stroke="${darken(color, 0.15)}" stroke-width="1.5" opacity="${f(0.4 * facing)}"/>`
          : '',
      );
      const tint = mix(color, '#9aa85a', 0.12);
      return (
        shadow(art, cx, ground, r * 1.2) +
        (look.dressed ? stems(art, cx, ground - h + 4, 230 + i * 30, 'leaves') : '') +
        drawLathe(art, body, tint, { pattern: grain + nodes, sheen: 0.3 })
      );
    })
    .join('');
}

export function bluePotteryVase(art: Art, look: Look): string {
  const white = look.colors.find((c) => c === '#f6f2ea') ?? '#f6f2ea';
  const blue = look.colors[0] === white ? '#2a55a1' : look.colors[0]!;
  const turquoise = look.colors[1] ?? '#39a5a0';
  const body = lathe(MID, [
    [G - 500, 62],
    [G - 485, 48],
    [G - 430, 44],
    [G - 350, 125],
    [G - 220, 185],
    [G - 100, 150],
    [G - 30, 88],
    [G, 84],
  ]);
  const pattern =
    ring(body, G - 470, blue, 26) +
    ring(body, G - 440, turquoise, 6) +
    ring(body, G - 40, blue, 30) +
    ring(body, G - 72, turquoise, 6) +
    ring(body, G - 385, blue, 5) +
    wrap(
      body,
      { from: G - 370, to: G - 90, count: 2 },
      9,
      (x, y, facing) =>
        `<g transform="translate(${f(x)} ${f(y)}) scale(${f(facing)} 1)">` +
        leaf(-10, 26, 46, 150, turquoise) +
        leaf(10, 26, 46, 30, turquoise) +
        flower(0, 0, 44, blue, turquoise, 8) +
        `<circle r="7" fill="${white}"/></g>`,
      (row) => (row % 2) * 0.5,
    );
  return (
    shadow(art, MID, G, 170) +
    (look.dressed ? stems(art, MID, G - 495, 260, 'bud', '#e8dcc0') : '') +
    drawLathe(art, body, white, { pattern, sheen: 0.4, opening: blue }) +
    ring(body, G - 498, lighten(blue, 0.3), 6)
  );
}

export function khurjaFloorVase(art: Art, look: Look): string {
  const blue = look.colors[0]!;
  const green = look.colors[1] ?? '#52793b';
  const body = lathe(MID, [
    [G - 660, 82],
    [G - 640, 66],
    [G - 580, 80],
    [G - 440, 150],
    [G - 260, 168],
    [G - 110, 122],
    [G - 20, 96],
    [G, 98],
  ]);
  // The blue glaze of the upper body runs down over the green.
  const rnd = art.rnd.fork('drips');
  const edge: string[] = [`M0 ${G - 330}`];
  for (let x = body.cx - 190; x < body.cx + 190;) {
    const w = rnd.range(22, 40);
    const length = rnd.range(10, 95);
    edge.push(
      `L${f(x)} ${G - 330}L${f(x)} ${f(G - 330 + length)}a${f(w / 2)} ${f(w / 2)} 0 0 0 ${f(w)} 0L${f(x + w)} ${G - 330}`,
    );
    x += w + rnd.range(8, 26);
  }
  edge.push(`L1000 ${G - 330}L1000 0L0 0Z`);
  const pattern =
    `<rect x="0" y="${G - 340}" width="1000" height="400" fill="${green}"/>` +
    `<path d="${edge.join('')}" fill="${blue}"/>` +
    ring(body, G - 600, lighten(blue, 0.35), 4, 0.7) +
    ring(body, G - 585, darken(blue, 0.3), 3, 0.7);
  return (
    shadow(art, MID, G, 165) +
    (look.dressed ? stems(art, MID, G - 655, 270, 'branches') : '') +
    drawLathe(art, body, blue, { pattern, sheen: 0.42 }) +
    ring(body, G - 658, lighten(blue, 0.3), 6)
  );
}

/** Small hammer marks: light and dark facets scattered over a metal body. */
function hammered(art: Art, body: Lathe, color: string, from: number, to: number): string {
  return wrap(
    body,
    { from, to, count: Math.round((to - from) / 26) },
    24,
    (x, y, facing) =>
      facing > 0.15
        ? `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(12 * facing)}" ry="10" fill="${art.rnd.chance(0.5) ? lighten(color, 0.5) : darken(color, 0.3)}" opacity="${f(0.16 * facing + 0.06)}"/>`
        : '',
    (row) => (row % 2) * 0.5,
  );
}

export function copperBottle(art: Art, look: Look): string {
  const color = look.main;
  const bottle = lathe(440, [
    [G - 470, 36],
    [G - 440, 40],
    [G - 400, 96],
    [G - 370, 112],
    [G - 60, 112],
    [G - 12, 106],
    [G, 98],
  ]);
  const cap = lathe(
    440,
    [
      [G - 520, 34],
      [G - 468, 38],
    ],
    { curved: false },
  );
  const glass = lathe(
    710,
    [
      [G - 230 + 30, 66],
      [G + 30, 54],
    ],
    { curved: false },
  );
  return (
    shadow(art, 440, G, 120) +
    shadow(art, 710, G + 30, 62) +
    drawLathe(art, bottle, color, {
      metal: true,
      pattern: hammered(art, bottle, color, G - 380, G - 20),
      opening: false,
    }) +
    drawLathe(art, cap, darken(color, 0.05), { metal: true }) +
    drawLathe(art, glass, color, {
      metal: true,
      pattern: hammered(art, glass, color, G - 190, G + 20),
    })
  );
}

export function terracottaBottle(art: Art, look: Look): string {
  const color = look.main;
  const body = lathe(470, [
    [G - 470, 26],
    [G - 430, 30],
    [G - 380, 50],
    [G - 300, 135],
    [G - 180, 152],
    [G - 70, 132],
    [G - 15, 96],
    [G, 92],
  ]);
  const cork = lathe(
    470,
    [
      [G - 510, 30],
      [G - 462, 25],
    ],
    { curved: false },
  );
  const pattern =
    [G - 330, G - 300, G - 270].map((y) => ring(body, y, darken(color, 0.3), 3)).join('') +
    ribs(body, G - 250, G - 40, 24, darken(color, 0.25));
  const cup = lathe(720, [
    [G + 20 - 150, 58],
    [G + 20 - 120, 52],
    [G + 20 - 30, 46],
    [G + 20, 40],
  ]);
  return (
    shadow(art, 470, G, 150) +
    shadow(art, 720, G + 20, 55) +
    drawLathe(art, body, color, { pattern, sheen: 0.2, opening: false }) +
    drawLathe(art, cork, '#c8a27a', {
      pattern: speckles(art, cork, '#7a5436', 24),
    }) +
    drawLathe(art, cup, color, { pattern: ring(cup, G - 95, darken(color, 0.3), 3) })
  );
}

export function terracottaPlanters(art: Art, look: Look): string {
  const color = look.main;
  const pot = (cx: number, ground: number, h: number, r: number, dotted: boolean) => {
    const rimTop = ground - h;
    const rim = lathe(
      cx,
      [
        [rimTop, r * 1.08],
        [rimTop + h * 0.16, r * 1.05],
      ],
      { curved: false },
    );
    const body = lathe(
      cx,
      [
        [rimTop + h * 0.16, r * 0.96],
        [ground, r * 0.7],
      ],
      { curved: false },
    );
    const rimPattern = dotted
      ? wrap(
          rim,
          { from: rimTop, to: rimTop + h * 0.16, count: 1 },
          22,
          (x, y, facing) =>
            `<circle cx="${f(x)}" cy="${f(y)}" r="${f(5 * facing + 1)}" fill="${lighten(color, 0.75)}"/>`,
        )
      : ring(rim, rimTop + h * 0.08, darken(color, 0.3), 3);
    return {
      rim,
      art:
        shadow(art, cx, ground, r) +
        drawLathe(art, body, color, { opening: false, sheen: 0.18 }) +
        drawLathe(art, rim, lighten(color, 0.05), {
          pattern: rimPattern,
          opening: darken(color, 0.4),
        }),
    };
  };
  const style = art.rnd.chance(0.5);
  const big = pot(380, G - 10, 300, 170, style);
  const small = pot(690, G + 30, 200, 115, !style);
  const soil = (p: typeof big) =>
    `<ellipse cx="${f(p.rim.cx)}" cy="${f(p.rim.top + 6)}" rx="${f(p.rim.rTop * 0.9)}" ry="${f(p.rim.rTop * 0.13)}" fill="#4a3222"/>`;
  return (
    big.art +
    soil(big) +
    foliage(art, 380, G - 305, 380) +
    small.art +
    soil(small) +
    succulent(690, G + 30 - 190, 170)
  );
}

export function cookingHandi(art: Art, look: Look): string {
  const color = look.main;
  const body = lathe(MID, [
    [G - 330, 128],
    [G - 312, 112],
    [G - 280, 165],
    [G - 170, 225],
    [G - 70, 185],
    [G - 10, 100],
    [G, 80],
  ]);
  const pattern =
    ring(body, G - 265, lighten(color, 0.7), 6, 0.9) +
    wrap(
      body,
      { from: G - 252, to: G - 222, count: 1 },
      24,
      (x, y, facing) =>
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(5 * facing + 1)}" fill="${lighten(color, 0.7)}" opacity="0.9"/>`,
    ) +
    ring(body, G - 210, lighten(color, 0.7), 3, 0.9) +
    // Fire darkens the base of a pot that is cooked in.
    `<rect x="0" y="${G - 120}" width="1000" height="140" fill="${art.c.linear(0, G - 130, 0, G, [
      [0, '#2a1408', 0],
      [1, '#2a1408', 0.5],
    ])}"/>`;
  const lidY = G - 330;
  const lid = lathe(MID, [
    [lidY - 62, 14],
    [lidY - 50, 60],
    [lidY - 22, 118],
    [lidY, 138],
  ]);
  const knob = lathe(MID, [
    [lidY - 92, 28],
    [lidY - 70, 20],
    [lidY - 58, 14],
  ]);
  return (
    shadow(art, MID, G, 210) +
    drawLathe(art, body, color, { pattern, sheen: 0.2 }) +
    drawLathe(art, lid, lighten(color, 0.06), {
      opening: false,
      pattern: ring(lid, lidY - 30, darken(color, 0.3), 3),
    }) +
    drawLathe(art, knob, color, { opening: lighten(color, 0.1) })
  );
}

/** A small bird perched at (x, y), facing left. */
function bird(x: number, y: number, size: number, color: string): string {
  const s = size;
  return (
    `<g transform="translate(${f(x)} ${f(y)})">` +
    `<path d="M${f(s * 0.3)} ${f(-s * 0.35)}L${f(s * 1.05)} ${f(-s * 0.65)}L${f(s * 0.95)} ${f(-s * 0.42)}Z" fill="${darken(color, 0.3)}"/>` +
    `<ellipse cx="0" cy="${f(-s * 0.42)}" rx="${f(s * 0.5)}" ry="${f(s * 0.3)}" fill="${color}"/>` +
    `<path d="M${f(-s * 0.1)} ${f(-s * 0.5)}Q${f(s * 0.3)} ${f(-s * 0.6)} ${f(s * 0.5)} ${f(-s * 0.38)}Q${f(s * 0.15)} ${f(-s * 0.3)} ${f(-s * 0.1)} ${f(-s * 0.5)}Z" fill="${darken(color, 0.25)}"/>` +
    `<circle cx="${f(-s * 0.42)}" cy="${f(-s * 0.72)}" r="${f(s * 0.22)}" fill="${color}"/>` +
    `<path d="M${f(-s * 0.6)} ${f(-s * 0.76)}L${f(-s * 0.82)} ${f(-s * 0.7)}L${f(-s * 0.6)} ${f(-s * 0.66)}Z" fill="#e0a23a"/>` +
    `<circle cx="${f(-s * 0.47)}" cy="${f(-s * 0.76)}" r="${f(s * 0.04)}" fill="#1c1410"/>` +
    `<path d="M${f(-s * 0.05)} ${f(-s * 0.14)}L${f(-s * 0.08)} 0M${f(s * 0.1)} ${f(-s * 0.14)}L${f(s * 0.08)} 0" stroke="#5a4030" stroke-width="${f(s * 0.04)}"/>` +
    `</g>`
  );
}

export function birdBathBowl(art: Art, look: Look): string {
  const color = look.main;
  const stand = lathe(MID, [
    [G - 230, 58],
    [G - 170, 40],
    [G - 70, 44],
    [G - 20, 100],
    [G, 112],
  ]);
  const bowl = lathe(
    MID,
    [
      [G - 330, 300],
      [G - 312, 290],
      [G - 270, 210],
      [G - 232, 90],
    ],
    { k: 0.3 },
  );
  const waterY = bowl.top + 10;
  const water = art.c.linear(MID - 280, waterY - 80, MID + 280, waterY + 80, [
    [0, '#8fb6c2'],
    [0.5, '#b9d3d6'],
    [1, '#7ea3ad'],
  ]);
  const pattern = wrap(
    bowl,
    { from: G - 312, to: G - 290, count: 1 },
    36,
    (x, y, facing) =>
      `<path d="M${f(x - 8 * facing)} ${f(y - 8)}L${f(x)} ${f(y + 6)}L${f(x + 8 * facing)} ${f(y - 8)}" fill="none" stroke="${darken(color, 0.3)}" stroke-width="3"/>`,
  );
  return (
    shadow(art, MID, G, 150) +
    drawLathe(art, stand, color, {
      opening: false,
      pattern: ring(stand, G - 60, darken(color, 0.3), 4),
    }) +
    drawLathe(art, bowl, color, { pattern, opening: color }) +
    `<ellipse cx="${MID}" cy="${f(waterY)}" rx="${f(bowl.rTop - 22)}" ry="${f((bowl.rTop - 22) * 0.3)}" fill="${water}"/>` +
    `<ellipse cx="${MID - 80}" cy="${f(waterY - 14)}" rx="90" ry="10" fill="#eef6f4" opacity="0.5"/>` +
    bird(MID + 190, G - 326, 120, '#8a6a4e')
  );
}

export function brassUrli(art: Art, look: Look): string {
  const color = look.main;
  const bowl = lathe(
    MID,
    [
      [G - 230, 350],
      [G - 212, 336],
      [G - 140, 275],
      [G - 50, 170],
      [G, 120],
    ],
    { k: 0.3 },
  );
  const waterY = bowl.top + 8;
  const rx = bowl.rTop - 26;
  const ry = rx * 0.3;
  const water = art.c.linear(MID - rx, waterY - ry, MID + rx, waterY + ry, [
    [0, '#6f8f86'],
    [0.5, '#9bbab0'],
    [1, '#60807a'],
  ]);
  const rnd = art.rnd.fork('floating');
  const floating: string[] = [];
  const spots = [
    [-150, -10],
    [40, -40],
    [140, 20],
    [-40, 40],
    [210, -30],
    [-230, 25],
  ] as const;
  spots.forEach(([dx, dy], i) => {
    const x = MID + dx;
    const y = waterY + dy * 0.9;
    if (i === 1) {
      // A floating candle.
      floating.push(
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="44" ry="14" fill="#f3ead6"/><rect x="${f(x - 44)}" y="${f(y - 22)}" width="88" height="22" fill="#efe4cc"/><ellipse cx="${f(x)}" cy="${f(y - 22)}" rx="44" ry="14" fill="#fbf5e6"/>` +
          flame(art, x, y - 26, 22),
      );
    } else {
      floating.push(
        `<g transform="translate(0 ${f(y)}) scale(1 0.62) translate(0 ${f(-y)})">${marigold(x, y, rnd.range(30, 42), i % 2 ? '#f2a324' : '#e8741c')}</g>`,
      );
    }
  });
  const petals = Array.from({ length: 9 }, () => {
    const x = MID + rnd.range(-rx * 0.8, rx * 0.8);
    const y = waterY + rnd.range(-ry * 0.6, ry * 0.6);
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="11" ry="6" fill="${rnd.pick(['#c7342f', '#e36a2e', '#f0b43a'])}" transform="rotate(${f(rnd.range(0, 180))} ${f(x)} ${f(y)})"/>`;
  });
  const pattern =
    ring(bowl, G - 200, darken(color, 0.4), 3, 0.8) +
    wrap(
      bowl,
      { from: G - 196, to: G - 150, count: 1 },
      34,
      (x, y, facing) =>
        `<path d="M${f(x)} ${f(y - 16)}c${f(10 * facing)} 10 ${f(10 * facing)} 22 0 30c${f(-10 * facing)} -8 ${f(-10 * facing)} -20 0 -30Z" fill="none" stroke="${darken(color, 0.4)}" stroke-width="2" opacity="0.8"/>`,
    );
  return (
    shadow(art, MID, G, 260) +
    drawLathe(art, bowl, color, { metal: true, pattern, opening: color }) +
    `<ellipse cx="${MID}" cy="${f(waterY)}" rx="${f(rx)}" ry="${f(ry)}" fill="${water}"/>` +
    petals.join('') +
    floating.join('')
  );
}

/** A hemispherical coconut shell bowl, polished inside. */
function coconutBowl(art: Art, cx: number, ground: number, r: number, color: string) {
  const body = lathe(
    cx,
    [
      [ground - r * 0.78, r],
      [ground - r * 0.5, r * 0.94],
      [ground - r * 0.18, r * 0.68],
      [ground, r * 0.34],
    ],
    { k: 0.3 },
  );
  const fibres = wrap(
    body,
    { from: body.top + 6, to: ground - 6, count: 5 },
    26,
    (x, y, facing) =>
      `<path d="M${f(x - 6 * facing)} ${f(y)}l${f(12 * facing)} 3" stroke="${lighten(color, 0.25)}" stroke-width="2" opacity="${f(0.5 * facing)}"/>`,
    (row) => row * 0.37,
  );
  const inner = art.c.linear(cx - r, 0, cx + r, 0, [
    [0, '#6a4026'],
    [0.5, '#9a6a44'],
    [1, '#5a361f'],
  ]);
  return (
    shadow(art, cx, ground, r * 0.8) +
    drawLathe(art, body, color, { pattern: fibres, sheen: 0.25, opening: false }) +
    `<ellipse cx="${f(cx)}" cy="${f(body.top)}" rx="${f(r)}" ry="${f(r * 0.3)}" fill="${inner}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(body.top)}" rx="${f(r)}" ry="${f(r * 0.3)}" fill="none" stroke="#b08158" stroke-width="4"/>`
  );
}

function spoon(x: number, y: number, length: number, angle: number, color: string): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    `<rect x="0" y="-7" width="${f(length * 0.72)}" height="14" rx="7" fill="${color}"/>` +
    `<ellipse cx="${f(length * 0.82)}" cy="0" rx="${f(length * 0.18)}" ry="${f(length * 0.1)}" fill="${color}"/>` +
    `<ellipse cx="${f(length * 0.83)}" cy="-3" rx="${f(length * 0.12)}" ry="${f(length * 0.06)}" fill="${darken(color, 0.2)}"/>` +
    `</g>`
  );
}

export function coconutBowlSet(art: Art, look: Look): string {
  return (
    coconutBowl(art, 360, G - 30, 170, look.main) +
    coconutBowl(art, 650, G + 40, 150, darken(look.main, 0.05)) +
    spoon(590, G - 340, 270, 140, '#b8875a') +
    spoon(380, G + 110, 200, -12, '#a87a4e')
  );
}

export function coconutSoapDish(art: Art, look: Look): string {
  const cx = MID;
  const shell = lathe(
    cx,
    [
      [G - 120, 230],
      [G - 80, 215],
      [G - 30, 150],
      [G, 80],
    ],
    { k: 0.34 },
  );
  const fibres = wrap(
    shell,
    { from: G - 110, to: G - 6, count: 4 },
    30,
    (x, y, facing) =>
      `<path d="M${f(x - 7 * facing)} ${f(y)}l${f(14 * facing)} 2" stroke="${lighten(look.main, 0.3)}" stroke-width="2" opacity="${f(0.45 * facing)}"/>`,
    (row) => row * 0.4,
  );
  const soapTop = G - 200;
  const soap = art.c.linear(cx - 150, soapTop, cx + 150, soapTop + 120, [
    [0, '#f4ead6'],
    [1, '#d9c7a6'],
  ]);
  return (
    shadow(art, cx, G, 200) +
    drawLathe(art, shell, look.main, { pattern: fibres, sheen: 0.2, opening: '#7a4a2a' }) +
    `<path d="M${cx - 150} ${soapTop + 40}Q${cx - 150} ${soapTop} ${cx - 100} ${soapTop}L${cx + 110} ${soapTop}Q${cx + 160} ${soapTop} ${cx + 160} ${soapTop + 40}L${cx + 160} ${soapTop + 80}Q${cx + 160} ${soapTop + 110} ${cx + 110} ${soapTop + 110}L${cx - 100} ${soapTop + 110}Q${cx - 150} ${soapTop + 110} ${cx - 150} ${soapTop + 80}Z" fill="${soap}"/>` +
    `<path d="M${cx - 150} ${soapTop + 40}Q${cx - 150} ${soapTop} ${cx - 100} ${soapTop}L${cx + 110} ${soapTop}Q${cx + 160} ${soapTop} ${cx + 160} ${soapTop + 40}Z" fill="#fbf5e8" opacity="0.8"/>` +
    leaf(cx - 50, soapTop + 70, 100, -8, '#cdbb95', '#b8a47a') +
    `${softEllipse(art, cx + 5, soapTop + 114, 150, 12, 0.2, '#2a1408')}` +
    leaf(cx + 230, G + 30, 110, -150, '#6f9a56', '#cfe0b8') +
    leaf(cx + 250, G + 40, 90, -100, '#5f8a4a', '#cfe0b8')
  );
}

export function brassTumblers(art: Art, look: Look): string {
  const color = look.main;
  const tumbler = (cx: number, ground: number) => {
    const body = lathe(
      cx,
      [
        [ground - 290, 80],
        [ground - 280, 78],
        [ground, 62],
      ],
      { curved: false },
    );
    return (
      shadow(art, cx, ground, 70) +
      drawLathe(art, body, color, {
        metal: true,
        pattern:
          hammered(art, body, color, ground - 270, ground - 10) +
          ring(body, ground - 272, darken(color, 0.3), 2),
      }) +
      ring(body, ground - 288, lighten(color, 0.5), 4)
    );
  };
  return tumbler(330, G - 30) + tumbler(670, G - 30) + tumbler(500, G + 40);
}

/** A clay oil lamp with a pinched spout, painted, lit. */
function diya(art: Art, cx: number, ground: number, size: number, color: string, paint: string[]) {
  const w = size;
  const h = size * 0.42;
  const top = ground - h;
  const rim = w * 0.17;
  const fill = art.c.linear(cx - w / 2, 0, cx + w / 2, 0, [
    [0, darken(color, 0.3)],
    [0.3, lighten(color, 0.12)],
    [1, darken(color, 0.4)],
  ]);
  const body = `M${f(cx - w / 2)} ${f(top)}Q${f(cx - w * 0.45)} ${f(ground)} ${f(cx)} ${f(ground)}Q${f(cx + w * 0.45)} ${f(ground)} ${f(cx + w * 0.5)} ${f(top)}L${f(cx + w * 0.68)} ${f(top - h * 0.3)}Z`;
  const dots = [0.2, 0.35, 0.5, 0.65, 0.8]
    .map((t, i) => {
      const x = cx - w / 2 + w * t;
      return `<circle cx="${f(x)}" cy="${f(top + h * 0.42)}" r="${f(w * 0.035)}" fill="${paint[i % paint.length]}"/>`;
    })
    .join('');
  return (
    shadow(art, cx, ground, w * 0.5) +
    `<path d="${body}" fill="${fill}"/>` +
    `<path d="M${f(cx - w / 2)} ${f(top + h * 0.22)}Q${f(cx)} ${f(top + h * 0.55)} ${f(cx + w / 2)} ${f(top + h * 0.22)}" stroke="${paint[0]}" stroke-width="${f(w * 0.05)}" fill="none"/>` +
    dots +
    `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(rim)}" fill="${darken(color, 0.45)}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(top + 2)}" rx="${f(w * 0.4)}" ry="${f(rim * 0.7)}" fill="#c98f2e"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(rim)}" fill="none" stroke="${paint[1] ?? paint[0]}" stroke-width="${f(w * 0.03)}"/>` +
    flame(art, cx + w * 0.52, top - h * 0.2, w * 0.16)
  );
}

export function diyaSet(art: Art, look: Look): string {
  const paint = look.colors.length > 1 ? look.colors.slice(1) : ['#e1b32f', '#52793b'];
  const clay = '#bf643d';
  const spots = [
    [250, G - 40, 190],
    [500, G - 70, 190],
    [750, G - 40, 190],
    [370, G + 60, 210],
    [630, G + 60, 210],
  ] as const;
  return spots
    .map(([x, y, size], i) =>
      diya(
        art,
        x,
        y,
        size,
        clay,
        [look.colors[0] ?? '#b5342a', ...paint].slice(i % 2, (i % 2) + 3),
      ),
    )
    .join('');
}

/** A plate seen from above at an angle, with its rim. */
function plate(art: Art, cx: number, cy: number, rx: number, ry: number, color: string): string {
  const fill = art.c.linear(cx - rx, cy - ry, cx + rx, cy + ry, [
    [0, lighten(color, 0.45)],
    [0.35, color],
    [0.7, darken(color, 0.2)],
    [1, lighten(color, 0.2)],
  ]);
  const well = art.c.radial(cx - rx * 0.2, cy - ry * 0.3, rx, [
    [0, lighten(color, 0.5)],
    [0.6, color],
    [1, darken(color, 0.25)],
  ]);
  return (
    `${softEllipse(art, f(cx + rx * 0.03), f(cy + ry * 0.12), f(rx * 1.02), f(ry * 1.02), 0.3, '#2a1408')}` +
    `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.06)}" rx="${f(rx)}" ry="${f(ry)}" fill="${darken(color, 0.35)}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.03)}" rx="${f(rx * 0.86)}" ry="${f(ry * 0.86)}" fill="${well}"/>`
  );
}

function katori(art: Art, cx: number, ground: number, r: number, color: string, filling?: string) {
  const body = lathe(
    cx,
    [
      [ground - r * 0.7, r],
      [ground - r * 0.35, r * 0.9],
      [ground, r * 0.55],
    ],
    { k: 0.42 },
  );
  return (
    drawLathe(art, body, color, { metal: true }) +
    (filling
      ? `<ellipse cx="${f(cx)}" cy="${f(body.top + r * 0.06)}" rx="${f(r * 0.86)}" ry="${f(r * 0.34)}" fill="${filling}"/>`
      : '')
  );
}

export function kansaDinnerPlate(art: Art, look: Look): string {
  const color = look.main;
  const cy = G - 60;
  return (
    plate(art, MID, cy, 380, 170, color) +
    `<ellipse cx="${MID + 40}" cy="${cy + 30}" rx="120" ry="46" fill="#f4efe2"/>` +
    `<ellipse cx="${MID + 30}" cy="${cy + 20}" rx="90" ry="30" fill="#fffaf0"/>` +
    katori(art, MID - 220, cy - 10, 78, color, '#e3b23c') +
    katori(art, MID - 90, cy - 70, 70, color, '#6f8f3a') +
    katori(art, MID + 70, cy - 90, 64, color, '#b8552a') +
    katori(art, MID + 230, cy - 40, 66, color, '#f1e8d2') +
    spoon(MID + 140, cy + 120, 180, -10, lighten(color, 0.1))
  );
}

export function pujaThali(art: Art, look: Look): string {
  const color = look.main;
  const cy = G - 70;
  const rnd = art.rnd.fork('thali');
  const petals = Array.from({ length: 26 }, () => {
    const a = rnd.range(0, Math.PI * 2);
    const x = MID + Math.cos(a) * rnd.range(250, 330);
    const y = cy + Math.sin(a) * rnd.range(100, 140);
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="10" ry="6" fill="${rnd.pick(['#e8741c', '#f2a324', '#c7342f'])}" transform="rotate(${f(rnd.range(0, 180))} ${f(x)} ${f(y)})"/>`;
  });
  const bell = lathe(MID + 250, [
    [cy - 170, 8],
    [cy - 150, 20],
    [cy - 100, 34],
    [cy - 80, 52],
  ]);
  return (
    plate(art, MID, cy, 380, 170, color) +
    petals.join('') +
    katori(art, MID - 200, cy - 20, 58, color, '#c7342f') +
    katori(art, MID - 70, cy - 80, 52, color, '#e8b42c') +
    katori(art, MID + 60, cy - 80, 52, color, '#f4efe2') +
    diya(art, MID - 20, cy + 60, 150, color, ['#8a5a20']) +
    `<g transform="translate(0 0)"><path d="M${MID + 250} ${cy - 230}L${MID + 250} ${cy - 172}" stroke="${darken(color, 0.2)}" stroke-width="12" stroke-linecap="round"/>` +
    `<circle cx="${MID + 250}" cy="${cy - 236}" r="14" fill="${color}"/></g>` +
    drawLathe(art, bell, color, { metal: true, opening: false }) +
    `<ellipse cx="${MID + 250}" cy="${cy - 80}" rx="52" ry="12" fill="${darken(color, 0.5)}"/>` +
    marigold(MID + 200, cy + 80, 34) +
    marigold(MID + 270, cy + 50, 30, '#e8741c')
  );
}
