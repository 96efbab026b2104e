/**
 * The drawing vocabulary every picture shares: turned (lathe) bodies, patterns wrapped around
 * them, shading, shadows and the studio backdrop. Objects are drawn lit from the upper left and
 * seen from slightly above, so ellipses of rims and bases are squashed by PERSPECTIVE.
 */
import type { Canvas } from './canvas';
import { round as n } from './canvas';
import { darken, lighten, mix } from './color';
import type { Random } from './random';

/** Height of a rim ellipse relative to its width. */
const PERSPECTIVE = 0.17;

/**
 * Product pictures are drawn on a 1000 × 1000 stage: objects stand on the floor at GROUND,
 * centred on MID; the wall meets the floor at HORIZON.
 */
export const STAGE = 1000;
export const GROUND = 800;
export const MID = 500;
export const HORIZON = 600;

export interface Art {
  c: Canvas;
  rnd: Random;
}

export const f = n;

/** A point list as an SVG path (straight segments). */
export function poly(points: [number, number][], close = true): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}${close ? 'Z' : ''}`;
}

/** Catmull–Rom interpolation through points, sampled into a dense polyline. */
function smooth(points: [number, number][], steps = 10): [number, number][] {
  if (points.length < 3) return points;
  const out: [number, number][] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const at = (k: 0 | 1) =>
        0.5 *
        (2 * p1[k] +
          (-p0[k] + p2[k]) * t +
          (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 +
          (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3);
      out.push([at(0), at(1)]);
    }
  }
  out.push(points[points.length - 1]!);
  return out;
}

/** A body turned around a vertical axis, from a profile of [y, radius] pairs, top to bottom. */
export interface Lathe {
  cx: number;
  /** Height of its rim ellipses relative to their width (how far from above it is seen). */
  k: number;
  top: number;
  bottom: number;
  rTop: number;
  rBottom: number;
  maxR: number;
  /** The silhouette: sides, the front of the rim and the round of the foot. */
  path: string;
  radiusAt(y: number): number;
}

export function lathe(
  cx: number,
  profile: [number, number][],
  { curved = true, k = PERSPECTIVE }: { curved?: boolean; k?: number } = {},
): Lathe {
  const dense = curved ? smooth(profile, 12) : profile;
  const top = dense[0]![0];
  const bottom = dense[dense.length - 1]![0];
  const rTop = dense[0]![1];
  const rBottom = dense[dense.length - 1]![1];
  const right = dense.map(([y, r]) => `${n(cx + r)} ${n(y)}`).join('L');
  const left = [...dense]
    .reverse()
    .map(([y, r]) => `${n(cx - r)} ${n(y)}`)
    .join('L');
  const path =
    `M${right}` +
    `A${n(rBottom)} ${n(rBottom * k)} 0 0 1 ${n(cx - rBottom)} ${n(bottom)}` +
    `L${left}` +
    `A${n(rTop)} ${n(rTop * k)} 0 0 0 ${n(cx + rTop)} ${n(top)}Z`;
  const radiusAt = (y: number) => {
    if (y <= top) return rTop;
    for (let i = 1; i < dense.length; i++) {
      const [y1, r1] = dense[i]!;
      const [y0, r0] = dense[i - 1]!;
      if (y <= y1) return y1 === y0 ? r1 : r0 + ((r1 - r0) * (y - y0)) / (y1 - y0);
    }
    return rBottom;
  };
  return {
    cx,
    k,
    top,
    bottom,
    rTop,
    rBottom,
    maxR: Math.max(...dense.map(([, r]) => r)),
    path,
    radiusAt,
  };
}

/** Lit from the left: a round body's colour across its width. */
function roundFill(art: Art, cx: number, r: number, color: string, sheen = 0.14): string {
  return art.c.linear(cx - r, 0, cx + r, 0, [
    [0, darken(color, 0.3)],
    [0.2, lighten(color, sheen)],
    [0.42, color],
    [0.78, darken(color, 0.18)],
    [1, darken(color, 0.42)],
  ]);
}

/** Metal: sharper highlights and deeper darks than a matt body. */
export function metalFill(art: Art, cx: number, r: number, color: string): string {
  return art.c.linear(cx - r, 0, cx + r, 0, [
    [0, darken(color, 0.45)],
    [0.14, lighten(color, 0.2)],
    [0.24, lighten(color, 0.55)],
    [0.34, color],
    [0.6, darken(color, 0.15)],
    [0.82, darken(color, 0.45)],
    [0.92, mix(color, '#fff6dd', 0.1)],
    [1, darken(color, 0.5)],
  ]);
}

/** Laid over a pattern on a round body, so the pattern is shaded as the body is. */
export function roundShade(art: Art, cx: number, r: number, strength = 1): string {
  return art.c.linear(cx - r, 0, cx + r, 0, [
    [0, '#1a0c04', 0.32 * strength],
    [0.22, '#fff8e8', 0.16 * strength],
    [0.42, '#fff8e8', 0],
    [0.75, '#1a0c04', 0.12 * strength],
    [1, '#1a0c04', 0.42 * strength],
  ]);
}

/** Darkens the lowest part of a body, where less light reaches. */
function footShade(art: Art, top: number, bottom: number, strength = 0.22): string {
  return art.c.linear(0, top, 0, bottom, [
    [0, '#1a0c04', 0],
    [0.7, '#1a0c04', 0],
    [1, '#1a0c04', strength],
  ]);
}

/** A turned body filled, patterned (clipped to it) and shaded. */
export function drawLathe(
  art: Art,
  body: Lathe,
  color: string,
  options: { pattern?: string; metal?: boolean; sheen?: number; opening?: string | false } = {},
): string {
  const { cx, maxR, path } = body;
  const fill = options.metal
    ? metalFill(art, cx, maxR, color)
    : roundFill(art, cx, maxR, color, options.sheen);
  const clip = art.c.clip(`<path d="${path}"/>`);
  const inside = options.opening === false ? '' : opening(art, body, options.opening ?? color);
  return (
    `<path d="${path}" fill="${fill}"/>` +
    (options.pattern ? `<g clip-path="${clip}">${options.pattern}</g>` : '') +
    `<path d="${path}" fill="${roundShade(art, cx, maxR, options.metal ? 0.5 : 1)}"/>` +
    `<path d="${path}" fill="${footShade(art, body.top, body.bottom)}"/>` +
    inside
  );
}

/** The open mouth of a turned body: the dark inside and a lit rim. */
export function opening(art: Art, body: Lathe, color: string): string {
  const { cx, top, rTop } = body;
  if (rTop < 2) return '';
  const ry = rTop * body.k;
  const inner = art.c.linear(0, top - ry, 0, top + ry, [
    [0, darken(color, 0.65)],
    [1, darken(color, 0.3)],
  ]);
  return (
    `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(rTop)}" ry="${n(ry)}" fill="${inner}"/>` +
    `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(rTop)}" ry="${n(ry)}" fill="none" stroke="${lighten(color, 0.25)}" stroke-width="${n(Math.max(2, rTop * 0.05))}"/>`
  );
}

