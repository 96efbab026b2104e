/** Baskets, bins, hampers, boxes, trunks and chests. */
import { box, boxShadow, centredBox, grain, type BoxSpec } from '../box';
import { darken, lighten } from '../color';
import { flower, leaf } from '../motifs';
import type { Look } from '../palette';
import {
  drawLathe,
  f,
  GROUND,
  lathe,
  MID,
  opening,
  poly,
  ring,
  roundShade,
  shadow,
  type Art,
  type Lathe,
} from '../shapes';
import { flatWeave, wrappedWeave, type WeaveStyle } from '../weaves';

const G = GROUND;

/** A woven turned body: weave, shading and the open mouth or a lid. */
function wovenBody(
  art: Art,
  body: Lathe,
  style: WeaveStyle,
  color: string,
  options: { scale?: number; stripes?: string[]; open?: boolean } = {},
): string {
  const weave = wrappedWeave(
    body,
    style,
    color,
    body.top - 4,
    body.bottom + body.rBottom * body.k + 4,
    options.scale ?? 26,
    options.stripes,
  );
  return drawLathe(art, body, darken(color, 0.1), {
    pattern: weave,
    opening: options.open === false ? false : color,
  });
}

/** A rope loop handle on the side of a round body at height y. */
function loopHandle(
  body: Lathe,
  y: number,
  side: 1 | -1,
  color: string,
  size = 46,
  width = 16,
): string {
  const r = body.radiusAt(y);
  const x = body.cx + side * (r - 6);
  return (
    `<path d="M${f(x)} ${f(y - size * 0.45)}C${f(x + side * size)} ${f(y - size * 0.55)} ${f(x + side * size)} ${f(y + size * 0.55)} ${f(x)} ${f(y + size * 0.45)}" fill="none" stroke="${darken(color, 0.3)}" stroke-width="${f(width + 4)}" stroke-linecap="round"/>` +
    `<path d="M${f(x)} ${f(y - size * 0.45)}C${f(x + side * size)} ${f(y - size * 0.55)} ${f(x + side * size)} ${f(y + size * 0.55)} ${f(x)} ${f(y + size * 0.45)}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round"/>` +
    `<path d="M${f(x)} ${f(y - size * 0.45)}C${f(x + side * size)} ${f(y - size * 0.55)} ${f(x + side * size)} ${f(y + size * 0.55)} ${f(x)} ${f(y + size * 0.45)}" fill="none" stroke="${lighten(color, 0.4)}" stroke-width="${f(width * 0.25)}" stroke-dasharray="6 8" stroke-linecap="round"/>`
  );
}

/** A cut-out hand hole in the side of a round body at height y. */
function handHole(body: Lathe, y: number, side: 1 | -1): string {
  const r = body.radiusAt(y);
  const x = body.cx + side * r * 0.8;
  return `<ellipse cx="${f(x)}" cy="${f(y + r * body.k * 0.6)}" rx="${f(r * 0.13)}" ry="${f(r * 0.07)}" fill="#2a1408" opacity="0.75"/>`;
}

/** A band of cloth or braid round the rim of a body, from y down `height`. */
function band(art: Art, body: Lathe, y: number, height: number, color: string): string {
  const r0 = body.radiusAt(y) + 3;
  const r1 = body.radiusAt(y + height) + 3;
  const k = body.k;
  const path =
    `M${f(body.cx - r0)} ${f(y)}A${f(r0)} ${f(r0 * k)} 0 0 0 ${f(body.cx + r0)} ${f(y)}` +
    `L${f(body.cx + r1)} ${f(y + height)}A${f(r1)} ${f(r1 * k)} 0 0 1 ${f(body.cx - r1)} ${f(y + height)}Z`;
  return (
    `<path d="${path}" fill="${color}"/>` +
    `<path d="${path}" fill="${roundShade(art, body.cx, r0, 0.9)}"/>` +
    `<path d="M${f(body.cx - r1)} ${f(y + height - 6)}A${f(r1)} ${f(r1 * k)} 0 0 0 ${f(body.cx + r1)} ${f(y + height - 6)}" fill="none" stroke="${darken(color, 0.25)}" stroke-width="2" stroke-dasharray="8 6"/>`
  );
}

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

