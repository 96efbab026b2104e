/** Pots and bowls for plants, the kitchen and the garden: planters, handi, bird bath and urli. */
import { darken, lighten } from '../../color';
import { flame, marigold } from '../../motifs';
import type { Look } from '../../palette';
import { foliage, succulent } from '../../plants';
import { drawLathe, f, GROUND, lathe, MID, ring, shadow, wrap, type Art } from '../../shapes';

const G = GROUND;

export function terracottaPlanters(art: Art, look: Look): string {
  const color = look.main;
  const pot = (cx: number, ground: number, h: number, r: number, dotted: boolean) => {
    const rimTop = ground - h;
    const rim = lathe(
      cx,
      [
        [rimTop, r * 1.08],
        [rimTop + h * 0.16, r * 1.05],
      ],
      { curved: false },
    );
    const body = lathe(
      cx,
      [
        [rimTop + h * 0.16, r * 0.96],
        [ground, r * 0.7],
      ],
      { curved: false },
    );
    const rimPattern = dotted
      ? wrap(
          rim,
          { from: rimTop, to: rimTop + h * 0.16, count: 1 },
          22,
          (x, y, facing) =>
            `<circle cx="${f(x)}" cy="${f(y)}" r="${f(5 * facing + 1)}" fill="${lighten(color, 0.75)}"/>`,
        )
      : ring(rim, rimTop + h * 0.08, darken(color, 0.3), 3);
    return {
      rim,
      art:
        shadow(art, cx, ground, r) +
        drawLathe(art, body, color, { opening: false, sheen: 0.18 }) +
        drawLathe(art, rim, lighten(color, 0.05), {
          pattern: rimPattern,
          opening: darken(color, 0.4),
        }),
    };
  };
  const style = art.rnd.chance(0.5);
  const big = pot(380, G - 10, 300, 170, style);
  const small = pot(690, G + 30, 200, 115, !style);
  const soil = (p: typeof big) =>
    `<ellipse cx="${f(p.rim.cx)}" cy="${f(p.rim.top + 6)}" rx="${f(p.rim.rTop * 0.9)}" ry="${f(p.rim.rTop * 0.13)}" fill="#4a3222"/>`;
  return (
    big.art +
    soil(big) +
    foliage(art, 380, G - 305, 380) +
    small.art +
    soil(small) +
    succulent(690, G + 30 - 190, 170)
  );
}

export function cookingHandi(art: Art, look: Look): string {
  const color = look.main;
  const body = lathe(MID, [
    [G - 330, 128],
    [G - 312, 112],
    [G - 280, 165],
    [G - 170, 225],
    [G - 70, 185],
    [G - 10, 100],
    [G, 80],
  ]);
  const pattern =
    ring(body, G - 265, lighten(color, 0.7), 6, 0.9) +
    wrap(
      body,
      { from: G - 252, to: G - 222, count: 1 },
      24,
      (x, y, facing) =>
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(5 * facing + 1)}" fill="${lighten(color, 0.7)}" opacity="0.9"/>`,
    ) +
    ring(body, G - 210, lighten(color, 0.7), 3, 0.9) +
    // Fire darkens the base of a pot that is cooked in.
    `<rect x="0" y="${G - 120}" width="1000" height="140" fill="${art.c.linear(0, G - 130, 0, G, [
      [0, '#2a1408', 0],
      [1, '#2a1408', 0.5],
    ])}"/>`;
  const lidY = G - 330;
  const lid = lathe(MID, [
    [lidY - 62, 14],
    [lidY - 50, 60],
    [lidY - 22, 118],
    [lidY, 138],
  ]);
  const knob = lathe(MID, [
    [lidY - 92, 28],
    [lidY - 70, 20],
    [lidY - 58, 14],
  ]);
  return (
    shadow(art, MID, G, 210) +
    drawLathe(art, body, color, { pattern, sheen: 0.2 }) +
    drawLathe(art, lid, lighten(color, 0.06), {
      opening: false,
      pattern: ring(lid, lidY - 30, darken(color, 0.3), 3),
    }) +
    drawLathe(art, knob, color, { opening: lighten(color, 0.1) })
  );
}

/** A small bird perched at (x, y), facing left. */
function bird(x: number, y: number, size: number, color: string): string {
  const s = size;
  return (
    `<g transform="translate(${f(x)} ${f(y)})">` +
    `<path d="M${f(s * 0.3)} ${f(-s * 0.35)}L${f(s * 1.05)} ${f(-s * 0.65)}L${f(s * 0.95)} ${f(-s * 0.42)}Z" fill="${darken(color, 0.3)}"/>` +
    `<ellipse cx="0" cy="${f(-s * 0.42)}" rx="${f(s * 0.5)}" ry="${f(s * 0.3)}" fill="${color}"/>` +
    `<path d="M${f(-s * 0.1)} ${f(-s * 0.5)}Q${f(s * 0.3)} ${f(-s * 0.6)} ${f(s * 0.5)} ${f(-s * 0.38)}Q${f(s * 0.15)} ${f(-s * 0.3)} ${f(-s * 0.1)} ${f(-s * 0.5)}Z" fill="${darken(color, 0.25)}"/>` +
    `<circle cx="${f(-s * 0.42)}" cy="${f(-s * 0.72)}" r="${f(s * 0.22)}" fill="${color}"/>` +
    `<path d="M${f(-s * 0.6)} ${f(-s * 0.76)}L${f(-s * 0.82)} ${f(-s * 0.7)}L${f(-s * 0.6)} ${f(-s * 0.66)}Z" fill="#e0a23a"/>` +
    `<circle cx="${f(-s * 0.47)}" cy="${f(-s * 0.76)}" r="${f(s * 0.04)}" fill="#1c1410"/>` +
    `<path d="M${f(-s * 0.05)} ${f(-s * 0.14)}L${f(-s * 0.08)} 0M${f(s * 0.1)} ${f(-s * 0.14)}L${f(s * 0.08)} 0" stroke="#5a4030" stroke-width="${f(s * 0.04)}"/>` +
    `</g>`
  );
}

