/** Vases of clay, brass, bamboo and glazed pottery. */
import { darken, lighten, mix } from '../../color';
import { flower, leaf } from '../../motifs';
import type { Look } from '../../palette';
import { stems } from '../../plants';
import { drawLathe, f, GROUND, lathe, MID, ring, shadow, wrap, type Art } from '../../shapes';
import { ribs, speckles } from './surface';

const G = GROUND;

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
