/** Folk figures: the Bankura horse and carved elephants. */
import { darken, lighten } from '../color';
import type { Look } from '../palette';
import { f, GROUND, shadow, type Art } from '../shapes';

const G = GROUND;

/** A tapered leg (or neck) from (x1, y1) to (x2, y2), `w1` wide at the top and `w2` at the foot. */
function limb(x1: number, y1: number, x2: number, y2: number, w1: number, w2: number): string {
  return `M${f(x1 - w1 / 2)} ${f(y1)}L${f(x1 + w1 / 2)} ${f(y1)}L${f(x2 + w2 / 2)} ${f(y2 - w2 * 0.3)}Q${f(x2 + w2 / 2)} ${f(y2)} ${f(x2)} ${f(y2)}Q${f(x2 - w2 / 2)} ${f(y2)} ${f(x2 - w2 / 2)} ${f(y2 - w2 * 0.3)}Z`;
}

export function bankuraHorse(art: Art, look: Look): string {
  const clay = look.main;
  const far = darken(clay, 0.25);
  const bodyFill = art.c.linear(0, 430, 0, 620, [
    [0, lighten(clay, 0.2)],
    [0.45, clay],
    [1, darken(clay, 0.35)],
  ]);
  const neckFill = art.c.linear(300, 0, 470, 0, [
    [0, lighten(clay, 0.18)],
    [0.5, clay],
    [1, darken(clay, 0.3)],
  ]);
  const legFill = art.c.linear(0, 0, 40, 0, [
    [0, lighten(clay, 0.1)],
    [1, darken(clay, 0.3)],
  ]);
  const legs = (xs: number[], color: string) =>
    xs.map((x) => `<path d="${limb(x, 560, x - 6, G, 46, 34)}" fill="${color}"/>`).join('');
  const ink = darken(clay, 0.5);
  const light = lighten(clay, 0.55);
  const neck = `M372 540C352 420 330 300 338 200L428 206C430 300 450 420 468 520Z`;
  const head = `M334 212C320 170 350 150 392 158C420 164 432 190 426 214L372 330C360 352 322 352 314 330C306 310 318 268 334 212Z`;
  const ears = `M344 176L334 60L372 164ZM392 164L408 58L420 178Z`;
  const body = `M360 500C380 440 640 430 690 470C730 500 720 590 680 600C600 620 420 620 370 590C340 570 344 530 360 500Z`;
  const saddle = `M480 452C520 444 580 444 620 452L630 560C580 574 520 574 470 562Z`;
  return (
    shadow(art, 520, G, 220) +
    `<g fill="${far}">${legs([410, 640], far)}</g>` +
    `<path d="M700 470C760 430 770 390 740 370" fill="none" stroke="${clay}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="${body}" fill="${bodyFill}"/>` +
    legs([380, 610], legFill) +
    [380, 610]
      .map(
        (x) =>
          `<path d="M${x - 22} 610h44M${x - 20} 640h40" stroke="${ink}" stroke-width="4" opacity="0.6"/>`,
      )
      .join('') +
    `<path d="${saddle}" fill="${darken(clay, 0.12)}"/>` +
    `<path d="${saddle}" fill="none" stroke="${light}" stroke-width="5" stroke-dasharray="2 12" stroke-linecap="round"/>` +
    `<path d="M488 500Q550 520 616 500M486 530Q550 548 622 530" fill="none" stroke="${ink}" stroke-width="4" opacity="0.6"/>` +
    `<path d="${neck}" fill="${neckFill}"/>` +
    [260, 300, 340, 380, 420]
      .map(
        (y, i) =>
          `<path d="M${f(340 + (y - 200) * 0.07)} ${y}Q${f(390 + (y - 200) * 0.12)} ${y + 14} ${f(430 + (y - 200) * 0.16)} ${y}" fill="none" stroke="${i % 2 ? ink : light}" stroke-width="${i % 2 ? 4 : 6}" opacity="0.75"/>`,
      )
      .join('') +
    `<path d="${ears}" fill="${clay}"/>` +
    `<path d="M346 170L338 80M396 164L406 78" stroke="${darken(clay, 0.3)}" stroke-width="5"/>` +
    `<path d="${head}" fill="${neckFill}"/>` +
    // The long almond eye and painted brow of the Bankura horse.
    `<path d="M352 214Q380 196 404 216Q380 230 352 214Z" fill="${light}"/><circle cx="380" cy="214" r="9" fill="${ink}"/>` +
    `<path d="M348 196Q380 176 410 198" fill="none" stroke="${ink}" stroke-width="5"/>` +
    `<path d="M330 300Q350 312 368 300" fill="none" stroke="${ink}" stroke-width="4"/>` +
    `<circle cx="336" cy="322" r="6" fill="${ink}"/>`
  );
}

