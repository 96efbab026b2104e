/** Bowls, plates and clay lamps for the table: coconut shell bowls, kansa plates, diyas and a puja thali. */
import { darken, lighten } from '../../color';
import { flame, leaf, marigold } from '../../motifs';
import type { Look } from '../../palette';
import {
  drawLathe,
  f,
  GROUND,
  lathe,
  MID,
  shadow,
  softEllipse,
  wrap,
  type Art,
} from '../../shapes';

const G = GROUND;

/** A hemispherical coconut shell bowl, polished inside. */
function coconutBowl(art: Art, cx: number, ground: number, r: number, color: string) {
  const body = lathe(
    cx,
    [
      [ground - r * 0.78, r],
      [ground - r * 0.5, r * 0.94],
      [ground - r * 0.18, r * 0.68],
      [ground, r * 0.34],
    ],
    { k: 0.3 },
  );
  const fibres = wrap(
    body,
    { from: body.top + 6, to: ground - 6, count: 5 },
    26,
    (x, y, facing) =>
      `<path d="M${f(x - 6 * facing)} ${f(y)}l${f(12 * facing)} 3" stroke="${lighten(color, 0.25)}" stroke-width="2" opacity="${f(0.5 * facing)}"/>`,
    (row) => row * 0.37,
  );
  const inner = art.c.linear(cx - r, 0, cx + r, 0, [
    [0, '#6a4026'],
    [0.5, '#9a6a44'],
    [1, '#5a361f'],
  ]);
  return (
    shadow(art, cx, ground, r * 0.8) +
    drawLathe(art, body, color, { pattern: fibres, sheen: 0.25, opening: false }) +
    `<ellipse cx="${f(cx)}" cy="${f(body.top)}" rx="${f(r)}" ry="${f(r * 0.3)}" fill="${inner}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(body.top)}" rx="${f(r)}" ry="${f(r * 0.3)}" fill="none" stroke="#b08158" stroke-width="4"/>`
  );
}

function spoon(x: number, y: number, length: number, angle: number, color: string): string {
  return (
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})">` +
    `<rect x="0" y="-7" width="${f(length * 0.72)}" height="14" rx="7" fill="${color}"/>` +
    `<ellipse cx="${f(length * 0.82)}" cy="0" rx="${f(length * 0.18)}" ry="${f(length * 0.1)}" fill="${color}"/>` +
    `<ellipse cx="${f(length * 0.83)}" cy="-3" rx="${f(length * 0.12)}" ry="${f(length * 0.06)}" fill="${darken(color, 0.2)}"/>` +
    `</g>`
  );
}

export function coconutBowlSet(art: Art, look: Look): string {
  return (
    coconutBowl(art, 360, G - 30, 170, look.main) +
    coconutBowl(art, 650, G + 40, 150, darken(look.main, 0.05)) +
    spoon(590, G - 340, 270, 140, '#b8875a') +
    spoon(380, G + 110, 200, -12, '#a87a4e')
  );
}

export function coconutSoapDish(art: Art, look: Look): string {
  const cx = MID;
  const shell = lathe(
    cx,
    [
      [G - 120, 230],
      [G - 80, 215],
      [G - 30, 150],
      [G, 80],
    ],
    { k: 0.34 },
  );
  const fibres = wrap(
    shell,
    { from: G - 110, to: G - 6, count: 4 },
    30,
    (x, y, facing) =>
      `<path d="M${f(x - 7 * facing)} ${f(y)}l${f(14 * facing)} 2" stroke="${lighten(look.main, 0.3)}" stroke-width="2" opacity="${f(0.45 * facing)}"/>`,
    (row) => row * 0.4,
  );
  const soapTop = G - 200;
  const soap = art.c.linear(cx - 150, soapTop, cx + 150, soapTop + 120, [
    [0, '#f4ead6'],
    [1, '#d9c7a6'],
  ]);
  return (
    shadow(art, cx, G, 200) +
    drawLathe(art, shell, look.main, { pattern: fibres, sheen: 0.2, opening: '#7a4a2a' }) +
    `<path d="M${cx - 150} ${soapTop + 40}Q${cx - 150} ${soapTop} ${cx - 100} ${soapTop}L${cx + 110} ${soapTop}Q${cx + 160} ${soapTop} ${cx + 160} ${soapTop + 40}L${cx + 160} ${soapTop + 80}Q${cx + 160} ${soapTop + 110} ${cx + 110} ${soapTop + 110}L${cx - 100} ${soapTop + 110}Q${cx - 150} ${soapTop + 110} ${cx - 150} ${soapTop + 80}Z" fill="${soap}"/>` +
    `<path d="M${cx - 150} ${soapTop + 40}Q${cx - 150} ${soapTop} ${cx - 100} ${soapTop}L${cx + 110} ${soapTop}Q${cx + 160} ${soapTop} ${cx + 160} ${soapTop + 40}Z" fill="#fbf5e8" opacity="0.8"/>` +
    leaf(cx - 50, soapTop + 70, 100, -8, '#cdbb95', '#b8a47a') +
    `${softEllipse(art, cx + 5, soapTop + 114, 150, 12, 0.2, '#2a1408')}` +
    leaf(cx + 230, G + 30, 110, -150, '#6f9a56', '#cfe0b8') +
    leaf(cx + 250, G + 40, 90, -100, '#5f8a4a', '#cfe0b8')
  );
}

