/**
 * Textures of woven and braided goods: wrapped around turned bodies (baskets, bins, shades) or
 * tiled over flat faces (boxes, trunks, bags).
 */
import { darken, lighten } from './color';
import { f, wrap, type Art, type Lathe } from './shapes';

export type WeaveStyle = 'basket' | 'braid' | 'rope' | 'twill' | 'chevron' | 'slats' | 'coil';

/**
 * A weave around a turned body between heights `from` and `to`. `scale` is the size of one
 * strand in stage units.
 */
export function wrappedWeave(
  body: Lathe,
  style: WeaveStyle,
  color: string,
  from: number,
  to: number,
  scale = 28,
  stripes?: string[],
  /** Whether the dark gaps between strands are filled; open weaves of lamp shades let light through. */
  gapsFilled = true,
): string {
  const count = Math.max(1, Math.round((to - from) / scale));
  const rowHeight = (to - from) / count;
  const columns = Math.max(8, Math.round((Math.PI * 2 * body.maxR) / (scale * 1.3)));
  const light = lighten(color, 0.18);
  const dark = darken(color, 0.3);
  const rowColor = (row: number) => (stripes ? stripes[row % stripes.length]! : color);
  const gaps = gapsFilled
    ? `<rect x="0" y="${f(from)}" width="1000" height="${f(to - from)}" fill="${darken(color, 0.45)}"/>`
    : '';
  switch (style) {
    case 'basket': {
      // Horizontal weavers round the body, passing over and under upright stakes.
      const weavers = Array.from({ length: count }, (_, row) => {
        const y = from + rowHeight * (row + 0.5);
        const r = body.radiusAt(y);
        const arc = (dy: number) =>
          `M${f(body.cx - r - 2)} ${f(y + dy)}A${f(r + 2)} ${f((r + 2) * body.k)} 0 0 0 ${f(body.cx + r + 2)} ${f(y + dy)}`;
        return (
          `<path d="${arc(0)}" fill="none" stroke="${row % 3 === 1 ? light : rowColor(row)}" stroke-width="${f(rowHeight * 0.8)}"/>` +
          `<path d="${arc(-rowHeight * 0.22)}" fill="none" stroke="${lighten(color, 0.35)}" stroke-width="${f(rowHeight * 0.12)}" opacity="0.55"/>`
        );
      }).join('');
      const stakes = wrap(
        body,
        { from, to, count },
        columns,
        (x, y, facing, _a, row, column) => {
          if ((row + column) % 2) return '';
          const w = ((Math.PI * 2 * body.radiusAt(y)) / columns) * facing * 0.42;
          return `<rect x="${f(x - w / 2)}" y="${f(y - rowHeight * 0.56)}" width="${f(w)}" height="${f(rowHeight * 1.12)}" rx="${f(w * 0.3)}" fill="${dark}"/><rect x="${f(x - w / 2)}" y="${f(y - rowHeight * 0.56)}" width="${f(w * 0.35)}" height="${f(rowHeight * 1.12)}" fill="${color}" opacity="0.5"/>`;
        },
        0,
      );
      return gaps + weavers + stakes;
    }
    case 'braid':
    case 'rope':
      return (
        gaps +
        wrap(
          body,
          { from, to, count },
          Math.round(columns * 1.5),
          (x, y, facing, _a, row) => {
            const slant = style === 'rope' ? 1 : row % 2 ? 1 : -1;
            const w = (scale * 0.62 * facing) / 1;
            const c = rowColor(row);
            return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(Math.max(1, w))}" ry="${f(rowHeight * 0.5)}" fill="${c}" transform="rotate(${f(slant * 32 * facing)} ${f(x)} ${f(y)})"/><ellipse cx="${f(x - w * 0.2)}" cy="${f(y - rowHeight * 0.15)}" rx="${f(Math.max(0.5, w * 0.45))}" ry="${f(rowHeight * 0.2)}" fill="${lighten(c, 0.25)}" opacity="0.6" transform="rotate(${f(slant * 32 * facing)} ${f(x)} ${f(y)})"/>`;
          },
          (row) => (row % 2) * 0.5,
        )
      );
    case 'coil':
      return (
        gaps +
        wrap(
          body,
          { from, to, count },
          Math.round(columns * 1.2),
          (x, y, facing, _a, row) =>
            `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(Math.max(1, scale * 0.75 * facing))}" ry="${f(rowHeight * 0.46)}" fill="${rowColor(row)}"/><path d="M${f(x - scale * 0.3 * facing)} ${f(y + rowHeight * 0.3)}L${f(x + scale * 0.3 * facing)} ${f(y - rowHeight * 0.3)}" stroke="${dark}" stroke-width="1.5" opacity="0.5"/>`,
          (row) => row * 0.37,
        )
      );
    case 'chevron':
      return (
        gaps +
        wrap(
          body,
          { from, to, count },
          columns,
          (x, y, facing, _a, row) => {
            const w = ((Math.PI * 2 * body.radiusAt(y)) / columns) * facing * 0.5;
            const c = row % 2 ? rowColor(row) : light;
            return `<path d="M${f(x - w)} ${f(y - rowHeight * 0.45)}L${f(x)} ${f(y + rowHeight * 0.05)}L${f(x + w)} ${f(y - rowHeight * 0.45)}L${f(x + w)} ${f(y + rowHeight * 0.1)}L${f(x)} ${f(y + rowHeight * 0.55)}L${f(x - w)} ${f(y + rowHeight * 0.1)}Z" fill="${c}"/>`;
          },
          0,
        )
      );
    case 'slats':
      return (
        gaps +
        wrap(
          body,
          { from, to, count: 1 },
          columns,
          (x, y, facing) => {
            const w = ((Math.PI * 2 * body.radiusAt(y)) / columns) * facing;
            return `<rect x="${f(x - w * 0.42)}" y="${f(from)}" width="${f(w * 0.84)}" height="${f(to - from)}" fill="${rowColor(0)}"/><rect x="${f(x - w * 0.42)}" y="${f(from)}" width="${f(w * 0.2)}" height="${f(to - from)}" fill="${light}" opacity="0.6"/>`;
          },
          0,
        ) +
        Array.from({ length: Math.max(2, Math.round(count / 4)) }, (_, i) => {
          const y = from + ((i + 0.5) * (to - from)) / Math.max(2, Math.round(count / 4));
          const r = body.radiusAt(y);
          return `<path d="M${f(body.cx - r)} ${f(y)}A${f(r)} ${f(r * body.k)} 0 0 0 ${f(body.cx + r)} ${f(y)}" stroke="${dark}" stroke-width="${f(scale * 0.5)}" fill="none"/><path d="M${f(body.cx - r)} ${f(y - scale * 0.12)}A${f(r)} ${f(r * body.k)} 0 0 0 ${f(body.cx + r)} ${f(y - scale * 0.12)}" stroke="${light}" stroke-width="${f(scale * 0.22)}" fill="none"/>`;
        }).join('')
      );
    case 'twill': {
      // Strands spiralling both ways round the body.
      const strands: string[] = [gaps];
      const turns = columns;
      const lean = 0.9;
      for (const direction of [1, -1]) {
        for (let i = 0; i < turns; i++) {
          const points: string[] = [];
          const segments: string[][] = [];
          for (let s = 0; s <= 24; s++) {
            const y = from + ((to - from) * s) / 24;
            const angle =
              (i / turns) * Math.PI * 2 + direction * ((y - from) / body.maxR) * lean - Math.PI;
            const a = Math.atan2(Math.sin(angle), Math.cos(angle));
            if (Math.abs(a) >= Math.PI / 2) {
              if (points.length) segments.push(points.splice(0));
              continue;
            }
            const r = body.radiusAt(y);
            points.push(`${f(body.cx + r * Math.sin(a))} ${f(y + r * body.k * Math.cos(a))}`);
          }
          if (points.length) segments.push(points);
          for (const segment of segments) {
            if (segment.length < 2) continue;
            strands.push(
              `<path d="M${segment.join('L')}" fill="none" stroke="${direction > 0 ? color : light}" stroke-width="${f(scale * 0.55)}" stroke-linecap="round"/>`,
            );
          }
        }
      }
      return strands.join('');
    }
  }
}

