/** Laundry baskets, bins and hampers. */
import { box, boxShadow, centredBox, type BoxSpec } from '../../box';
import { darken, lighten } from '../../color';
import type { Look } from '../../palette';
import { drawLathe, f, GROUND, lathe, MID, ring, shadow, type Art } from '../../shapes';
import { flatWeave, wrappedWeave } from '../../weaves';
import { band, handHole, loopHandle, roundLid, wovenBody } from './bodies';

const G = GROUND;

export function bambooLaundryBasket(art: Art, look: Look): string {
  const color = look.main;
  const liner = look.second;
  const body = lathe(
    MID,
    [
      [G - 520, 180],
      [G, 160],
    ],
    { curved: false },
  );
  return (
    shadow(art, MID, G, 175) +
    wovenBody(art, body, 'basket', color, { scale: 30 }) +
    band(art, body, G - 520, 60, liner) +
    handHole(body, G - 430, -1) +
    handHole(body, G - 430, 1) +
    roundLid(art, body, color, 'basket')
  );
}

export function juteLaundryBin(art: Art, look: Look): string {
  const color = look.main;
  const trim = look.second === color ? '#eee4cf' : look.second;
  // Soft canvas: slightly slouched, wider at the foot, creased.
  const body = lathe(MID, [
    [G - 450, 168],
    [G - 330, 163],
    [G - 150, 172],
    [G, 180],
  ]);
  const canvas = art.c.pattern(
    14,
    14,
    `<rect width="14" height="14" fill="${color}"/>` +
      `<path d="M0 3.5h14M0 10.5h14" stroke="${darken(color, 0.16)}" stroke-width="2.6"/>` +
      `<path d="M3.5 0v14M10.5 0v14" stroke="${lighten(color, 0.14)}" stroke-width="2"/>`,
  );
  const creases = [-0.55, -0.1, 0.35, 0.7]
    .map((t, i) => {
      const x = MID + t * 170;
      return `<path d="M${f(x)} ${f(G - 420)}Q${f(x + (i % 2 ? 18 : -14))} ${f(G - 250)} ${f(x + 6)} ${f(G - 30)}" stroke="#2a1408" stroke-width="10" opacity="0.14" fill="none" filter="${art.c.blur(5)}"/>`;
    })
    .join('');
  // The top is folded over into a cuff with a stitched edge.
  const cuffTop = G - 480;
  const cuff = lathe(MID, [
    [cuffTop, 176],
    [cuffTop + 40, 174],
    [cuffTop + 86, 171],
  ]);
  const stitches =
    ring(cuff, cuffTop + 72, darken(color, 0.35), 2.5) +
    `<g stroke-dasharray="10 8">${ring(cuff, cuffTop + 72, lighten(trim, 0.1), 2.5)}</g>`;
  return (
    shadow(art, MID, G, 180) +
    drawLathe(art, body, color, {
      pattern: `<rect width="1000" height="1000" fill="${canvas}"/>` + creases,
      opening: false,
    }) +
    drawLathe(art, cuff, lighten(color, 0.06), {
      pattern: `<rect width="1000" height="1000" fill="${canvas}"/>` + stitches,
    }) +
    loopHandle(body, G - 330, -1, trim, 62, 18) +
    loopHandle(body, G - 330, 1, trim, 62, 18) +
    // A woven-in label of the trim colour.
    `<rect x="${MID - 60}" y="${G - 220}" width="120" height="70" rx="6" fill="${trim}" opacity="0.92"/>` +
    `<path d="M${MID - 36} ${G - 185}h72M${MID - 24} ${G - 168}h48" stroke="${darken(trim, 0.4)}" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`
  );
}