/** A clay oil lamp with a pinched spout, painted, lit. */
function diya(art: Art, cx: number, ground: number, size: number, color: string, paint: string[]) {
  const w = size;
  const h = size * 0.42;
  const top = ground - h;
  const rim = w * 0.17;
  const fill = art.c.linear(cx - w / 2, 0, cx + w / 2, 0, [
    [0, darken(color, 0.3)],
    [0.3, lighten(color, 0.12)],
    [1, darken(color, 0.4)],
  ]);
  const body = `M${f(cx - w / 2)} ${f(top)}Q${f(cx - w * 0.45)} ${f(ground)} ${f(cx)} ${f(ground)}Q${f(cx + w * 0.45)} ${f(ground)} ${f(cx + w * 0.5)} ${f(top)}L${f(cx + w * 0.68)} ${f(top - h * 0.3)}Z`;
  const dots = [0.2, 0.35, 0.5, 0.65, 0.8]
    .map((t, i) => {
      const x = cx - w / 2 + w * t;
      return `<circle cx="${f(x)}" cy="${f(top + h * 0.42)}" r="${f(w * 0.035)}" fill="${paint[i % paint.length]}"/>`;
    })
    .join('');
  return (
    shadow(art, cx, ground, w * 0.5) +
    `<path d="${body}" fill="${fill}"/>` +
    `<path d="M${f(cx - w / 2)} ${f(top + h * 0.22)}Q${f(cx)} ${f(top + h * 0.55)} ${f(cx + w / 2)} ${f(top + h * 0.22)}" stroke="${paint[0]}" stroke-width="${f(w * 0.05)}" fill="none"/>` +
    dots +
    `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(rim)}" fill="${darken(color, 0.45)}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(top + 2)}" rx="${f(w * 0.4)}" ry="${f(rim * 0.7)}" fill="#c98f2e"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(rim)}" fill="none" stroke="${paint[1] ?? paint[0]}" stroke-width="${f(w * 0.03)}"/>` +
    flame(art, cx + w * 0.52, top - h * 0.2, w * 0.16)
  );
}

export function diyaSet(art: Art, look: Look): string {
  const paint = look.colors.length > 1 ? look.colors.slice(1) : ['#e1b32f', '#52793b'];
  const clay = '#bf643d';
  const spots = [
    [250, G - 40, 190],
    [500, G - 70, 190],
    [750, G - 40, 190],
    [370, G + 60, 210],
    [630, G + 60, 210],
  ] as const;
  return spots
    .map(([x, y, size], i) =>
      diya(
        art,
        x,
        y,
        size,
        clay,
        [look.colors[0] ?? '#b5342a', ...paint].slice(i % 2, (i % 2) + 3),
      ),
    )
    .join('');
}

