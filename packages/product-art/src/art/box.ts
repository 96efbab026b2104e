/**
 * Box-shaped things (boxes, trunks, chests, lids, bags): a front face, a side face receding to
 * the upper right and a top, each painted in its own flat coordinates and shaded by the light
 * from the left.
 */
import { darken, lighten } from './color';
import { f, poly, type Art } from './shapes';

export interface BoxSpec {
  /** Left edge of the front face. */
  x: number;
  /** Bottom edge of the front face. */
  bottom: number;
  w: number;
  h: number;
  /** Depth, drawn receding up and to the right. */
  d: number;
}

/** How far the depth recedes per unit, sideways and up. */
const DX = 0.55;
const DY = -0.36;

interface Face {
  /** Fill of the face (a colour or a pattern), in the face's own coordinates. */
  fill: string;
  /** More drawing in the face's coordinates: (0, 0) top left, `w` × `h`. */
  detail?: (w: number, h: number) => string;
}

interface Box {
  svg: string;
  /** Corners of the top face, front-left first, clockwise. */
  topCorners: [number, number][];
}

/** The footprint of a box centred on `cx`: where its front face starts. */
export function centredBox(cx: number, bottom: number, w: number, h: number, d: number): BoxSpec {
  return { x: cx - (w + d * DX) / 2, bottom, w, h, d };
}

export function box(
  art: Art,
  spec: BoxSpec,
  faces: { front: Face; side: Face; top?: Face | false },
  options: { shade?: boolean } = {},
): Box {
  const { x, bottom, w, h, d } = spec;
  const top = bottom - h;
  const dx = d * DX;
  const dy = d * DY;
  const id = art.c;
  const face = (matrix: string, fw: number, fh: number, paint: Face, overlay?: string) => {
    const clip = id.clip(`<rect width="${f(fw)}" height="${f(fh)}"/>`);
    return (
      `<g transform="matrix(${matrix})"><g clip-path="${clip}">` +
      `<rect width="${f(fw)}" height="${f(fh)}" fill="${paint.fill}"/>` +
      (paint.detail ? paint.detail(fw, fh) : '') +
      (overlay ? `<rect width="${f(fw)}" height="${f(fh)}" fill="${overlay}"/>` : '') +
      `</g></g>`
    );
  };
  const shade = options.shade ?? true;
  const frontLight = shade
    ? id.linear(0, 0, w, h, [
        [0, '#fff8e8', 0.14],
        [0.5, '#fff8e8', 0],
        [1, '#1a0c04', 0.16],
      ])
    : undefined;
  const sideDark = shade
    ? id.linear(0, 0, d, 0, [
        [0, '#1a0c04', 0.28],
        [1, '#1a0c04', 0.4],
      ])
    : undefined;
  const topLight = shade
    ? id.linear(0, 0, w, 0, [
        [0, '#fff8e8', 0.22],
        [1, '#fff8e8', 0.06],
      ])
    : undefined;
  const parts = [
    face(`${f(dx / d)} ${f(dy / d)} 0 1 ${f(x + w)} ${f(top)}`, d, h, faces.side, sideDark),
    face(`1 0 0 1 ${f(x)} ${f(top)}`, w, h, faces.front, frontLight),
  ];
  if (faces.top !== false) {
    const paint = faces.top ?? faces.front;
    // (0, 0) of the top is its front-left corner; its height runs back into the picture.
    parts.push(face(`1 0 ${f(dx / d)} ${f(dy / d)} ${f(x)} ${f(top)}`, w, d, paint, topLight));
  }
  // Crisp edges where the faces meet.
  parts.push(
    `<path d="M${f(x + w)} ${f(top)}L${f(x + w)} ${f(bottom)}" stroke="#fff8e8" stroke-width="2" opacity="0.25"/>`,
  );
  return {
    svg: parts.join(''),
    topCorners: [
      [x, top],
      [x + dx, top + dy],
      [x + w + dx, top + dy],
      [x + w, top],
    ],
  };
}

/** The soft shadow of a box on the floor. */
export function boxShadow(art: Art, spec: BoxSpec, strength = 1): string {
  const { x, bottom, w, d } = spec;
  const dx = d * DX;
  const dy = d * DY;
  const footprint = poly([
    [x - 6, bottom + 4],
    [x + w + 10, bottom + 8],
    [x + w + dx + 18, bottom + dy + 6],
    [x + dx, bottom + dy],
  ]);
  return (
    `<path d="${footprint}" fill="#3b1f0e" opacity="${f(0.3 * strength)}" filter="${art.c.blur(14)}" transform="translate(14 8)"/>` +
    `<path d="M${f(x - 4)} ${f(bottom + 2)}L${f(x + w + 6)} ${f(bottom + 3)}" stroke="#2a1408" stroke-width="10" opacity="${f(0.35 * strength)}" filter="${art.c.blur(4)}"/>`
  );
}

/** Wood grain: long wavy lines across a face `w` × `h`. */
export function grain(art: Art, w: number, h: number, color: string, lines = 14): string {
  const rnd = art.rnd.fork(`grain-${Math.round(w)}-${Math.round(h)}`);
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const y = ((i + rnd.range(0.2, 0.8)) / lines) * h;
    const amp = rnd.range(2, 7);
    const wave = rnd.range(120, 260);
    const points: string[] = [];
    for (let x = -10; x <= w + 10; x += 20) {
      points.push(`${f(x)} ${f(y + Math.sin((x / wave) * Math.PI * 2 + i) * amp)}`);
    }
    out.push(
      `<path d="M${points.join('L')}" fill="none" stroke="${i % 3 ? darken(color, 0.18) : lighten(color, 0.12)}" stroke-width="${f(rnd.range(1.2, 3))}" opacity="0.55"/>`,
    );
  }
  return out.join('');
}