/**
 * Places marks around a turned body: `draw` gets the screen position, the visible width factor
 * (1 facing the viewer, 0 at the edge) and the angle, for each row and column of a grid wrapped
 * around it. Marks on the back are skipped.
 */
export function wrap(
  body: Lathe,
  rows: { from: number; to: number; count: number },
  columns: number,
  draw: (
    x: number,
    y: number,
    facing: number,
    angle: number,
    row: number,
    column: number,
  ) => string,
  offset: number | ((row: number) => number) = 0,
): string {
  const out: string[] = [];
  const rowHeight = (rows.to - rows.from) / rows.count;
  for (let row = 0; row < rows.count; row++) {
    const y = rows.from + rowHeight * (row + 0.5);
    const r = body.radiusAt(y);
    const shift = typeof offset === 'number' ? offset : offset(row);
    for (let column = 0; column < columns; column++) {
      const angle = ((column + shift) / columns) * Math.PI * 2 - Math.PI;
      if (Math.abs(angle) >= Math.PI / 2) continue;
      const facing = Math.cos(angle);
      const x = body.cx + r * Math.sin(angle);
      out.push(draw(x, y + r * body.k * facing, facing, angle, row, column));
    }
  }
  return out.join('');
}

/** A horizontal ring around a turned body at height y (a curved band). */
export function ring(body: Lathe, y: number, color: string, width: number, opacity = 1): string {
  const r = body.radiusAt(y);
  return `<path d="M${n(body.cx - r)} ${n(y)}A${n(r)} ${n(r * body.k)} 0 0 0 ${n(body.cx + r)} ${n(y)}" fill="none" stroke="${color}" stroke-width="${n(width)}"${opacity < 1 ? ` opacity="${n(opacity)}"` : ''}/>`;
}

