/** Parts shared by the round woven baskets: body, handles, rim bands and lids. */
import { darken, lighten } from '../../color';
import { drawLathe, f, lathe, roundShade, type Art, type Lathe } from '../../shapes';
import { wrappedWeave, type WeaveStyle } from '../../weaves';

/** A woven turned body: weave, shading and the open mouth or a lid. */
export function wovenBody(
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
export function loopHandle(
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
export function handHole(body: Lathe, y: number, side: 1 | -1): string {
  const r = body.radiusAt(y);
  const x = body.cx + side * r * 0.8;
  return `<ellipse cx="${f(x)}" cy="${f(y + r * body.k * 0.6)}" rx="${f(r * 0.13)}" ry="${f(r * 0.07)}" fill="#2a1408" opacity="0.75"/>`;
}

/** A band of cloth or braid round the rim of a body, from y down `height`. */
export function band(art: Art, body: Lathe, y: number, height: number, color: string): string {
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

/** A lid for a round basket: a shallow woven dome with a knob. */
export function roundLid(art: Art, body: Lathe, color: string, style: WeaveStyle): string {
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
