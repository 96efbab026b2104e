/** Pendant lamps and shades, hung from the top of the picture. */
import { darken, lighten } from '../../color';
import type { Look } from '../../palette';
import { drawLathe, f, GROUND, lathe, MID, ring, roundShade, wrap, type Art } from '../../shapes';
import { cable, glow, litInside, wovenShade } from './light';

const G = GROUND;

export function bambooPendantLamp(art: Art, look: Look): string {
  const color = look.main;
  const body = lathe(MID, [
    [230, 46],
    [265, 150],
    [340, 255],
    [440, 305],
    [470, 310],
  ]);
  return (
    glow(art, MID, 560, 420, 0.75, 300) +
    glow(art, MID, G, 330, 0.5, 60) +
    cable(MID, 200) +
    `<rect x="${MID - 30}" y="192" width="60" height="44" rx="10" fill="${darken(color, 0.3)}"/>` +
    wovenShade(art, body, color, 'twill', 420, 24) +
    ring(body, 466, darken(color, 0.15), 12) +
    glow(art, MID, 490, 150, 0.9, 40)
  );
}

export function macrameLampShade(art: Art, look: Look): string {
  const cord = look.main;
  const top = 220;
  const body = lathe(MID, [
    [top, 60],
    [top + 60, 170],
    [top + 160, 250],
    [top + 250, 270],
  ]);
  const clip = art.c.clip(`<path d="${body.path}"/>`);
  // A net of knotted cords: diamonds with a knot at each crossing.
  const net = wrap(
    body,
    { from: top + 10, to: top + 250, count: 7 },
    18,
    (x, y, facing, _a, row) => {
      const w = 22 * facing;
      const h = 17;
      return (
        `<path d="M${f(x - w)} ${f(y - h)}L${f(x + w)} ${f(y + h)}M${f(x + w)} ${f(y - h)}L${f(x - w)} ${f(y + h)}" stroke="${cord}" stroke-width="${f(5 + 2 * facing)}" stroke-linecap="round"/>` +
        (row % 2 === 0
          ? `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(9 * facing + 3)}" ry="9" fill="${lighten(cord, 0.08)}" stroke="${darken(cord, 0.2)}" stroke-width="2"/>`
          : '')
      );
    },
    (row) => (row % 2) * 0.5,
  );
  const fringeTop = top + 250 + 270 * body.k;
  const rnd = art.rnd.fork('fringe');
  const fringe = Array.from({ length: 34 }, (_, i) => {
    const t = i / 33;
    const x = MID - 262 + t * 524;
    const length = 150 + Math.sin(t * Math.PI) * 90 + rnd.range(-10, 10);
    const start = fringeTop - Math.sin(t * Math.PI) * 270 * body.k;
    return `<path d="M${f(x)} ${f(start)}Q${f(x + rnd.range(-6, 6))} ${f(start + length / 2)} ${f(x + rnd.range(-10, 10))} ${f(start + length)}" stroke="${i % 4 === 0 ? darken(cord, 0.08) : cord}" stroke-width="7" stroke-linecap="round" fill="none"/>`;
  }).join('');
  return (
    glow(art, MID, 520, 430, 0.7, 320) +
    cable(MID, top - 10) +
    `<circle cx="${MID}" cy="${top - 4}" r="16" fill="#3b3430"/>` +
    litInside(art, body, top + 160) +
    `<g clip-path="${clip}">${net}</g>` +
    `<path d="${body.path}" fill="${roundShade(art, MID, 270, 0.5)}"/>` +
    ring(body, top + 250, darken(cord, 0.1), 16) +
    ring(body, top, '#3b3430', 10) +
    fringe
  );
}

export function juteDrumShade(art: Art, look: Look): string {
  const color = look.main;
  const top = 300;
  const h = 250;
  const r = 230;
  const body = lathe(
    MID,
    [
      [top, r],
      [top + h, r],
    ],
    { curved: false },
  );
  const cloth = art.c.pattern(
    10,
    10,
    `<rect width="10" height="10" fill="${color}"/><path d="M0 2.5h10M0 7.5h10" stroke="${darken(color, 0.12)}" stroke-width="2"/><path d="M2.5 0v10M7.5 0v10" stroke="${lighten(color, 0.1)}" stroke-width="1.5"/>`,
  );
  const translucent = art.c.radial(MID, top + h * 0.55, r * 1.1, [
    [0, '#ffd98e', 0.55],
    [1, '#ffd98e', 0],
  ]);
  const ry = r * body.k;
  const inside = art.c.radial(
    MID,
    top,
    r,
    [
      [0, '#fff6dc'],
      [0.5, '#ffd98e'],
      [1, '#d08a40'],
    ],
    ry,
  );
  return (
    glow(art, MID, top + h, 460, 0.6, 300) +
    glow(art, MID, G + 40, 320, 0.45, 60) +
    cable(MID, top) +
    drawLathe(art, body, color, {
      pattern: `<rect width="1000" height="1000" fill="${cloth}"/><rect width="1000" height="1000" fill="${translucent}"/>`,
      opening: false,
    }) +
    `<ellipse cx="${MID}" cy="${top}" rx="${r}" ry="${f(ry)}" fill="${inside}"/>` +
    // The spider that holds the shade, and the bulb.
    `<path d="M${MID - r + 8} ${top}L${MID + r - 8} ${top}M${MID} ${f(top - ry + 4)}L${MID} ${f(top + ry - 4)}" stroke="#6b5a48" stroke-width="4"/>` +
    `<circle cx="${MID}" cy="${top}" r="22" fill="#fffbe8"/>` +
    ring(body, top, darken(color, 0.25), 10) +
    ring(body, top + h, darken(color, 0.25), 10)
  );
}
