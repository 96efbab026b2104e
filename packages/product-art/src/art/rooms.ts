/**
 * Pieces of the site's scenes: rooms with windows and sunlight, shelves, tables, a potter's
 * wheel, a village courtyard and the artisans at work. Products are placed into scenes with
 * `place`, drawn by the same code as their own pictures.
 */
import { box, boxShadow, grain } from './box';
import { darken, lighten, mix } from './color';
import { leaf } from './motifs';
import { lookOf, type Look, type Material } from './palette';
import { foliage } from './plants';
import { f, GROUND, MID, softEllipse, type Art, type Wall } from './shapes';

export type Drawer = (art: Art, look: Look) => string;

/** A product drawing placed in a scene, standing at (x, ground), `scale` times its stage size. */
export function place(
  art: Art,
  draw: Drawer,
  material: Material,
  colors: string[],
  x: number,
  ground: number,
  scale: number,
  seed = '',
  dressed = true,
): string {
  const rnd = art.rnd.fork(`place-${draw.name}-${seed}`);
  return (
    `<g transform="translate(${f(x - MID * scale)} ${f(ground - GROUND * scale)}) scale(${f(scale)})">` +
    draw({ c: art.c, rnd }, lookOf(material, colors, dressed)) +
    `</g>`
  );
}

/** A wall and floor of a room, lit from a window on the left. */
export function room(art: Art, w: number, h: number, horizon: number, tone: Wall): string {
  const wall = art.c.linear(0, 0, w, 0, [
    [0, lighten(tone.wall, 0.2)],
    [0.6, tone.wall],
    [1, darken(tone.wall, 0.08)],
  ]);
  const floor = art.c.linear(0, horizon, 0, h, [
    [0, darken(tone.floor, 0.08)],
    [1, lighten(tone.floor, 0.1)],
  ]);
  const boards = Array.from({ length: 14 }, (_, i) => {
    const x = (i / 13) * w;
    const xBottom = MID + (x - w / 2) * 2.4 + (w / 2 - MID);
    return `<path d="M${f(x)} ${f(horizon)}L${f(xBottom)} ${h}" stroke="${darken(tone.floor, 0.15)}" stroke-width="2" opacity="0.5"/>`;
  }).join('');
  return (
    `<rect width="${w}" height="${h}" fill="${wall}"/>` +
    `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${floor}"/>` +
    boards +
    `<rect y="${f(horizon - 14)}" width="${w}" height="14" fill="${lighten(tone.wall, 0.3)}"/>` +
    `<rect y="${f(horizon - 2)}" width="${w}" height="5" fill="${darken(tone.floor, 0.3)}" opacity="0.4"/>`
  );
}

/** A window in the wall, and the patches of sunlight it throws on the floor. */
export function sunlitWindow(
  art: Art,
  x: number,
  y: number,
  w: number,
  h: number,
  horizon: number,
  shaft = true,
): string {
  const sky = art.c.linear(0, y, 0, y + h, [
    [0, '#cfe2ea'],
    [1, '#f6efe0'],
  ]);
  const frame = '#f7f1e6';
  const panes = `<path d="M${f(x + w / 2)} ${f(y)}v${f(h)}M${f(x)} ${f(y + h / 2)}h${f(w)}" stroke="${frame}" stroke-width="12"/>`;
  const light = art.c.linear(x, y, x + w * 2, horizon + 300, [
    [0, '#fff8e0', 0.45],
    [1, '#fff8e0', 0],
  ]);
  const beam = shaft
    ? `<path d="M${f(x)} ${f(y)}L${f(x + w)} ${f(y)}L${f(x + w * 2.6)} ${f(horizon + 260)}L${f(x + w * 1.2)} ${f(horizon + 260)}Z" fill="${light}"/>`
    : '';
  return (
    `<rect x="${f(x - 16)}" y="${f(y - 16)}" width="${f(w + 32)}" height="${f(h + 40)}" fill="${frame}"/>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${sky}"/>` +
    // Trees outside, soft.
    `<g filter="${art.c.blur(6)}" opacity="0.6">${leaf(x + w * 0.2, y + h, h * 0.5, -70, '#9bb58a')}${leaf(x + w * 0.7, y + h, h * 0.6, -110, '#8aa87a')}</g>` +
    panes +
    `<rect x="${f(x - 24)}" y="${f(y + h + 16)}" width="${f(w + 48)}" height="16" fill="${darken(frame, 0.08)}"/>` +
    beam
  );
}