export function bambooLiddedBox(art: Art, look: Look): string {
  const color = look.main;
  const spec = centredBox(MID, G + 20, 440, 250, 300);
  const body = box(art, spec, {
    front: { fill: flatWeave(art, 'slats', color, 26) },
    side: { fill: flatWeave(art, 'slats', darken(color, 0.05), 26) },
    top: false,
  });
  const lid: BoxSpec = {
    x: spec.x - 12,
    bottom: spec.bottom - spec.h + 14,
    w: spec.w + 24,
    h: 64,
    d: spec.d + 16,
  };
  const style = art.rnd.pick(['basket', 'twill'] as const);
  const lidBox = box(art, lid, {
    front: {
      fill: lighten(color, 0.05),
      detail: (w, h) =>
        `<rect y="${f(h - 10)}" width="${f(w)}" height="10" fill="${darken(color, 0.3)}"/>`,
    },
    side: { fill: color },
    top: { fill: flatWeave(art, style, lighten(color, 0.05), 24) },
  });
  return boxShadow(art, spec) + body.svg + lidBox.svg;
}

export function keepsakeBox(art: Art, look: Look): string {
  const wood = look.main;
  const brass = '#c9a040';
  const spec = centredBox(MID, G + 20, 460, 200, 300);
  const carve = (w: number, h: number) =>
    `<rect x="18" y="18" width="${f(w - 36)}" height="${f(h - 36)}" rx="6" fill="none" stroke="${darken(wood, 0.4)}" stroke-width="5"/>` +
    `<rect x="21" y="21" width="${f(w - 36)}" height="${f(h - 36)}" rx="6" fill="none" stroke="${lighten(wood, 0.25)}" stroke-width="2"/>`;
  const floral = (w: number, h: number) => {
    const cx = w / 2;
    const cy = h / 2;
    return (
      `<g opacity="0.9">` +
      flower(cx + 2, cy + 2, h * 0.36, lighten(wood, 0.2), lighten(wood, 0.2), 8) +
      flower(cx, cy, h * 0.36, darken(wood, 0.25), darken(wood, 0.45), 8) +
      [-1, 1]
        .map(
          (side) =>
            leaf(
              cx + side * h * 0.3,
              cy,
              h * 0.5,
              side > 0 ? -10 : 190,
              darken(wood, 0.3),
              lighten(wood, 0.2),
            ) + leaf(cx + side * h * 0.3, cy, h * 0.4, side > 0 ? 25 : 155, darken(wood, 0.3)),
        )
        .join('') +
      `</g>`
    );
  };
  const body = box(art, spec, {
    front: {
      fill: wood,
      detail: (w, h) => grain(art, w, h, wood, 10) + carve(w, h) + floral(w, h),
    },
    side: { fill: wood, detail: (w, h) => grain(art, w, h, wood, 8) + carve(w, h) },
    top: false,
  });
  const lid: BoxSpec = {
    x: spec.x - 8,
    bottom: spec.bottom - spec.h,
    w: spec.w + 16,
    h: 70,
    d: spec.d + 8,
  };
  const lidBox = box(art, lid, {
    front: { fill: lighten(wood, 0.04), detail: (w, h) => grain(art, w, h, wood, 4) },
    side: { fill: wood },
    top: {
      fill: lighten(wood, 0.04),
      detail: (w, h) =>
        grain(art, w, h, wood, 12) +
        carve(w, h) +
        `<g transform="translate(${f(w / 2)} ${f(h / 2)}) scale(1 0.9)">${flower(3, 3, h * 0.3, lighten(wood, 0.2), lighten(wood, 0.2), 6)}${flower(0, 0, h * 0.3, darken(wood, 0.25), darken(wood, 0.45), 6)}</g>`,
    },
  });
  const latchX = spec.x + spec.w / 2;
  const latchY = spec.bottom - spec.h;
  return (
    boxShadow(art, spec) +
    body.svg +
    lidBox.svg +
    `<rect x="${f(latchX - 22)}" y="${f(latchY - 30)}" width="44" height="62" rx="8" fill="${brass}"/>` +
    `<rect x="${f(latchX - 22)}" y="${f(latchY - 30)}" width="14" height="62" rx="6" fill="${lighten(brass, 0.4)}" opacity="0.7"/>` +
    `<circle cx="${f(latchX)}" cy="${f(latchY + 14)}" r="7" fill="${darken(brass, 0.5)}"/>`
  );
}

