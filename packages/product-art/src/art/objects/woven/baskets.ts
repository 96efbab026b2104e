/** Open baskets for the home and the table, and one still being woven. */
import { lighten } from '../../color';
import type { Look } from '../../palette';
import { drawLathe, f, GROUND, lathe, MID, opening, ring, shadow, type Art } from '../../shapes';
import { wrappedWeave } from '../../weaves';
import { band, loopHandle, wovenBody } from './bodies';

const G = GROUND;

export function juteBasketSet(art: Art, look: Look): string {
  const jute = look.main;
  const trim = look.second;
  const basket = (cx: number, ground: number, r: number, h: number) => {
    const body = lathe(
      cx,
      [
        [ground - h, r],
        [ground, r * 0.92],
      ],
      { curved: false },
    );
    return (
      shadow(art, cx, ground, r) +
      wovenBody(art, body, 'braid', jute, { scale: 24 }) +
      band(art, body, ground - h, 34, trim) +
      loopHandle(body, ground - h + 60, -1, trim, 44, 14) +
      loopHandle(body, ground - h + 60, 1, trim, 44, 14)
    );
  };
  return (
    basket(350, G - 30, 170, 330) + basket(665, G - 20, 135, 250) + basket(520, G + 70, 100, 170)
  );
}

export function breadBasket(art: Art, look: Look): string {
  const color = look.main;
  const body = lathe(
    MID,
    [
      [G - 170, 310],
      [G - 80, 290],
      [G, 230],
    ],
    { k: 0.36 },
  );
  const loaf = (x: number, y: number, rx: number, ry: number, angle: number) =>
    `<g transform="rotate(${angle} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${art.c.radial(
      x - rx * 0.3,
      y - ry * 0.4,
      rx,
      [
        [0, '#e9b873'],
        [0.6, '#c98a45'],
        [1, '#9a5f2a'],
      ],
    )}"/>` +
    [-0.4, 0, 0.4]
      .map(
        (t) =>
          `<path d="M${f(x + t * rx - 14)} ${f(y - ry * 0.5)}Q${f(x + t * rx)} ${f(y - ry * 0.2)} ${f(x + t * rx + 14)} ${f(y + ry * 0.1)}" stroke="#f2d9a8" stroke-width="7" fill="none" stroke-linecap="round"/>`,
      )
      .join('') +
    `</g>`;
  const napkin = art.c.pattern(
    36,
    36,
    `<rect width="36" height="36" fill="#f1e9d9"/><rect width="18" height="36" fill="#b5342a" opacity="0.55"/><rect width="36" height="18" fill="#b5342a" opacity="0.55"/>`,
  );
  return (
    shadow(art, MID, G, 280) +
    opening(art, body, color) +
    `<path d="M${MID - 290} ${G - 178}Q${MID - 200} ${G - 240} ${MID - 60} ${G - 190}L${MID - 120} ${G - 110}Q${MID - 250} ${G - 100} ${MID - 290} ${G - 178}Z" fill="${napkin}"/>` +
    loaf(MID - 60, G - 180, 150, 70, -8) +
    loaf(MID + 130, G - 172, 120, 62, 10) +
    loaf(MID + 30, G - 130, 110, 56, -4) +
    drawLathe(art, body, color, {
      pattern: wrappedWeave(body, 'basket', color, G - 176, G + 80, 26),
      opening: false,
    }) +
    ring(body, G - 168, lighten(color, 0.2), 16)
  );
}

/** A round basket half woven: the weave rises from the base, the stakes stand bare above it. */
export function basketInProgress(art: Art, look: Look): string {
  const color = look.main;
  const body = lathe(
    MID,
    [
      [G - 200, 250],
      [G - 80, 235],
      [G, 190],
    ],
    { k: 0.34 },
  );
  const stakes = Array.from({ length: 22 }, (_, i) => {
    const a = (i / 22) * Math.PI * 2;
    const x = MID + Math.sin(a) * 250;
    const y = G - 200 + Math.cos(a) * 250 * body.k;
    const lean = Math.sin(a) * 90;
    return {
      back: Math.cos(a) < 0,
      svg: `<path d="M${f(x)} ${f(y)}L${f(x + lean)} ${f(y - 260)}" stroke="${lighten(color, 0.1)}" stroke-width="9" stroke-linecap="round"/>`,
    };
  });
  return (
    shadow(art, MID, G, 240) +
    stakes
      .filter((s) => s.back)
      .map((s) => s.svg)
      .join('') +
    opening(art, body, color) +
    drawLathe(art, body, color, {
      pattern: wrappedWeave(body, 'basket', color, G - 206, G + 70, 24),
      opening: false,
    }) +
    stakes
      .filter((s) => !s.back)
      .map((s) => s.svg)
      .join('')
  );
}
