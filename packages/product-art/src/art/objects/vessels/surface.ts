/** Marks on the surface of a turned body, shared by the vases, bottles and tumblers. */
import { darken, lighten } from '../../color';
import { f, wrap, type Art, type Lathe } from '../../shapes';

/** Fine speckles of a stoneware glaze, scattered over a body. */
export function speckles(art: Art, body: Lathe, color: string, count: number): string {
  const rnd = art.rnd.fork('speckles');
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const y = rnd.range(body.top, body.bottom);
    const r = body.radiusAt(y);
    const x = body.cx + rnd.range(-r, r);
    out.push(
      `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rnd.range(1, 2.6))}" fill="${color}" opacity="${f(rnd.range(0.35, 0.7))}"/>`,
    );
  }
  return out.join('');
}

/** Vertical flutes or ribs thrown into a body. */
export function ribs(body: Lathe, from: number, to: number, count: number, color: string): string {
  return wrap(
    body,
    { from, to, count: 1 },
    count,
    (x, _y, facing) =>
      `<path d="M${f(x)} ${f(from + 4)}L${f(x)} ${f(to)}" stroke="${color}" stroke-width="${f(3 * facing + 1)}" opacity="${f(0.5 * facing)}"/>`,
  );
}

/** Small hammer marks: light and dark facets scattered over a metal body. */
export function hammered(art: Art, body: Lathe, color: string, from: number, to: number): string {
  return wrap(
    body,
    { from, to, count: Math.round((to - from) / 26) },
    24,
    (x, y, facing) =>
      facing > 0.15
        ? `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(12 * facing)}" ry="10" fill="${art.rnd.chance(0.5) ? lighten(color, 0.5) : darken(color, 0.3)}" opacity="${f(0.16 * facing + 0.06)}"/>`
        : '',
    (row) => (row % 2) * 0.5,
  );
}