/** A tile of the same weaves for flat faces, as a pattern fill. */
export function flatWeave(
  art: Art,
  style: WeaveStyle,
  color: string,
  scale = 28,
  stripes?: string[],
): string {
  const s = scale;
  const light = lighten(color, 0.18);
  const dark = darken(color, 0.3);
  const gap = darken(color, 0.45);
  switch (style) {
    case 'basket':
      return art.c.pattern(
        s * 2,
        s * 2,
        `<rect width="${s * 2}" height="${s * 2}" fill="${gap}"/>` +
          `<rect x="${f(s * 0.04)}" y="${f(s * 0.08)}" width="${f(s * 0.92)}" height="${f(s * 0.84)}" rx="${f(s * 0.3)}" fill="${color}"/>` +
          `<rect x="${f(s * 1.3)}" y="-2" width="${f(s * 0.4)}" height="${f(s + 4)}" rx="${f(s * 0.15)}" fill="${dark}"/>` +
          `<rect x="${f(s * 1.04)}" y="${f(s * 1.08)}" width="${f(s * 0.92)}" height="${f(s * 0.84)}" rx="${f(s * 0.3)}" fill="${light}"/>` +
          `<rect x="${f(s * 0.3)}" y="${f(s - 2)}" width="${f(s * 0.4)}" height="${f(s + 4)}" rx="${f(s * 0.15)}" fill="${dark}"/>`,
      );
    case 'braid':
    case 'rope':
    case 'coil': {
      const colors = stripes ?? [color, color];
      return art.c.pattern(
        s,
        s * 2,
        `<rect width="${s}" height="${s * 2}" fill="${gap}"/>` +
          [0, 1]
            .map(
              (row) =>
                `<ellipse cx="${f(s / 2)}" cy="${f(s * row + s / 2)}" rx="${f(s * 0.36)}" ry="${f(s * 0.5)}" fill="${colors[row % colors.length]}" transform="rotate(${row && style === 'braid' ? -32 : 32} ${f(s / 2)} ${f(s * row + s / 2)})"/>`,
            )
            .join(''),
      );
    }
    case 'chevron':
      return art.c.pattern(
        s * 2,
        s,
        `<rect width="${s * 2}" height="${s}" fill="${gap}"/>` +
          `<path d="M0 0L${s} ${f(s * 0.5)}L${s * 2} 0L${s * 2} ${f(s * 0.45)}L${s} ${f(s * 0.95)}L0 ${f(s * 0.45)}Z" fill="${color}"/>` +
          `<path d="M0 0L${s} ${f(s * 0.5)}L${s * 2} 0" stroke="${light}" stroke-width="${f(s * 0.12)}" fill="none"/>`,
      );
    case 'slats':
      return art.c.pattern(
        s,
        s * 6,
        `<rect width="${s}" height="${s * 6}" fill="${gap}"/>` +
          `<rect x="${f(s * 0.06)}" width="${f(s * 0.88)}" height="${s * 6}" fill="${color}"/>` +
          `<rect x="${f(s * 0.06)}" width="${f(s * 0.2)}" height="${s * 6}" fill="${light}" opacity="0.6"/>` +
          `<rect y="${f(s * 2.7)}" width="${s}" height="${f(s * 0.6)}" fill="${dark}"/>`,
      );
    case 'twill':
      return art.c.pattern(
        s,
        s,
        `<rect width="${s}" height="${s}" fill="${gap}"/>` +
          `<path d="M${f(-s * 0.25)} ${f(s * 0.25)}L${f(s * 0.25)} ${f(-s * 0.25)}M0 ${s}L${s} 0M${f(s * 0.75)} ${f(s * 1.25)}L${f(s * 1.25)} ${f(s * 0.75)}" stroke="${color}" stroke-width="${f(s * 0.42)}"/>` +
          `<path d="M${f(-s * 0.25)} ${f(s * 0.75)}L${f(s * 0.25)} ${f(s * 1.25)}M0 0L${s} ${s}M${f(s * 0.75)} ${f(-s * 0.25)}L${f(s * 1.25)} ${f(s * 0.25)}" stroke="${light}" stroke-width="${f(s * 0.3)}" opacity="0.9"/>`,
      );
  }
}