export function birdBathBowl(art: Art, look: Look): string {
  const color = look.main;
  const stand = lathe(MID, [
    [G - 230, 58],
    [G - 170, 40],
    [G - 70, 44],
    [G - 20, 100],
    [G, 112],
  ]);
  const bowl = lathe(
    MID,
    [
      [G - 330, 300],
      [G - 312, 290],
      [G - 270, 210],
      [G - 232, 90],
    ],
    { k: 0.3 },
  );
  const waterY = bowl.top + 10;
  const water = art.c.linear(MID - 280, waterY - 80, MID + 280, waterY + 80, [
    [0, '#8fb6c2'],
    [0.5, '#b9d3d6'],
    [1, '#7ea3ad'],
  ]);
  const pattern = wrap(
    bowl,
    { from: G - 312, to: G - 290, count: 1 },
    36,
    (x, y, facing) =>
      `<path d="M${f(x - 8 * facing)} ${f(y - 8)}L${f(x)} ${f(y + 6)}L${f(x + 8 * facing)} ${f(y - 8)}" fill="none" stroke="${darken(color, 0.3)}" stroke-width="3"/>`,
  );
  return (
    shadow(art, MID, G, 150) +
    drawLathe(art, stand, color, {
      opening: false,
      pattern: ring(stand, G - 60, darken(color, 0.3), 4),
    }) +
    drawLathe(art, bowl, color, { pattern, opening: color }) +
    `<ellipse cx="${MID}" cy="${f(waterY)}" rx="${f(bowl.rTop - 22)}" ry="${f((bowl.rTop - 22) * 0.3)}" fill="${water}"/>` +
    `<ellipse cx="${MID - 80}" cy="${f(waterY - 14)}" rx="90" ry="10" fill="#eef6f4" opacity="0.5"/>` +
    bird(MID + 190, G - 326, 120, '#8a6a4e')
  );
}

export function brassUrli(art: Art, look: Look): string {
  const color = look.main;
  const bowl = lathe(
    MID,
    [
      [G - 230, 350],
      [G - 212, 336],
      [G - 140, 275],
      [G - 50, 170],
      [G, 120],
    ],
    { k: 0.3 },
  );
  const waterY = bowl.top + 8;
  const rx = bowl.rTop - 26;
  const ry = rx * 0.3;
  const water = art.c.linear(MID - rx, waterY - ry, MID + rx, waterY + ry, [
    [0, '#6f8f86'],
    [0.5, '#9bbab0'],
    [1, '#60807a'],
  ]);
  const rnd = art.rnd.fork('floating');
  const floating: string[] = [];
  const spots = [
    [-150, -10],
    [40, -40],
    [140, 20],
    [-40, 40],
    [210, -30],
    [-230, 25],
  ] as const;
  spots.forEach(([dx, dy], i) => {
    const x = MID + dx;
    const y = waterY + dy * 0.9;
    if (i === 1) {
      // A floating candle.
      floating.push(
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="44" ry="14" fill="#f3ead6"/><rect x="${f(x - 44)}" y="${f(y - 22)}" width="88" height="22" fill="#efe4cc"/><ellipse cx="${f(x)}" cy="${f(y - 22)}" rx="44" ry="14" fill="#fbf5e6"/>` +
          flame(art, x, y - 26, 22),
      );
    } else {
      floating.push(
        `<g transform="translate(0 ${f(y)}) scale(1 0.62) translate(0 ${f(-y)})">${marigold(x, y, rnd.range(30, 42), i % 2 ? '#f2a324' : '#e8741c')}</g>`,
      );
    }
  });
  const petals = Array.from({ length: 9 }, () => {
    const x = MID + rnd.range(-rx * 0.8, rx * 0.8);
    const y = waterY + rnd.range(-ry * 0.6, ry * 0.6);
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="11" ry="6" fill="${rnd.pick(['#c7342f', '#e36a2e', '#f0b43a'])}" transform="rotate(${f(rnd.range(0, 180))} ${f(x)} ${f(y)})"/>`;
  });
  const pattern =
    ring(bowl, G - 200, darken(color, 0.4), 3, 0.8) +
    wrap(
      bowl,
      { from: G - 196, to: G - 150, count: 1 },
      34,
      (x, y, facing) =>
        `<path d="M${f(x)} ${f(y - 16)}c${f(10 * facing)} 10 ${f(10 * facing)} 22 0 30c${f(-10 * facing)} -8 ${f(-10 * facing)} -20 0 -30Z" fill="none" stroke="${darken(color, 0.4)}" stroke-width="2" opacity="0.8"/>`,
    );
  return (
    shadow(art, MID, G, 260) +
    drawLathe(art, bowl, color, { metal: true, pattern, opening: color }) +
    `<ellipse cx="${MID}" cy="${f(waterY)}" rx="${f(rx)}" ry="${f(ry)}" fill="${water}"/>` +
    petals.join('') +
    floating.join('')
  );
}
