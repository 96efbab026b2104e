/** Close-ups of crafts being made and sold, for the Glimpses gallery and the blog. */
import { darken, lighten } from '../art/color';
import { flame, flower } from '../art/motifs';
import * as lamps from '../art/objects/lamps';
import * as vessels from '../art/objects/vessels';
import * as wall from '../art/objects/wall';
import * as woven from '../art/objects/woven';
import { mat, place, sunbeams, table } from '../art/rooms';
import { backdrop, drawLathe, f, lathe, shadow, WALLS, type Art } from '../art/shapes';
import { hang, items } from './stage';
import { RAW_CLAY } from './workshop';

/** Split bamboo: culms against the wall, a bundle of strips and a half-woven basket. */
export function bambooSplitting(art: Art): string {
  const bamboo = '#d6ad6b';
  const culms = [150, 200, 250, 300]
    .map((x, i) => {
      const lean = 30 + i * 8;
      return (
        `<path d="M${x} 520L${x + lean} 40" stroke="${i % 2 ? bamboo : lighten(bamboo, 0.1)}" stroke-width="40" stroke-linecap="round"/>` +
        [130, 260, 390]
          .map(
            (y) =>
              `<path d="M${f(x + (lean * (520 - y)) / 480 - 22)} ${y}h44" stroke="${darken(bamboo, 0.35)}" stroke-width="6"/>`,
          )
          .join('')
      );
    })
    .join('');
  const strips = Array.from(
    { length: 18 },
    (_, i) =>
      `<path d="M${360 + i * 3} ${560 - i}L${760 - i * 4} ${470 + i * 3}" stroke="${i % 2 ? bamboo : lighten(bamboo, 0.2)}" stroke-width="7" stroke-linecap="round"/>`,
  ).join('');
  const knife = `<path d="M420 430L560 400Q600 396 600 412Q560 430 430 446Z" fill="#9aa2a6"/><rect x="370" y="428" width="60" height="18" rx="6" fill="#5a3a22" transform="rotate(-8 400 437)"/>`;
  return (
    backdrop(art, 800, 600, 380, WALLS[2]!) +
    culms +
    place(art, woven.basketInProgress, 'bamboo', ['Natural'], 560, 600, 0.6, 'basket') +
    strips +
    knife
  );
}

export function dryingPots(art: Art): string {
  const sky = art.c.linear(0, 0, 0, 330, [
    [0, '#f2c98f'],
    [1, '#f8e6c4'],
  ]);
  const groundFill = art.c.linear(0, 330, 0, 600, [
    [0, '#d9b48a'],
    [1, '#ecd3ad'],
  ]);
  const rows = [
    [380, 0.2, 7],
    [470, 0.26, 6],
    [590, 0.34, 4],
  ] as const;
  return (
    `<rect width="800" height="600" fill="${sky}"/>` +
    `<circle cx="640" cy="110" r="60" fill="#fff3c4"/><circle cx="640" cy="110" r="120" fill="#fff3c4" opacity="0.3"/>` +
    `<rect y="330" width="800" height="270" fill="${groundFill}"/>` +
    `<path d="M0 330Q200 300 400 322T800 316L800 340L0 340Z" fill="#c9a27a" opacity="0.6"/>` +
    rows
      .map(([ground, scale, n], row) =>
        Array.from({ length: n }, (_, i) =>
          place(
            art,
            i % 2 ? vessels.cookingHandi : vessels.matkaVase,
            'terracotta',
            [RAW_CLAY],
            (800 / n) * (i + 0.5) + (row % 2) * 30,
            ground,
            scale,
            `${row}-${i}`,
            false,
          ),
        ).join(''),
      )
      .join('')
  );
}

export function macrameInProgress(art: Art): string {
  const balls = [
    [160, 520, 60],
    [640, 530, 52],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#eee4cf"/>` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<path d="M${x! - r!} ${y! - r! + i * 18}Q${x} ${y! - r! + i * 18 + 30} ${x! + r!} ${y! - r! + i * 18}" stroke="#cfc3aa" stroke-width="3" fill="none"/>`,
        ).join(''),
    )
    .join('');
  return (
    backdrop(art, 800, 600, 600, { wall: '#c9cbb6', floor: '#aeae94' }) +
    place(art, wall.macrameWallHanging, 'cotton', ['Ivory'], 400, 560, 0.68, 'wip') +
    balls +
    `<path d="M160 460Q300 380 330 240" stroke="#eee4cf" stroke-width="7" fill="none"/>`
  );
}

