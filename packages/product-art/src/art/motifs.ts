/** Small decorations painted, printed, carved or embroidered on objects. */
import { f } from './shapes';
import type { Art } from './shapes';

/** A flower of `petals` round petals around a centre. */
export function flower(
  x: number,
  y: number,
  r: number,
  petal: string,
  centre: string,
  petals = 5,
  squash = 1,
): string {
  const parts: string[] = [];
  for (let i = 0; i < petals; i++) {
    const a = (i / petals) * Math.PI * 2;
    parts.push(
      `<ellipse cx="${f(x + Math.cos(a) * r * 0.55 * squash)}" cy="${f(y + Math.sin(a) * r * 0.55)}" rx="${f(r * 0.42 * squash)}" ry="${f(r * 0.42)}" fill="${petal}"/>`,
    );
  }
  parts.push(
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.28)}" fill="${centre}" transform="translate(${f(x)} 0) scale(${f(squash)} 1) translate(${f(-x)} 0)"/>`,
  );
  return parts.join('');
}

/** A pointed leaf from (x, y) in direction `angle` (degrees, 0 = right). */
export function leaf(
  x: number,
  y: number,
  length: number,
  angle: number,
  color: string,
  vein?: string,
): string {
  const w = length * 0.36;
  const d = `M0 0C${f(length * 0.3)} ${f(-w)} ${f(length * 0.75)} ${f(-w * 0.8)} ${f(length)} 0C${f(length * 0.75)} ${f(w * 0.8)} ${f(length * 0.3)} ${f(w)} 0 0Z`;
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    `<path d="${d}" fill="${color}"/>` +
    (vein
      ? `<path d="M${f(length * 0.05)} 0L${f(length * 0.9)} 0" stroke="${vein}" stroke-width="${f(Math.max(1, length * 0.03))}" opacity="0.6"/>`
      : '') +
    `</g>`
  );
}

/** A zigzag line across [x1, x2] at height y. */
export function zigzag(
  x1: number,
  x2: number,
  y: number,
  height: number,
  step: number,
  color: string,
  width: number,
): string {
  const points: string[] = [];
  let up = true;
  for (let x = x1; x <= x2 + 0.1; x += step / 2) {
    points.push(`${f(x)} ${f(y + (up ? -height / 2 : height / 2))}`);
    up = !up;
  }
  return `<path d="M${points.join('L')}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linejoin="round"/>`;
}

/** A fish in the folk style of Madhubani painting, facing right, centred at (x, y). */
export function fish(x: number, y: number, length: number, body: string, ink: string) {
  const h = length * 0.34;
  const l = length;
  const scales: string[] = [];
  for (let i = 0; i < 4; i++) {
    const sx = -l * 0.22 + i * l * 0.13;
    scales.push(
      `<path d="M${f(sx)} ${f(-h * 0.55)}Q${f(sx + l * 0.09)} 0 ${f(sx)} ${f(h * 0.55)}" fill="none" stroke="${ink}" stroke-width="${f(l * 0.012)}"/>`,
    );
  }
  const fins = `<path d="M${f(-l * 0.05)} ${f(-h * 0.62)}L${f(l * 0.08)} ${f(-h * 1.05)}L${f(l * 0.14)} ${f(-h * 0.55)}Z" fill="${body}" stroke="${ink}" stroke-width="${f(l * 0.01)}"/>`;
  return (
    `<g transform="translate(${f(x)} ${f(y)})">` +
    fins +
    `<path d="M${f(-l * 0.5)} ${f(-h * 0.7)}L${f(-l * 0.32)} 0L${f(-l * 0.5)} ${f(h * 0.7)}Z" fill="${body}" stroke="${ink}" stroke-width="${f(l * 0.012)}"/>` +
    `<path d="M${f(-l * 0.34)} 0C${f(-l * 0.2)} ${f(-h * 1.1)} ${f(l * 0.3)} ${f(-h * 1.1)} ${f(l * 0.5)} 0C${f(l * 0.3)} ${f(h * 1.1)} ${f(-l * 0.2)} ${f(h * 1.1)} ${f(-l * 0.34)} 0Z" fill="${body}" stroke="${ink}" stroke-width="${f(l * 0.014)}"/>` +
    scales.join('') +
    `<circle cx="${f(l * 0.3)}" cy="${f(-h * 0.15)}" r="${f(l * 0.045)}" fill="#fff8e8" stroke="${ink}" stroke-width="${f(l * 0.01)}"/>` +
    `<circle cx="${f(l * 0.31)}" cy="${f(-h * 0.15)}" r="${f(l * 0.02)}" fill="${ink}"/>` +
    `</g>`
  );
}

/** A candle flame with its glow, its foot at (x, y). */
export function flame(art: Art, x: number, y: number, size: number): string {
  const glow = art.c.radial(x, y - size * 0.6, size * 3.2, [
    [0, '#ffd98a', 0.55],
    [0.35, '#ffc46a', 0.18],
    [1, '#ffc46a', 0],
  ]);
  const body = art.c.linear(x, y - size * 1.4, x, y, [
    [0, '#fff6d0'],
    [0.55, '#ffd05a'],
    [1, '#f08a24'],
  ]);
  return (
    `<circle cx="${f(x)}" cy="${f(y - size * 0.6)}" r="${f(size * 3.2)}" fill="${glow}"/>` +
    `<path d="M${f(x)} ${f(y - size * 1.5)}C${f(x + size * 0.45)} ${f(y - size * 0.8)} ${f(x + size * 0.42)} ${f(y)} ${f(x)} ${f(y)}C${f(x - size * 0.42)} ${f(y)} ${f(x - size * 0.45)} ${f(y - size * 0.8)} ${f(x)} ${f(y - size * 1.5)}Z" fill="${body}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y - size * 0.3)}" rx="${f(size * 0.12)}" ry="${f(size * 0.3)}" fill="#fffbe8"/>`
  );
}

/** A marigold head seen from the side and a little above. */
export function marigold(x: number, y: number, r: number, color = '#f2a324'): string {
  const parts: string[] = [];
  for (let ring = 3; ring >= 1; ring--) {
    const rr = (r * ring) / 3;
    const shade = ring === 3 ? '#d9781a' : ring === 2 ? color : '#ffc650';
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2 + ring;
      parts.push(
        `<circle cx="${f(x + Math.cos(a) * rr * 0.55)}" cy="${f(y + Math.sin(a) * rr * 0.4)}" r="${f(rr * 0.42)}" fill="${shade}"/>`,
      );
    }
  }
  return parts.join('');
}