/** A wooden wall shelf from x1 to x2 whose top surface is at y. */
export function shelf(art: Art, x1: number, x2: number, y: number, wood = '#8b5b35'): string {
  const depth = 24;
  return (
    `<rect x="${f(x1 + 10)}" y="${f(y + 10)}" width="${f(x2 - x1)}" height="34" fill="#3b1f0e" opacity="0.25" filter="${art.c.blur(8)}"/>` +
    `<path d="M${f(x1)} ${f(y)}L${f(x1 + 12)} ${f(y - depth * 0.5)}L${f(x2 + 12)} ${f(y - depth * 0.5)}L${f(x2)} ${f(y)}Z" fill="${lighten(wood, 0.2)}"/>` +
    `<rect x="${f(x1)}" y="${f(y)}" width="${f(x2 - x1)}" height="26" fill="${wood}"/>` +
    `<rect x="${f(x1)}" y="${f(y)}" width="${f(x2 - x1)}" height="5" fill="${lighten(wood, 0.3)}"/>` +
    [x1 + 60, x2 - 80]
      .map((bx) => `<path d="M${f(bx)} ${f(y + 26)}l0 50l30 -50Z" fill="${darken(wood, 0.25)}"/>`)
      .join('')
  );
}

/** A low table or console: its top surface at `top`, from x1 to x2, legs down to `floor`. */
export function table(
  art: Art,
  x1: number,
  x2: number,
  top: number,
  floor: number,
  wood = '#8b5b35',
  depth = 90,
): string {
  const spec = { x: x1, bottom: top + 34, w: x2 - x1, h: 34, d: depth };
  const slab = box(art, spec, {
    front: { fill: wood, detail: (w, h) => grain(art, w, h, wood, 3) },
    side: { fill: wood },
    top: { fill: lighten(wood, 0.05), detail: (w, h) => grain(art, w, h, wood, 8) },
  });
  const legs = [x1 + 20, x2 - 50]
    .map(
      (lx) =>
        `<rect x="${f(lx)}" y="${f(top + 30)}" width="30" height="${f(floor - top - 30)}" fill="${darken(wood, 0.2)}"/>` +
        `<rect x="${f(lx + depth * 0.5)}" y="${f(top + 10)}" width="24" height="${f(floor - top - 40)}" fill="${darken(wood, 0.4)}"/>`,
    )
    .join('');
  return (
    `${softEllipse(art, f((x1 + x2) / 2 + 20), f(floor), f((x2 - x1) * 0.55), 22, 0.22, '#3b1f0e')}` +
    legs +
    slab.svg
  );
}

/** A low sideboard with cane-panelled doors, its top at `top`, standing on `floor`. */
export function sideboard(art: Art, x1: number, x2: number, top: number, floor: number): string {
  const wood = '#7a4e30';
  const spec = { x: x1, bottom: floor - 30, w: x2 - x1, h: floor - 30 - top, d: 110 };
  const doors = (w: number, h: number) => {
    const n = 3;
    const dw = (w - 40) / n;
    return Array.from({ length: n }, (_, i) => {
      const dx = 20 + i * dw;
      const cane = art.c.pattern(
        14,
        14,
        `<rect width="14" height="14" fill="#d9b77a"/><circle cx="7" cy="7" r="3.2" fill="#5a3a22"/><path d="M0 0L14 14M14 0L0 14" stroke="#c29a5a" stroke-width="2"/>`,
      );
      return `<rect x="${f(dx + 8)}" y="18" width="${f(dw - 16)}" height="${f(h - 36)}" fill="${darken(wood, 0.2)}"/><rect x="${f(dx + 20)}" y="30" width="${f(dw - 40)}" height="${f(h - 60)}" fill="${cane}"/><rect x="${f(dx + dw / 2 - 4)}" y="${f(h / 2 - 20)}" width="8" height="40" rx="4" fill="#c9a040"/>`;
    }).join('');
  };
  const body = box(art, spec, {
    front: { fill: wood, detail: doors },
    side: { fill: wood },
    top: { fill: lighten(wood, 0.08), detail: (w, h) => grain(art, w, h, wood, 6) },
  });
  return (
    boxShadow(art, { ...spec, bottom: floor }) +
    [x1 + 30, x2 - 50]
      .map(
        (lx) => `<path d="M${f(lx)} ${f(floor - 32)}l8 32h12l2 -32Z" fill="${darken(wood, 0.3)}"/>`,
      )
      .join('') +
    body.svg
  );
}