export function brassPolishing(art: Art): string {
  const brass = '#c9a040';
  const samai = lathe(400, [
    [150, 10],
    [160, 30],
    [190, 14],
    [260, 16],
    [300, 70],
    [312, 90],
    [330, 20],
    [440, 26],
    [470, 90],
    [490, 100],
  ]);
  return (
    backdrop(art, 800, 600, 330, WALLS[6]!) +
    table(art, 40, 760, 490, 640, '#6b4428', 120) +
    shadow(art, 400, 490, 100) +
    drawLathe(art, samai, brass, { metal: true, opening: false }) +
    `<ellipse cx="400" cy="312" rx="90" ry="20" fill="${darken(brass, 0.4)}"/>` +
    [330, 370, 430, 470].map((x) => flame(art, x, 305, 14)).join('') +
    items(art, [
      [vessels.brassTumblers, 'brass', ['Gold'], 620, 520, 0.3],
      [vessels.kansaDinnerPlate, 'bronze', ['Bronze'], 190, 540, 0.3],
    ]) +
    `<path d="M470 500Q520 470 560 510Q540 540 480 530Z" fill="#b5342a"/><path d="M480 520Q520 500 550 515" stroke="#8a2620" stroke-width="4" fill="none"/>`
  );
}

export function basketMarket(art: Art): string {
  const awning = Array.from(
    { length: 8 },
    (_, i) =>
      `<path d="M${i * 100} 0L${i * 100 + 100} 0L${i * 100 + 100} 120Q${i * 100 + 50} 150 ${i * 100} 120Z" fill="${i % 2 ? '#b5342a' : '#f2e6cf'}"/>`,
  ).join('');
  return (
    backdrop(art, 800, 600, 300, { wall: '#e8cfa8', floor: '#cfa77c' }) +
    sunbeams(art, 800, 600, 100, 2) +
    mat(art, 20, 780, 360, 600, '#b89a5e') +
    items(art, [
      [woven.reedLaundryBasket, 'reed', ['Straw'], 180, 420, 0.34],
      [woven.seagrassHamper, 'seagrass', ['Natural'], 640, 420, 0.32],
      [woven.juteBasketSet, 'jute', ['Natural', 'Ivory'], 400, 470, 0.42],
      [woven.breadBasket, 'bamboo', ['Natural'], 200, 620, 0.4],
      [woven.ropeLaundryBasket, 'cotton', ['Natural', 'Rust'], 600, 620, 0.38],
    ]) +
    `<g filter="${art.c.blur(1)}">${awning}</g>` +
    `<rect y="0" width="800" height="10" fill="#7a4e30"/>`
  );
}

export function potteryPainting(art: Art): string {
  const brushes = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${600 + i * 14} 470L${590 + i * 30} 330" stroke="#8b5b35" stroke-width="8" stroke-linecap="round"/><path d="M${590 + i * 30} 330l-4 -30l8 0Z" fill="#2a1f18"/>`,
    )
    .join('');
  const paints = ['#2a55a1', '#39a5a0', '#52793b']
    .map(
      (c, i) =>
        `<ellipse cx="${130 + i * 80}" cy="540" rx="34" ry="12" fill="${darken(c, 0.3)}"/><ellipse cx="${130 + i * 80}" cy="536" rx="28" ry="9" fill="${c}"/>`,
    )
    .join('');
  return (
    backdrop(art, 800, 600, 380, WALLS[4]!) +
    table(art, 30, 770, 470, 640, '#9c6a42', 110) +
    place(
      art,
      vessels.bluePotteryVase,
      'ceramic',
      ['Blue', 'Turquoise', 'White'],
      400,
      490,
      0.62,
      'painting',
    ) +
    `<rect x="570" y="400" width="70" height="90" rx="8" fill="#c96f46"/>` +
    brushes +
    paints +
    flower(700, 560, 20, '#2a55a1', '#39a5a0', 6)
  );
}

export function woodCarving(art: Art): string {
  const chisel = (x: number, y: number, angle: number) =>
    `<g transform="rotate(${angle} ${x} ${y})"><rect x="${x}" y="${y - 8}" width="90" height="16" rx="6" fill="#8b5b35"/><rect x="${x + 90}" y="${y - 5}" width="70" height="10" fill="#a9b0b4"/><path d="M${x + 160} ${y - 5}l14 5l-14 5Z" fill="#c9cfd2"/></g>`;
  const shavings = Array.from({ length: 14 }, (_, i) => {
    const x = 120 + ((i * 97) % 560);
    const y = 530 + ((i * 37) % 50);
    return `<path d="M${x} ${y}q10 -14 20 0q10 14 20 0" stroke="#d9a877" stroke-width="5" fill="none"/>`;
  }).join('');
  return (
    backdrop(art, 800, 600, 330, WALLS[1]!) +
    table(art, 20, 780, 450, 640, '#6b4428', 130) +
    items(art, [
      [woven.keepsakeBox, 'wood', ['Dark brown'], 270, 520, 0.42],
      [woven.keepsakeBox, 'wood', ['Natural brown'], 560, 560, 0.36],
    ]) +
    shavings +
    chisel(380, 560, -12) +
    chisel(520, 590, 8)
  );
}