export function seagrassHamper(art: Art, look: Look): string {
  const color = look.main;
  const body = lathe(MID, [
    [G - 510, 150],
    [G - 420, 182],
    [G - 220, 196],
    [G - 60, 170],
    [G, 150],
  ]);
  const lid = lathe(MID, [
    [G - 566, 60],
    [G - 552, 120],
    [G - 530, 150],
    [G - 506, 158],
  ]);
  return (
    shadow(art, MID, G, 180) +
    wovenBody(art, body, 'chevron', color, { scale: 28, open: false }) +
    drawLathe(art, lid, color, {
      pattern: wrappedWeave(lid, 'coil', color, G - 570, G - 500, 16),
      opening: lighten(color, 0.1),
    }) +
    `<path d="M${MID - 40} ${G - 568}C${MID - 40} ${G - 640} ${MID + 40} ${G - 640} ${MID + 40} ${G - 568}" fill="none" stroke="${darken(color, 0.3)}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M${MID - 40} ${G - 568}C${MID - 40} ${G - 640} ${MID + 40} ${G - 640} ${MID + 40} ${G - 568}" fill="none" stroke="${lighten(color, 0.15)}" stroke-width="8" stroke-dasharray="7 6" stroke-linecap="round"/>`
  );
}

export function ropeLaundryBasket(art: Art, look: Look): string {
  const ivory = look.colors[0]!;
  const accent = look.colors[1] ?? '#3d3b3a';
  const body = lathe(
    MID,
    [
      [G - 400, 205],
      [G, 190],
    ],
    { curved: false },
  );
  const rows = 16;
  const stripes = Array.from({ length: rows }, (_, i) => ([2, 3, 12].includes(i) ? accent : ivory));
  return (
    shadow(art, MID, G, 200) +
    wovenBody(art, body, 'coil', ivory, { scale: 25, stripes }) +
    loopHandle(body, G - 380, -1, accent, 60, 22) +
    loopHandle(body, G - 380, 1, accent, 60, 22)
  );
}

export function caneDoubleHamper(art: Art, look: Look): string {
  const color = look.main;
  const spec = centredBox(MID, G + 20, 560, 380, 250);
  const body = box(art, spec, {
    front: {
      fill: flatWeave(art, 'twill', color, 22),
      detail: (w, h) =>
        `<rect width="${f(w)}" height="16" fill="${darken(color, 0.25)}"/><rect y="${f(h - 16)}" width="${f(w)}" height="16" fill="${darken(color, 0.25)}"/>`,
    },
    side: {
      fill: flatWeave(art, 'twill', color, 22),
      detail: (w) =>
        `<rect x="${f(w * 0.3)}" y="40" width="${f(w * 0.4)}" height="34" rx="17" fill="#2a1408" opacity="0.75"/>`,
    },
    top: false,
  });
  const lids = [0, 1]
    .map((i) => {
      const lid: BoxSpec = {
        x: spec.x - 6 + i * (spec.w / 2 + 6),
        bottom: spec.bottom - spec.h + 6,
        w: spec.w / 2 + 6,
        h: 34,
        d: spec.d + 8,
      };
      return box(art, lid, {
        front: { fill: lighten(color, 0.05) },
        side: { fill: color },
        top: {
          fill: flatWeave(art, 'basket', lighten(color, 0.06), 20),
          detail: (w, h) =>
            `<rect x="${f(w / 2 - 30)}" y="${f(h * 0.2)}" width="60" height="14" rx="7" fill="${darken(color, 0.35)}"/>`,
        },
      }).svg;
    })
    .join('');
  return boxShadow(art, spec) + body.svg + lids;
}

export function reedLaundryBasket(art: Art, look: Look): string {
  const color = look.main;
  const body = lathe(
    MID,
    [
      [G - 470, 195],
      [G, 140],
    ],
    { curved: false },
  );
  const open = wrappedWeave(body, 'basket', color, G - 470, G - 380, 34);
  return (
    shadow(art, MID, G, 160) +
    wovenBody(art, body, 'twill', color, { scale: 24 }) +
    `<g clip-path="${art.c.clip(`<path d="${body.path}"/>`)}">${open}</g>` +
    band(art, body, G - 474, 22, darken(color, 0.15)) +
    loopHandle(body, G - 440, -1, darken(color, 0.1), 50, 14) +
    loopHandle(body, G - 440, 1, darken(color, 0.1), 50, 14)
  );
}