/** A potted plant standing on the floor. */
export function floorPlant(art: Art, x: number, ground: number, size: number): string {
  const potTop = ground - size * 0.32;
  const r = size * 0.2;
  return (
    `${softEllipse(art, f(x + 10), f(ground), f(r * 1.3), f(r * 0.25), 0.3, '#3b1f0e')}` +
    foliage(art, x, potTop + 6, size) +
    `<path d="M${f(x - r)} ${f(potTop)}L${f(x + r)} ${f(potTop)}L${f(x + r * 0.8)} ${f(ground)}L${f(x - r * 0.8)} ${f(ground)}Z" fill="${art.c.linear(
      x - r,
      0,
      x + r,
      0,
      [
        [0, '#d98a5e'],
        [0.4, '#bf643d'],
        [1, '#8a4428'],
      ],
    )}"/>` +
    `<rect x="${f(x - r * 1.05)}" y="${f(potTop - 10)}" width="${f(r * 2.1)}" height="22" rx="4" fill="#c96f46"/>`
  );
}

/** Soft beams of light falling from the upper left. */
export function sunbeams(art: Art, w: number, h: number, from: number, count = 3): string {
  return Array.from({ length: count }, (_, i) => {
    const x = from + i * w * 0.12;
    const fill = art.c.linear(x, 0, x + w * 0.35, h, [
      [0, '#fff6d8', 0.32],
      [1, '#fff6d8', 0],
    ]);
    return `<path d="M${f(x)} 0L${f(x + w * 0.05)} 0L${f(x + w * 0.4)} ${h}L${f(x + w * 0.28)} ${h}Z" fill="${fill}"/>`;
  }).join('');
}

interface Outfit {
  cloth: string;
  trim: string;
  skin: string;
  hair: string;
}

export const OUTFITS: Outfit[] = [
  { cloth: '#b5342a', trim: '#e1b32f', skin: '#9a6244', hair: '#1f1612' },
  { cloth: '#2e6f8e', trim: '#eee4cf', skin: '#8a5538', hair: '#241a14' },
  { cloth: '#d3a02c', trim: '#5b8a3a', skin: '#a86e4c', hair: '#1a1410' },
  { cloth: '#5b8a3a', trim: '#e07b39', skin: '#7f4d33', hair: '#221813' },
  { cloth: '#c9577f', trim: '#f2e6cf', skin: '#96603f', hair: '#1d1511' },
];

/**
 * A seated artisan, cross-legged, working with both hands at the level of the lap; faceless,
 * in the flat style of the rest of the pictures. Faces right when `facing` is 1.
 */
export function seatedArtisan(
  art: Art,
  x: number,
  ground: number,
  scale: number,
  outfit: Outfit,
  facing: 1 | -1 = 1,
  work = '',
): string {
  const { cloth, trim, skin, hair } = outfit;
  const drape = art.c.linear(-60, -260, 60, 0, [
    [0, lighten(cloth, 0.15)],
    [1, darken(cloth, 0.2)],
  ]);
  const figure =
    `${softEllipse(art, 10, 0, 120, 16, 0.3, '#3b1f0e')}` +
    // Folded legs under the cloth.
    `<path d="M-110 -8Q-110 -70 -40 -80L70 -80Q120 -70 118 -8Z" fill="${darken(cloth, 0.1)}"/>` +
    `<path d="M-110 -14Q0 -30 118 -14" stroke="${trim}" stroke-width="8" fill="none"/>` +
    // Torso and the end of the sari over the shoulder.
    `<path d="M-50 -70Q-64 -190 -30 -226L30 -226Q58 -190 44 -70Z" fill="${drape}"/>` +
    `<path d="M-34 -224Q10 -150 44 -80L30 -70Q-4 -150 -46 -200Z" fill="${darken(cloth, 0.18)}"/>` +
    `<path d="M-34 -224Q10 -150 44 -80" stroke="${trim}" stroke-width="6" fill="none"/>` +
    // Arms reaching forward to the work.
    `<path d="M20 -200Q60 -160 86 -104" stroke="${skin}" stroke-width="22" stroke-linecap="round" fill="none"/>` +
    `<path d="M-20 -196Q10 -140 60 -100" stroke="${darken(skin, 0.12)}" stroke-width="20" stroke-linecap="round" fill="none"/>` +
    `<circle cx="88" cy="-100" r="14" fill="${skin}"/><circle cx="62" cy="-98" r="13" fill="${darken(skin, 0.1)}"/>` +
    // Neck, head and hair in a bun.
    `<rect x="-10" y="-246" width="20" height="26" fill="${darken(skin, 0.1)}"/>` +
    `<ellipse cx="4" cy="-274" rx="32" ry="36" fill="${skin}"/>` +
    `<path d="M-28 -276Q-26 -316 8 -312Q38 -308 36 -282Q20 -296 -4 -292Q-20 -288 -28 -276Z" fill="${hair}"/>` +
    `<circle cx="-30" cy="-282" r="16" fill="${hair}"/>` +
    `<circle cx="34" cy="-266" r="4" fill="${trim}"/>`;
  return (
    `<g transform="translate(${f(x)} ${f(ground)}) scale(${f(scale * facing)} ${f(scale)})">${figure}</g>` +
    work
  );
}