export function lampStudio(art: Art): string {
  return (
    backdrop(art, 800, 600, 560, WALLS[3]!) +
    `<rect width="800" height="600" fill="#5a3a22" opacity="0.22"/>` +
    hang(art, lamps.macrameLampShade, 'cotton', ['Ivory'], 160, -120, 0.42) +
    hang(art, lamps.bambooPendantLamp, 'bamboo', ['Natural'], 400, -20, 0.5) +
    hang(art, lamps.juteDrumShade, 'jute', ['Natural'], 640, -150, 0.42) +
    hang(art, lamps.bambooPendantLamp, 'cane', ['Honey'], 280, 120, 0.34) +
    hang(art, lamps.bambooPendantLamp, 'bamboo', ['Natural'], 560, 140, 0.32)
  );
}

export function weavingBasketTopDown(art: Art): string {
  const cx = 400;
  const cy = 300;
  const bamboo = '#d6ad6b';
  const stakes = Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2;
    return `<path d="M${cx} ${cy}L${f(cx + Math.cos(a) * 330)} ${f(cy + Math.sin(a) * 330)}" stroke="${darken(bamboo, 0.1)}" stroke-width="12" stroke-linecap="round"/>`;
  }).join('');
  const rings = Array.from({ length: 9 }, (_, i) => {
    const r = 30 + i * 18;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${i % 2 ? bamboo : lighten(bamboo, 0.15)}" stroke-width="16" stroke-dasharray="${f(r * 0.26)} ${f(r * 0.26)}" stroke-dashoffset="${i * 7}"/>`;
  }).join('');
  // A hand seen from above, reaching in from the edge: sleeve, wrist, palm, fingers and thumb.
  const hand = (x: number, y: number, angle: number, skin: string, sleeve: string) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<path d="M-320 -44L-90 -36L-90 36L-320 44Z" fill="${skin}"/>` +
    `<path d="M-330 -56L-170 -50L-170 50L-330 56Z" fill="${sleeve}"/>` +
    `<path d="M-176 -50L-170 50" stroke="${lighten(sleeve, 0.4)}" stroke-width="8"/>` +
    `<path d="M-100 -40Q-40 -54 10 -40Q30 0 10 40Q-40 54 -100 40Z" fill="${skin}"/>` +
    [-30, -10, 10, 30]
      .map(
        (dy, i) =>
          `<path d="M0 ${dy}L${[58, 70, 66, 52][i]} ${dy * 1.25}" stroke="${i % 2 ? darken(skin, 0.08) : skin}" stroke-width="19" stroke-linecap="round"/>`,
      )
      .join('') +
    `<path d="M-60 -40L-10 -80" stroke="${darken(skin, 0.05)}" stroke-width="22" stroke-linecap="round"/>` +
    [-30, -10, 10, 30]
      .map(
        (dy, i) =>
          `<path d="M${[50, 62, 58, 44][i]} ${dy * 1.22 - 5}l6 0" stroke="${lighten(skin, 0.35)}" stroke-width="5" stroke-linecap="round"/>`,
      )
      .join('') +
    `</g>`;
  return (
    `<rect width="800" height="600" fill="#b58a5c"/>` +
    mat(art, -100, 900, -50, 650, '#c8a66e') +
    `<circle cx="${cx + 14}" cy="${cy + 20}" r="300" fill="#3b1f0e" opacity="0.25" filter="${art.c.blur(12)}"/>` +
    stakes +
    rings +
    `<circle cx="${cx}" cy="${cy}" r="26" fill="${darken(bamboo, 0.2)}"/>` +
    hand(520, 400, -30, '#9a6244', '#b5342a') +
    hand(280, 190, 150, '#9a6244', '#b5342a') +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<path d="M${40 + i * 10} ${540 - i * 4}L${300 + i * 8} ${600}" stroke="${lighten(bamboo, i % 2 ? 0 : 0.15)}" stroke-width="7"/>`,
    ).join('')
  );
}