/** A carved elephant facing right, trunk raised, feet at (0, 0) in its own coordinates. */
function elephant(art: Art, wood: string, accent: string): string {
  const fill = art.c.linear(0, -300, 0, 0, [
    [0, lighten(wood, 0.25)],
    [0.5, wood],
    [1, darken(wood, 0.35)],
  ]);
  const far = darken(wood, 0.3);
  const carve = lighten(wood, 0.35);
  const leg = (x: number, color: string) =>
    `<path d="M${x - 26} -130L${x + 26} -130L${x + 28} -14Q${x + 28} 0 ${x + 14} 0L${x - 14} 0Q${x - 28} 0 ${x - 28} -14Z" fill="${color}"/>` +
    `<path d="M${x - 20} -8h40" stroke="${carve}" stroke-width="3" opacity="0.6"/>`;
  return (
    leg(-95, far) +
    leg(75, far) +
    `<path d="M-170 -190Q-200 -150 -186 -110" fill="none" stroke="${wood}" stroke-width="10" stroke-linecap="round"/>` +
    `<ellipse cx="-20" cy="-190" rx="160" ry="108" fill="${fill}"/>` +
    leg(-130, fill) +
    leg(40, fill) +
    // Trunk raised for luck.
    `<path d="M160 -190C200 -150 206 -200 210 -250C214 -300 250 -320 262 -290" fill="none" stroke="${wood}" stroke-width="40" stroke-linecap="round"/>` +
    `<path d="M160 -190C200 -150 206 -200 210 -250C214 -300 250 -320 262 -290" fill="none" stroke="${carve}" stroke-width="42" stroke-linecap="round" stroke-dasharray="3 14" opacity="0.5"/>` +
    `<circle cx="112" cy="-222" r="82" fill="${fill}"/>` +
    `<path d="M72 -270C20 -260 10 -170 40 -130C70 -110 100 -150 96 -190Z" fill="${darken(wood, 0.12)}"/>` +
    `<path d="M62 -250C30 -240 26 -180 46 -150" fill="none" stroke="${carve}" stroke-width="3" opacity="0.6"/>` +
    `<path d="M150 -168Q190 -150 200 -176" fill="none" stroke="#efe4cc" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M130 -240Q142 -250 154 -240Q142 -232 130 -240Z" fill="#1e120a"/>` +
    // The carved and painted blanket and headpiece.
    `<path d="M-120 -290Q-20 -310 60 -286L50 -170Q-30 -156 -110 -170Z" fill="${accent}"/>` +
    `<path d="M-112 -280Q-20 -298 52 -276L44 -180Q-30 -166 -104 -180Z" fill="none" stroke="${carve}" stroke-width="4" stroke-dasharray="10 6"/>` +
    [-80, -40, 0, 30]
      .map(
        (x) =>
          `<circle cx="${x}" cy="-228" r="9" fill="${carve}"/><path d="M${x} -170l0 24" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`,
      )
      .join('') +
    `<path d="M96 -300Q130 -312 160 -290L150 -270Q126 -284 100 -280Z" fill="${accent}"/>`
  );
}

export function elephantPair(art: Art, look: Look): string {
  const wood = look.main;
  const accent = art.rnd.pick(['#b5342a', '#2e6f8e', '#c9a040']);
  return (
    shadow(art, 300, G + 10, 190) +
    shadow(art, 700, G + 10, 190) +
    `<g transform="translate(280 ${G + 10}) scale(0.95)">${elephant(art, wood, accent)}</g>` +
    `<g transform="translate(720 ${G + 10}) scale(-0.95 0.95)">${elephant(art, wood, accent)}</g>`
  );
}
