/** Greenery and dried stems that stand in vases and planters. */
import { darken, lighten } from './color';
import { flower, leaf } from './motifs';
import { f } from './shapes';
import type { Art } from './shapes';

const GREENS = ['#5f8a4a', '#4d7a3e', '#6f9a56', '#3f6b36', '#7fa661'];

/** A leafy houseplant growing from (x, y), about `size` tall. */
export function foliage(art: Art, x: number, y: number, size: number): string {
  const rnd = art.rnd.fork('foliage');
  const parts: string[] = [];
  const count = 11;
  for (let i = 0; i < count; i++) {
    const spread = (i / (count - 1) - 0.5) * 150 + rnd.range(-10, 10);
    const angle = -90 + spread;
    const length = size * rnd.range(0.55, 0.9) * (1 - Math.abs(spread) / 260);
    const rad = (angle * Math.PI) / 180;
    const ex = x + Math.cos(rad) * length * 0.55;
    const ey = y + Math.sin(rad) * length * 0.55;
    parts.push(
      `<path d="M${f(x)} ${f(y)}Q${f(x + Math.cos(rad) * length * 0.2)} ${f(y + Math.sin(rad) * length * 0.35)} ${f(ex)} ${f(ey)}" stroke="#4b6b34" stroke-width="${f(size * 0.012)}" fill="none"/>`,
    );
    const color = rnd.pick(GREENS);
    parts.push(leaf(ex, ey, length * 0.55, angle + rnd.range(-15, 15), color, lighten(color, 0.4)));
  }
  return parts.join('');
}

/** A rosette succulent sitting at (x, y). */
export function succulent(x: number, y: number, size: number): string {
  const parts: string[] = [];
  for (let ringIndex = 0; ringIndex < 3; ringIndex++) {
    const n = 7 - ringIndex;
    const length = size * (0.55 - ringIndex * 0.13);
    for (let i = 0; i < n; i++) {
      const angle = -180 + (i / (n - 1)) * 180 + ringIndex * 9;
      const color = ringIndex === 0 ? '#7d9f7a' : ringIndex === 1 ? '#93b38c' : '#aac7a0';
      parts.push(leaf(x, y - ringIndex * size * 0.06, length, angle, color));
    }
  }
  return parts.join('');
}

/** A plant trailing over the rim of a hanging pot. */
export function trailing(art: Art, x: number, y: number, width: number, length: number): string {
  const rnd = art.rnd.fork('trailing');
  const parts: string[] = [];
  for (let vine = 0; vine < 6; vine++) {
    const sx = x + (vine / 5 - 0.5) * width;
    const drop = length * rnd.range(0.45, 1);
    const sway = rnd.range(-30, 30);
    parts.push(
      `<path d="M${f(sx)} ${f(y)}Q${f(sx + sway)} ${f(y + drop * 0.5)} ${f(sx + sway * 0.4)} ${f(y + drop)}" stroke="#4f7a3a" stroke-width="3" fill="none"/>`,
    );
    for (let i = 0; i < 7; i++) {
      const t = i / 6;
      const lx = sx + sway * t * (1.6 - t) * 0.9;
      const ly = y + drop * t;
      const color = rnd.pick(GREENS);
      parts.push(leaf(lx, ly, 34 - t * 10, i % 2 ? 30 : 150, color));
    }
  }
  // A crown of leaves in the pot.
  for (let i = 0; i < 9; i++) {
    parts.push(leaf(x + (i / 8 - 0.5) * width * 0.9, y + 4, 46, -60 - i * 8, rnd.pick(GREENS)));
  }
  return parts.join('');
}