/** A plate seen from above at an angle, with its rim. */
function plate(art: Art, cx: number, cy: number, rx: number, ry: number, color: string): string {
  const fill = art.c.linear(cx - rx, cy - ry, cx + rx, cy + ry, [
    [0, lighten(color, 0.45)],
    [0.35, color],
    [0.7, darken(color, 0.2)],
    [1, lighten(color, 0.2)],
  ]);
  const well = art.c.radial(cx - rx * 0.2, cy - ry * 0.3, rx, [
    [0, lighten(color, 0.5)],
    [0.6, color],
    [1, darken(color, 0.25)],
  ]);
  return (
    `${softEllipse(art, f(cx + rx * 0.03), f(cy + ry * 0.12), f(rx * 1.02), f(ry * 1.02), 0.3, '#2a1408')}` +
    `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.06)}" rx="${f(rx)}" ry="${f(ry)}" fill="${darken(color, 0.35)}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.03)}" rx="${f(rx * 0.86)}" ry="${f(ry * 0.86)}" fill="${well}"/>`
  );
}

function katori(art: Art, cx: number, ground: number, r: number, color: string, filling?: string) {
  const body = lathe(
    cx,
    [
      [ground - r * 0.7, r],
      [ground - r * 0.35, r * 0.9],
      [ground, r * 0.55],
    ],
    { k: 0.42 },
  );
  return (
    drawLathe(art, body, color, { metal: true }) +
    (filling
      ? `<ellipse cx="${f(cx)}" cy="${f(body.top + r * 0.06)}" rx="${f(r * 0.86)}" ry="${f(r * 0.34)}" fill="${filling}"/>`
      : '')
  );
}

export function kansaDinnerPlate(art: Art, look: Look): string {
  const color = look.main;
  const cy = G - 60;
  return (
    plate(art, MID, cy, 380, 170, color) +
    `<ellipse cx="${MID + 40}" cy="${cy + 30}" rx="120" ry="46" fill="#f4efe2"/>` +
    `<ellipse cx="${MID + 30}" cy="${cy + 20}" rx="90" ry="30" fill="#fffaf0"/>` +
    katori(art, MID - 220, cy - 10, 78, color, '#e3b23c') +
    katori(art, MID - 90, cy - 70, 70, color, '#6f8f3a') +
    katori(art, MID + 70, cy - 90, 64, color, '#b8552a') +
    katori(art, MID + 230, cy - 40, 66, color, '#f1e8d2') +
    spoon(MID + 140, cy + 120, 180, -10, lighten(color, 0.1))
  );
}

export function pujaThali(art: Art, look: Look): string {
  const color = look.main;
  const cy = G - 70;
  const rnd = art.rnd.fork('thali');
  const petals = Array.from({ length: 26 }, () => {
    const a = rnd.range(0, Math.PI * 2);
    const x = MID + Math.cos(a) * rnd.range(250, 330);
    const y = cy + Math.sin(a) * rnd.range(100, 140);
    return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="10" ry="6" fill="${rnd.pick(['#e8741c', '#f2a324', '#c7342f'])}" transform="rotate(${f(rnd.range(0, 180))} ${f(x)} ${f(y)})"/>`;
  });
  const bell = lathe(MID + 250, [
    [cy - 170, 8],
    [cy - 150, 20],
    [cy - 100, 34],
    [cy - 80, 52],
  ]);
  return (
    plate(art, MID, cy, 380, 170, color) +
    petals.join('') +
    katori(art, MID - 200, cy - 20, 58, color, '#c7342f') +
    katori(art, MID - 70, cy - 80, 52, color, '#e8b42c') +
    katori(art, MID + 60, cy - 80, 52, color, '#f4efe2') +
    diya(art, MID - 20, cy + 60, 150, color, ['#8a5a20']) +
    `<g transform="translate(0 0)"><path d="M${MID + 250} ${cy - 230}L${MID + 250} ${cy - 172}" stroke="${darken(color, 0.2)}" stroke-width="12" stroke-linecap="round"/>` +
    `<circle cx="${MID + 250}" cy="${cy - 236}" r="14" fill="${color}"/></g>` +
    drawLathe(art, bell, color, { metal: true, opening: false }) +
    `<ellipse cx="${MID + 250}" cy="${cy - 80}" rx="52" ry="12" fill="${darken(color, 0.5)}"/>` +
    marigold(MID + 200, cy + 80, 34) +
    marigold(MID + 270, cy + 50, 30, '#e8741c')
  );
}