/** A mud-walled village courtyard with a tree, in warm afternoon light. */
export function courtyard(art: Art, w: number, h: number, horizon: number): string {
  const wall = art.c.linear(0, 0, 0, horizon, [
    [0, '#e2b48c'],
    [1, '#d59d72'],
  ]);
  const ground = art.c.linear(0, horizon, 0, h, [
    [0, '#c79a6c'],
    [1, '#e0bd93'],
  ]);
  const tree = (x: number, size: number) =>
    `<rect x="${f(x - size * 0.05)}" y="${f(horizon - size * 0.9)}" width="${f(size * 0.1)}" height="${f(size * 0.9)}" fill="#6b4a30"/>` +
    [
      [0, -1, 0.5],
      [-0.3, -0.85, 0.36],
      [0.3, -0.88, 0.4],
      [0, -1.25, 0.34],
    ]
      .map(
        ([dx, dy, r]) =>
          `<circle cx="${f(x + dx! * size)}" cy="${f(horizon + dy! * size)}" r="${f(r! * size)}" fill="${mix('#5f8a4a', '#3f6b36', (dx! + 0.3) / 0.6)}"/>`,
      )
      .join('');
  return (
    `<rect width="${w}" height="${h}" fill="#f3d9b5"/>` +
    `<rect y="${f(horizon * 0.35)}" width="${w}" height="${f(horizon * 0.65)}" fill="${wall}"/>` +
    // White rice-paste motifs painted on the mud wall.
    Array.from({ length: Math.round(w / 120) }, (_, i) => {
      const cx = 60 + i * 120;
      const cy = horizon * 0.62;
      return `<path d="M${cx} ${f(cy - 30)}L${cx + 26} ${f(cy)}L${cx} ${f(cy + 30)}L${cx - 26} ${f(cy)}Z" fill="none" stroke="#f6ecd9" stroke-width="4" opacity="0.8"/><circle cx="${cx}" cy="${f(cy)}" r="6" fill="#f6ecd9" opacity="0.8"/>`;
    }).join('') +
    `<rect y="${f(horizon * 0.35 - 16)}" width="${w}" height="20" fill="#9c5a36"/>` +
    tree(w * 0.86, horizon * 0.9) +
    `<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${ground}"/>` +
    sunbeams(art, w, h, w * 0.05, 2)
  );
}

/** A woven mat on the ground, seen in perspective. */
export function mat(
  art: Art,
  x1: number,
  x2: number,
  top: number,
  bottom: number,
  color: string,
): string {
  const inset = (bottom - top) * 0.5;
  const path = `M${f(x1 + inset)} ${f(top)}L${f(x2 - inset)} ${f(top)}L${f(x2)} ${f(bottom)}L${f(x1)} ${f(bottom)}Z`;
  const weave = art.c.pattern(
    24,
    12,
    `<rect width="24" height="12" fill="${color}"/><rect width="12" height="6" fill="${lighten(color, 0.15)}"/><rect x="12" y="6" width="12" height="6" fill="${lighten(color, 0.15)}"/>`,
  );
  return `<path d="${path}" fill="${weave}"/><path d="${path}" fill="none" stroke="${darken(color, 0.3)}" stroke-width="8"/>`;
}