/** Stems standing in a vase mouth at (x, y): `style` picks the kind. */
export function stems(
  art: Art,
  x: number,
  y: number,
  height: number,
  style: 'pampas' | 'branches' | 'leaves' | 'flowers' | 'bud',
  tint = '#f2e6cf',
): string {
  const rnd = art.rnd.fork(`stems-${style}`);
  const parts: string[] = [];
  if (style === 'pampas') {
    for (let i = 0; i < 5; i++) {
      const a = -90 + (i - 2) * 13 + rnd.range(-4, 4);
      const rad = (a * Math.PI) / 180;
      const l = height * rnd.range(0.8, 1);
      const ex = x + Math.cos(rad) * l;
      const ey = y + Math.sin(rad) * l;
      parts.push(
        `<path d="M${f(x)} ${f(y)}L${f(ex)} ${f(ey)}" stroke="#b59a6a" stroke-width="3"/>`,
        `<ellipse cx="${f(x + Math.cos(rad) * l * 0.86)}" cy="${f(y + Math.sin(rad) * l * 0.86)}" rx="${f(height * 0.055)}" ry="${f(height * 0.2)}" transform="rotate(${f(a + 90)} ${f(x + Math.cos(rad) * l * 0.86)} ${f(y + Math.sin(rad) * l * 0.86)})" fill="${tint}" opacity="0.92" filter="${art.c.blur(2.5)}"/>`,
      );
    }
  } else if (style === 'branches') {
    for (let i = 0; i < 3; i++) {
      const a = -90 + (i - 1) * 16;
      const rad = (a * Math.PI) / 180;
      const l = height * rnd.range(0.75, 1);
      const ex = x + Math.cos(rad) * l;
      const ey = y + Math.sin(rad) * l;
      parts.push(
        `<path d="M${f(x)} ${f(y)}L${f(ex)} ${f(ey)}" stroke="#6b4a30" stroke-width="5" stroke-linecap="round"/>`,
      );
      for (let j = 1; j < 6; j++) {
        const t = j / 6;
        const bx = x + (ex - x) * t;
        const by = y + (ey - y) * t;
        const side = j % 2 ? 1 : -1;
        const twigA = a + side * 40;
        const tr = (twigA * Math.PI) / 180;
        const tl = height * 0.12 * (1 - t * 0.4);
        parts.push(
          `<path d="M${f(bx)} ${f(by)}L${f(bx + Math.cos(tr) * tl)} ${f(by + Math.sin(tr) * tl)}" stroke="#6b4a30" stroke-width="3" stroke-linecap="round"/>`,
          leaf(bx + Math.cos(tr) * tl, by + Math.sin(tr) * tl, height * 0.07, twigA, '#7d9a5c'),
        );
      }
    }
  } else if (style === 'leaves') {
    for (let i = 0; i < 4; i++) {
      const a = -90 + (i - 1.5) * 14 + rnd.range(-4, 4);
      const rad = (a * Math.PI) / 180;
      const l = height * rnd.range(0.6, 1);
      const ex = x + Math.cos(rad) * l;
      const ey = y + Math.sin(rad) * l;
      parts.push(
        `<path d="M${f(x)} ${f(y)}Q${f(x + Math.cos(rad) * l * 0.5 + 8)} ${f(y + Math.sin(rad) * l * 0.5)} ${f(ex)} ${f(ey)}" stroke="#557a3f" stroke-width="4" fill="none"/>`,
        leaf(ex, ey, height * 0.32, a + rnd.range(-20, 20), rnd.pick(GREENS), '#cfe0b8'),
      );
    }
  } else if (style === 'flowers') {
    for (let i = 0; i < 5; i++) {
      const a = -90 + (i - 2) * 12 + rnd.range(-3, 3);
      const rad = (a * Math.PI) / 180;
      const l = height * rnd.range(0.7, 1);
      const ex = x + Math.cos(rad) * l;
      const ey = y + Math.sin(rad) * l;
      parts.push(
        `<path d="M${f(x)} ${f(y)}L${f(ex)} ${f(ey)}" stroke="#5b7f3e" stroke-width="4"/>`,
        leaf(
          x + Math.cos(rad) * l * 0.5,
          y + Math.sin(rad) * l * 0.5,
          height * 0.13,
          a + 50,
          '#6b9a4d',
        ),
        flower(ex, ey, height * 0.085, tint, '#e8b93a', 6),
      );
    }
  } else {
    const l = height;
    parts.push(
      `<path d="M${f(x)} ${f(y)}Q${f(x + 12)} ${f(y - l * 0.5)} ${f(x + 6)} ${f(y - l)}" stroke="#6d7f4a" stroke-width="3" fill="none"/>`,
      leaf(x + 4, y - l * 0.45, l * 0.22, -40, '#7d9a5c'),
      leaf(x + 8, y - l * 0.7, l * 0.18, -140, '#8aa866'),
      `<ellipse cx="${f(x + 6)}" cy="${f(y - l)}" rx="${f(l * 0.07)}" ry="${f(l * 0.09)}" fill="${darken(tint, 0.05)}"/>`,
    );
  }
  return parts.join('');
}