export function hyacinthTrunk(art: Art, look: Look): string {
  const color = look.main;
  const frame = darken(color, 0.45);
  const spec = centredBox(MID, G + 20, 540, 250, 280);
  const edges = (w: number, h: number) =>
    `<rect width="${f(w)}" height="12" fill="${frame}"/><rect y="${f(h - 12)}" width="${f(w)}" height="12" fill="${frame}"/><rect width="12" height="${f(h)}" fill="${frame}"/><rect x="${f(w - 12)}" width="12" height="${f(h)}" fill="${frame}"/>`;
  const body = box(art, spec, {
    front: { fill: flatWeave(art, 'braid', color, 30), detail: edges },
    side: {
      fill: flatWeave(art, 'braid', color, 30),
      detail: (w, h) =>
        edges(w, h) +
        `<path d="M${f(w * 0.3)} ${f(h * 0.35)}C${f(w * 0.35)} ${f(h * 0.12)} ${f(w * 0.65)} ${f(h * 0.12)} ${f(w * 0.7)} ${f(h * 0.35)}" fill="none" stroke="#5a3a22" stroke-width="16" stroke-linecap="round"/>`,
    },
    top: false,
  });
  const lid: BoxSpec = {
    x: spec.x - 10,
    bottom: spec.bottom - spec.h,
    w: spec.w + 20,
    h: 74,
    d: spec.d + 10,
  };
  const lidBox = box(art, lid, {
    front: { fill: flatWeave(art, 'braid', lighten(color, 0.05), 30), detail: edges },
    side: { fill: flatWeave(art, 'braid', color, 30), detail: edges },
    top: { fill: flatWeave(art, 'braid', lighten(color, 0.08), 30), detail: edges },
  });
  return boxShadow(art, spec) + body.svg + lidBox.svg;
}

export function caneMagazineBasket(art: Art, look: Look): string {
  const color = look.main;
  const spec = centredBox(MID, G + 20, 430, 270, 210);
  const [fl, bl, br, fr] = box(art, spec, {
    front: { fill: '#000' },
    side: { fill: '#000' },
  }).topCorners;
  const inside = poly([fl!, bl!, br!, fr!]);
  const rnd = art.rnd.fork('magazines');
  const covers = ['#2f5d62', '#c65d3b', '#e7d8b8', '#3d405b', '#8aa27a'];
  const magazines = [0, 1, 2, 3]
    .map((i) => {
      const mx = fl![0] + 40 + i * 88 + rnd.range(-6, 6);
      const my = fl![1] - 150 - rnd.range(0, 50) - i * 8;
      const tilt = rnd.range(-6, 8);
      const cover = covers[(i + rnd.int(0, 4)) % covers.length]!;
      return `<g transform="rotate(${f(tilt)} ${f(mx)} ${f(fl![1])})"><rect x="${f(mx)}" y="${f(my)}" width="92" height="${f(fl![1] - my + 20)}" rx="3" fill="${cover}"/><rect x="${f(mx + 10)}" y="${f(my + 16)}" width="56" height="8" fill="#fff" opacity="0.7"/><rect x="${f(mx + 10)}" y="${f(my + 32)}" width="36" height="6" fill="#fff" opacity="0.5"/><rect x="${f(mx)}" y="${f(my)}" width="8" height="${f(fl![1] - my + 20)}" fill="#000" opacity="0.15"/></g>`;
    })
    .join('');
  const body = box(art, spec, {
    front: { fill: flatWeave(art, 'twill', color, 22) },
    side: {
      fill: flatWeave(art, 'twill', color, 22),
      detail: (w) =>
        `<rect x="${f(w * 0.3)}" y="34" width="${f(w * 0.4)}" height="34" rx="17" fill="#2a1408" opacity="0.75"/>`,
    },
    top: false,
  });
  const rim = `<path d="${poly([fl!, bl!, br!, fr!])}" fill="none" stroke="${darken(color, 0.2)}" stroke-width="12" stroke-linejoin="round"/>`;
  return (
    boxShadow(art, spec) +
    `<path d="${inside}" fill="${darken(color, 0.55)}"/>` +
    magazines +
    body.svg +
    rim
  );
}

