/** Light and fittings shared by the lamps: glow, lit shades and cables. */
import { lighten } from '../../color';
import { f, ring, roundShade, type Art, type Lathe } from '../../shapes';
import { wrappedWeave } from '../../weaves';

/** Warm light spreading round a point. */
export function glow(art: Art, cx: number, cy: number, r: number, strength = 1, ry = r): string {
  const fill = art.c.radial(
    cx,
    cy,
    r,
    [
      [0, '#ffe3a6', 0.75 * strength],
      [0.35, '#ffd08a', 0.35 * strength],
      [1, '#ffd08a', 0],
    ],
    ry,
  );
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r)}" ry="${f(ry)}" fill="${fill}"/>`;
}

/** The lit inside of a shade: bright at the bulb, warm towards the edges. */
export function litInside(art: Art, body: Lathe, bulbY: number): string {
  const fill = art.c.radial(body.cx, bulbY, body.maxR * 1.2, [
    [0, '#fff6dc'],
    [0.35, '#ffd98e'],
    [1, '#e59a45'],
  ]);
  return `<path d="${body.path}" fill="${fill}"/>`;
}

/** A shade of open weave with the light showing through. */
export function wovenShade(
  art: Art,
  body: Lathe,
  color: string,
  style: 'twill' | 'basket' | 'slats',
  bulbY: number,
  scale = 20,
): string {
  const clip = art.c.clip(`<path d="${body.path}"/>`);
  const strands = wrappedWeave(
    body,
    style,
    color,
    body.top - 6,
    body.bottom + body.rBottom * body.k + 6,
    scale,
    undefined,
    false,
  );
  const rings =
    style === 'twill'
      ? Array.from({ length: Math.round((body.bottom - body.top) / (scale * 2.2)) }, (_, i) =>
          ring(body, body.top + (i + 0.5) * scale * 2.2, color, scale * 0.45),
        ).join('')
      : '';
  return (
    litInside(art, body, bulbY) +
    `<g clip-path="${clip}">${strands}${rings}</g>` +
    `<path d="${body.path}" fill="${roundShade(art, body.cx, body.maxR, 0.7)}"/>`
  );
}

/** A cable hanging from the top of the picture to (x, y). */
export function cable(x: number, y: number, color = '#5a4636'): string {
  return (
    `<path d="M${f(x)} 0L${f(x)} ${f(y)}" stroke="${color}" stroke-width="7"/>` +
    `<path d="M${f(x - 1.5)} 0L${f(x - 1.5)} ${f(y)}" stroke="${lighten(color, 0.4)}" stroke-width="2" stroke-dasharray="5 5" opacity="0.6"/>`
  );
}