/**
 * A soft-edged ellipse (a shadow or a pool of light): a radial gradient rather than a blur filter,
 * which costs nothing to render at any size.
 */
export function softEllipse(
  art: Art,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity: number,
  color = '#2a1408',
): string {
  // A blurred ellipse spreads beyond its edge: so does this one.
  const spreadX = rx * 1.15 + 6;
  const spreadY = ry * 1.3 + 6;
  const fill = art.c.radial(
    cx,
    cy,
    spreadX,
    [
      [0, color, opacity],
      [0.55, color, opacity * 0.75],
      [1, color, 0],
    ],
    spreadY,
  );
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(spreadX)}" ry="${n(spreadY)}" fill="${fill}"/>`;
}

/** A soft shadow on the floor under an object standing at (cx, y), `rx` wide. */
export function shadow(art: Art, cx: number, y: number, rx: number, strength = 1): string {
  const ry = Math.max(rx * 0.16, 8);
  return (
    softEllipse(
      art,
      cx + rx * 0.12,
      y + ry * 0.15,
      rx * 1.12,
      ry * 1.4,
      0.22 * strength,
      '#3b1f0e',
    ) + softEllipse(art, cx + rx * 0.04, y, rx * 0.9, ry * 0.62, 0.34 * strength)
  );
}

/** A soft shadow cast on the wall behind a hanging object (offset right and down). */
export function wallShadow(art: Art, path: string, dx = 14, dy = 18, strength = 1): string {
  return `<path d="${path}" transform="translate(${dx} ${dy})" fill="#3b1f0e" opacity="${n(0.2 * strength)}" filter="${art.c.blur(9)}"/>`;
}

/** A wall colour and the floor in front of it. */
export interface Wall {
  wall: string;
  floor: string;
}

/** Warm studio wall tones: each picture picks one. */
export const WALLS: readonly Wall[] = [
  { wall: '#f3e7d7', floor: '#e2cdb2' },
  { wall: '#f1e1d4', floor: '#dfc4ae' },
  { wall: '#ece2cf', floor: '#d6c3a3' },
  { wall: '#f4e4cc', floor: '#e3c8a4' },
  { wall: '#e6e4d2', floor: '#cfc9ac' },
  { wall: '#efe5dc', floor: '#d9c8b8' },
  { wall: '#f0dcc8', floor: '#d8b999' },
];

/**
 * The studio: a wall, a floor or tabletop meeting it at `horizon`, and soft light from the upper
 * left. `horizon` at or below the height shows wall only.
 */
export function backdrop(
  art: Art,
  width: number,
  height: number,
  horizon: number,
  tone: Wall,
): string {
  const { c } = art;
  const wall = c.linear(0, 0, 0, horizon, [
    [0, darken(tone.wall, 0.06)],
    [0.55, tone.wall],
    [1, mix(tone.wall, tone.floor, 0.25)],
  ]);
  const light = c.radial(width * 0.32, height * 0.28, width * 0.55, [
    [0, '#fffaf0', 0.55],
    [0.6, '#fffaf0', 0.12],
    [1, '#fffaf0', 0],
  ]);
  const out = [`<rect width="${width}" height="${height}" fill="${wall}"/>`];
  if (horizon < height) {
    const floor = c.linear(0, horizon, 0, height, [
      [0, darken(tone.floor, 0.05)],
      [0.12, tone.floor],
      [1, lighten(tone.floor, 0.12)],
    ]);
    out.push(
      `<rect y="${n(horizon)}" width="${width}" height="${n(height - horizon)}" fill="${floor}"/>`,
      // The soft line where the wall meets the floor.
      `<rect y="${n(horizon - 6)}" width="${width}" height="12" fill="${c.linear(
        0,
        horizon - 6,
        0,
        horizon + 6,
        [
          [0, darken(tone.floor, 0.25), 0],
          [0.5, darken(tone.floor, 0.25), 0.3],
          [1, darken(tone.floor, 0.25), 0],
        ],
      )}"/>`,
    );
  }
  out.push(`<rect width="${width}" height="${height}" fill="${light}"/>`);
  // Vignette, so the eye stays on the object.
  const vignette = c.radial(width / 2, height / 2, Math.max(width, height) * 0.75, [
    [0.55, '#2a1408', 0],
    [1, '#2a1408', 0.16],
  ]);
  out.push(`<rect width="${width}" height="${height}" fill="${vignette}"/>`);
  return out.join('');
}