export function blanketChest(art: Art, look: Look): string {
  const wood = look.main;
  const brass = '#c9a040';
  const spec = centredBox(MID, G - 10, 580, 270, 260);
  const panels = (w: number, h: number) => {
    const pw = (w - 90) / 2;
    return [0, 1]
      .map((i) => {
        const px = 30 + i * (pw + 30);
        return (
          `<rect x="${f(px)}" y="40" width="${f(pw)}" height="${f(h - 80)}" rx="6" fill="${darken(wood, 0.12)}"/>` +
          `<rect x="${f(px + 14)}" y="54" width="${f(pw - 28)}" height="${f(h - 108)}" rx="4" fill="${lighten(wood, 0.06)}"/>` +
          `<rect x="${f(px)}" y="40" width="${f(pw)}" height="${f(h - 80)}" rx="6" fill="none" stroke="${lighten(wood, 0.3)}" stroke-width="2"/>`
        );
      })
      .join('');
  };
  const corners = (w: number, h: number) =>
    [
      [0, 0],
      [w - 44, 0],
      [0, h - 44],
      [w - 44, h - 44],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${f(x!)}" y="${f(y!)}" width="44" height="44" fill="${brass}"/><circle cx="${f(x! + 22)}" cy="${f(y! + 22)}" r="5" fill="${darken(brass, 0.5)}"/>`,
      )
      .join('');
  const legs = [spec.x + 20, spec.x + spec.w - 50]
    .map(
      (lx) =>
        `<rect x="${f(lx)}" y="${f(spec.bottom)}" width="30" height="42" fill="${darken(wood, 0.35)}"/>`,
    )
    .join('');
  const body = box(art, spec, {
    front: {
      fill: wood,
      detail: (w, h) => grain(art, w, h, wood, 12) + panels(w, h) + corners(w, h),
    },
    side: { fill: wood, detail: (w, h) => grain(art, w, h, wood, 8) + corners(w, h) },
    top: false,
  });
  const lid: BoxSpec = {
    x: spec.x - 10,
    bottom: spec.bottom - spec.h,
    w: spec.w + 20,
    h: 36,
    d: spec.d + 10,
  };
  const lidBox = box(art, lid, {
    front: { fill: darken(wood, 0.05), detail: (w, h) => grain(art, w, h, wood, 3) },
    side: { fill: wood },
    top: { fill: lighten(wood, 0.05), detail: (w, h) => grain(art, w, h, wood, 14) },
  });
  const latchX = spec.x + spec.w / 2;
  return (
    boxShadow(art, { ...spec, bottom: spec.bottom + 42 }) +
    legs +
    body.svg +
    lidBox.svg +
    `<rect x="${f(latchX - 26)}" y="${f(spec.bottom - spec.h - 10)}" width="52" height="70" rx="8" fill="${brass}"/>` +
    `<circle cx="${f(latchX)}" cy="${f(spec.bottom - spec.h + 34)}" r="8" fill="${darken(brass, 0.55)}"/>`
  );
}

/** A lid for a round basket: a shallow woven dome with a knob. */
function roundLid(art: Art, body: Lathe, color: string, style: WeaveStyle): string {
  const r = body.rTop + 10;
  const y = body.top + 4;
  const lid = lathe(body.cx, [
    [y - 50, r * 0.25],
    [y - 40, r * 0.6],
    [y - 20, r * 0.92],
    [y, r],
  ]);
  const knob = lathe(body.cx, [
    [y - 78, 18],
    [y - 62, 22],
    [y - 46, 14],
  ]);
  return (
    drawLathe(art, lid, color, {
      pattern: wrappedWeave(lid, style, color, y - 56, y + 20, 22),
      opening: lighten(color, 0.1),
    }) + drawLathe(art, knob, darken(color, 0.25), { opening: false })
  );
}

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
