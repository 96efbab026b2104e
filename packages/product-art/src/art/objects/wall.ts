/** Things that hang: on the wall (paintings, macrame, mirrors, plates) or from above (chimes, feeders, planters). */
import { darken, lighten, mix } from '../color';
import { fish, flower, leaf, zigzag } from '../motifs';
import type { Look } from '../palette';
import { trailing } from '../plants';
import { drawLathe, f, lathe, metalFill, MID, ring, wallShadow, type Art } from '../shapes';
import { flatWeave } from '../weaves';

/** A wooden dowel the piece hangs from, with its cord to a nail. */
function dowel(art: Art, x1: number, x2: number, y: number, color = '#8b5b35'): string {
  const fill = art.c.linear(0, y - 14, 0, y + 14, [
    [0, lighten(color, 0.25)],
    [0.5, color],
    [1, darken(color, 0.35)],
  ]);
  return (
    `<path d="M${f(x1 + 30)} ${f(y)}L${MID} ${f(y - 150)}L${f(x2 - 30)} ${f(y)}" fill="none" stroke="#c9b48e" stroke-width="5"/>` +
    `<circle cx="${MID}" cy="${f(y - 152)}" r="8" fill="#6b5a48"/>` +
    wallShadow(art, `M${f(x1)} ${f(y - 14)}h${f(x2 - x1)}v28h${f(x1 - x2)}Z`, 10, 14) +
    `<rect x="${f(x1)}" y="${f(y - 14)}" width="${f(x2 - x1)}" height="28" rx="14" fill="${fill}"/>`
  );
}

export function macrameWallHanging(art: Art, look: Look): string {
  const cord = look.main;
  const top = 230;
  const left = MID - 230;
  const width = 460;
  const cords = 24;
  const rnd = art.rnd.fork('macrame');
  const parts: string[] = [];
  const cordX = (i: number) => left + 20 + (i / (cords - 1)) * (width - 40);
  // Cords hanging straight, then knotted in rows of square knots forming a V, then fringe.
  const bottomOf = (i: number) => {
    const t = Math.abs(i / (cords - 1) - 0.5) * 2;
    return 760 - t * 150;
  };
  const outline: string[] = [];
  for (let i = 0; i < cords; i++) {
    const x = cordX(i);
    parts.push(
      `<path d="M${f(x)} ${top}L${f(x + rnd.range(-3, 3))} ${f(bottomOf(i) + rnd.range(40, 110))}" stroke="${i % 2 ? cord : darken(cord, 0.06)}" stroke-width="9" stroke-linecap="round"/>`,
    );
    outline.push(`${f(x)} ${f(bottomOf(i) + 80)}`);
  }
  // Knots: diamonds of square knots.
  for (let row = 0; row < 9; row++) {
    const y = top + 40 + row * 46;
    for (let i = row % 2; i < cords - 1; i += 2) {
      const distance = Math.abs((i + 0.5) / (cords - 1) - 0.5) * 2;
      const inDiamond = Math.abs(distance - (row / 8) * 0.9) < 0.2 || row < 2;
      if (!inDiamond || y > bottomOf(i) - 20) continue;
      const x = (cordX(i) + cordX(i + 1)) / 2;
      parts.push(
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="17" ry="13" fill="${lighten(cord, 0.05)}" stroke="${darken(cord, 0.2)}" stroke-width="2.5"/>` +
          `<path d="M${f(x - 12)} ${f(y - 4)}Q${f(x)} ${f(y + 6)} ${f(x + 12)} ${f(y - 4)}" fill="none" stroke="${darken(cord, 0.2)}" stroke-width="2"/>`,
      );
    }
  }
  // A band of wrapped knots across the V.
  for (let i = 0; i < cords; i += 2) {
    const x = (cordX(i) + cordX(Math.min(cords - 1, i + 1))) / 2;
    const y = bottomOf(i) - 20;
    parts.push(
      `<rect x="${f(x - 14)}" y="${f(y - 24)}" width="28" height="48" rx="12" fill="${look.colors[1] ?? lighten(cord, 0.04)}" stroke="${darken(cord, 0.2)}" stroke-width="2"/>`,
    );
  }
  const silhouette = `M${left} ${top}L${left + width} ${top}L${outline.reverse().join('L')}Z`;
  return (
    wallShadow(art, silhouette, 16, 20, 0.8) +
    dowel(art, left - 40, left + width + 40, top - 6) +
    parts.join('') +
    // Loops over the dowel.
    Array.from({ length: cords / 2 }, (_, i) => {
      const x = (cordX(i * 2) + cordX(i * 2 + 1)) / 2;
      return `<ellipse cx="${f(x)}" cy="${top - 6}" rx="16" ry="22" fill="none" stroke="${lighten(cord, 0.05)}" stroke-width="9"/>`;
    }).join('')
  );
}

/** A framed picture on the wall; `paint` draws inside (0, 0)–(w, h). */
function framed(
  art: Art,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  paint: string,
): string {
  const border = 34;
  const outer = `M${f(x - border)} ${f(y - border)}h${f(w + border * 2)}v${f(h + border * 2)}h${f(-w - border * 2)}Z`;
  const frameFill = art.c.linear(x - border, y - border, x + w + border, y + h + border, [
    [0, lighten(frame, 0.25)],
    [0.5, frame],
    [1, darken(frame, 0.3)],
  ]);
  const clip = art.c.clip(`<rect width="${f(w)}" height="${f(h)}"/>`);
  return (
    wallShadow(art, outer, 16, 22) +
    `<path d="${outer}" fill="${frameFill}"/>` +
    `<rect x="${f(x - 6)}" y="${f(y - 6)}" width="${f(w + 12)}" height="${f(h + 12)}" fill="${darken(frame, 0.4)}"/>` +
    `<g transform="translate(${f(x)} ${f(y)})" clip-path="${clip}">${paint}</g>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${art.c.linear(
      x,
      y,
      x + w,
      y + h,
      [
        [0, '#fff8e8', 0.16],
        [0.5, '#fff8e8', 0],
        [1, '#1a0c04', 0.1],
      ],
    )}"/>`
  );
}

export function madhubaniPainting(art: Art, look: Look): string {
  const [red, yellow, ink] = [
    look.colors[0]!,
    look.colors[1] ?? '#e1b32f',
    look.colors[2] ?? '#25211f',
  ];
  const w = 460;
  const h = 560;
  const paper = '#efe1c2';
  const border = (inset: number, color: string) =>
    `<rect x="${inset}" y="${inset}" width="${w - inset * 2}" height="${h - inset * 2}" fill="none" stroke="${color}" stroke-width="6"/>`;
  const edge =
    border(14, ink) +
    border(44, ink) +
    [0, 1]
      .map(
        (side) =>
          zigzag(20, w - 20, side ? h - 29 : 29, 14, 22, red, 5) +
          `<g transform="translate(${side ? w - 29 : 29} 0) rotate(90)">${zigzag(20, h - 20, 0, 14, 22, red, 5)}</g>`,
      )
      .join('');
  const paint =
    `<rect width="${w}" height="${h}" fill="${paper}"/>` +
    edge +
    `<circle cx="${w / 2}" cy="${h / 2}" r="150" fill="none" stroke="${ink}" stroke-width="5"/>` +
    `<g transform="rotate(-35 ${w / 2} ${h / 2 - 40})">${fish(w / 2, h / 2 - 60, 230, red, ink)}</g>` +
    `<g transform="rotate(145 ${w / 2} ${h / 2 + 50})">${fish(w / 2, h / 2 + 70, 230, yellow, ink)}</g>` +
    [
      [90, 100],
      [w - 90, 100],
      [90, h - 100],
      [w - 90, h - 100],
    ]
      .map(
        ([x, y]) =>
          flower(x!, y!, 34, red, yellow, 8) + `<circle cx="${x}" cy="${y}" r="6" fill="${ink}"/>`,
      )
      .join('');
  return framed(art, MID - w / 2, 230, w, h, '#5a3a22', paint);
}

export function patachitraScroll(art: Art, look: Look): string {
  const [red, ochre, indigo] = [
    look.colors[0]!,
    look.colors[1] ?? '#c68f2e',
    look.colors[2] ?? '#2e3f72',
  ];
  const x = MID - 200;
  const w = 400;
  const top = 190;
  const h = 620;
  const panel = (py: number, ph: number, i: number) => {
    const bg = [red, indigo, ochre][i % 3]!;
    const figure = mix(bg, '#f6e7c8', 0.75);
    return (
      `<rect x="34" y="${py}" width="${w - 68}" height="${ph}" fill="${bg}"/>` +
      `<rect x="44" y="${py + 10}" width="${w - 88}" height="${ph - 20}" fill="none" stroke="#f6e7c8" stroke-width="3"/>` +
      // A stylised figure: a crowned head, a body and raised arms, among leaves.
      `<circle cx="${w / 2}" cy="${py + ph * 0.32}" r="${ph * 0.12}" fill="${figure}"/>` +
      `<path d="M${w / 2 - ph * 0.1} ${py + ph * 0.2}l${ph * 0.05} ${-ph * 0.1}l${ph * 0.05} ${ph * 0.05}l${ph * 0.05} ${-ph * 0.05}l${ph * 0.05} ${ph * 0.1}Z" fill="${ochre === bg ? red : ochre}"/>` +
      `<path d="M${w / 2 - ph * 0.2} ${py + ph * 0.9}L${w / 2} ${py + ph * 0.44}L${w / 2 + ph * 0.2} ${py + ph * 0.9}Z" fill="${figure}"/>` +
      `<path d="M${w / 2 - ph * 0.3} ${py + ph * 0.35}L${w / 2} ${py + ph * 0.55}L${w / 2 + ph * 0.3} ${py + ph * 0.35}" fill="none" stroke="${figure}" stroke-width="${ph * 0.05}" stroke-linecap="round"/>` +
      leaf(70, py + ph * 0.8, ph * 0.4, -70, '#5b7f3e') +
      leaf(w - 70, py + ph * 0.8, ph * 0.4, -110, '#5b7f3e')
    );
  };
  const cloth =
    `<rect width="${w}" height="${h}" fill="#f1e0bd"/>` +
    zigzag(10, w - 10, 18, 12, 20, red, 4) +
    zigzag(10, w - 10, h - 18, 12, 20, red, 4) +
    panel(40, 170, 0) +
    panel(225, 170, 1) +
    panel(410, 170, 2);
  const rod = (y: number) =>
    `<rect x="${x - 40}" y="${y - 14}" width="${w + 80}" height="28" rx="14" fill="${art.c.linear(
      0,
      y - 14,
      0,
      y + 14,
      [
        [0, '#b0804e'],
        [1, '#5a3a22'],
      ],
    )}"/><circle cx="${x - 40}" cy="${y}" r="18" fill="#7a5030"/><circle cx="${x + w + 40}" cy="${y}" r="18" fill="#7a5030"/>`;
  const clip = art.c.clip(`<rect width="${w}" height="${h}"/>`);
  return (
    `<path d="M${x + 20} ${top}L${MID} ${top - 120}L${x + w - 20} ${top}" fill="none" stroke="#c9b48e" stroke-width="5"/><circle cx="${MID}" cy="${top - 122}" r="8" fill="#6b5a48"/>` +
    wallShadow(art, `M${x} ${top}h${w}v${h}h${-w}Z`, 16, 20) +
    `<g transform="translate(${x} ${top})" clip-path="${clip}">${cloth}</g>` +
    `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${art.c.linear(x, 0, x + w, 0, [
      [0, '#1a0c04', 0.12],
      [0.3, '#fff8e8', 0.08],
      [1, '#1a0c04', 0.15],
    ])}"/>` +
    rod(top) +
    rod(top + h)
  );
}

export function brassSuryaWall(art: Art, look: Look): string {
  const brass = look.main;
  const cx = MID;
  const cy = 480;
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * 360;
    const long = i % 2 === 0;
    const r1 = 190;
    const r2 = long ? 330 : 280;
    const w = long ? 30 : 22;
    return `<path d="M${f(-w)} ${-r1}Q0 ${f(-(r1 + r2) / 2)} 0 ${-r2}Q0 ${f(-(r1 + r2) / 2)} ${f(w)} ${-r1}Z" transform="translate(${cx} ${cy}) rotate(${a})"/>`;
  }).join('');
  const fill = metalFill(art, cx, 330, brass);
  const face = art.c.radial(cx - 60, cy - 60, 220, [
    [0, lighten(brass, 0.55)],
    [0.5, brass],
    [1, darken(brass, 0.35)],
  ]);
  const ink = darken(brass, 0.55);
  const features =
    // Brows, eyes, nose and smile of the sun face.
    `<path d="M${cx - 95} ${cy - 45}q40 -30 80 0M${cx + 15} ${cy - 45}q40 -30 80 0" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M${cx - 90} ${cy - 15}q35 22 70 0q-35 -14 -70 0ZM${cx + 20} ${cy - 15}q35 22 70 0q-35 -14 -70 0Z" fill="${ink}"/>` +
    `<path d="M${cx} ${cy - 30}q-14 50 -4 60q10 6 18 0" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M${cx - 55} ${cy + 65}q55 40 110 0" fill="none" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy - 95}" r="14" fill="#b5342a"/>`;
  return (
    `<g filter="${art.c.blur(10)}" opacity="0.25" transform="translate(16 22)"><g fill="#3b1f0e">${rays}<circle cx="${cx}" cy="${cy}" r="200"/></g></g>` +
    `<g fill="${fill}">${rays}</g>` +
    `<circle cx="${cx}" cy="${cy}" r="200" fill="${darken(brass, 0.25)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="186" fill="${face}"/>` +
    Array.from({ length: 36 }, (_, i) => {
      const a = (i / 36) * Math.PI * 2;
      return `<circle cx="${f(cx + Math.cos(a) * 193)}" cy="${f(cy + Math.sin(a) * 193)}" r="5" fill="${lighten(brass, 0.4)}"/>`;
    }).join('') +
    features
  );
}

export function warliPlates(art: Art, look: Look): string {
  const clay = look.main;
  const white = look.colors[1] ?? '#f6f2ea';
  const plate = (cx: number, cy: number, r: number, scene: number) => {
    const fill = art.c.radial(cx - r * 0.3, cy - r * 0.3, r * 1.3, [
      [0, lighten(clay, 0.15)],
      [0.7, clay],
      [1, darken(clay, 0.3)],
    ]);
    const figures: string[] = [];
    const person = (x: number, y: number, s: number, angle: number) =>
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${f(s)})" fill="${white}" stroke="${white}">` +
      `<circle cx="0" cy="-22" r="6" stroke="none"/>` +
      `<path d="M-9 -14L9 -14L0 -2ZM0 -2L-9 10L9 10Z" stroke="none"/>` +
      `<path d="M-9 -12L-16 -2M9 -12L16 -2M-5 10L-9 22M5 10L9 22" stroke-width="2.5" fill="none"/>` +
      `</g>`;
    if (scene === 0) {
      // The tarpa dance: a spiral ring of dancers.
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * Math.PI * 2;
        figures.push(
          person(
            cx + Math.cos(a) * r * 0.62,
            cy + Math.sin(a) * r * 0.62,
            1.1,
            (a * 180) / Math.PI + 90,
          ),
        );
      }
      for (let i = 0; i < 9; i++) {
        const a = (i / 9) * Math.PI * 2;
        figures.push(
          person(
            cx + Math.cos(a) * r * 0.32,
            cy + Math.sin(a) * r * 0.32,
            0.8,
            (a * 180) / Math.PI + 90,
          ),
        );
      }
    } else {
      // A village: a hut, a tree and people at work.
      figures.push(
        `<path d="M${cx - 60} ${cy + 10}L${cx - 20} ${cy - 35}L${cx + 20} ${cy + 10}Z" fill="${white}"/><rect x="${cx - 50}" y="${cy + 10}" width="60" height="38" fill="none" stroke="${white}" stroke-width="3"/>`,
        `<path d="M${cx + 55} ${cy + 50}L${cx + 55} ${cy - 20}" stroke="${white}" stroke-width="4"/>`,
        ...[0, 1, 2, 3, 4].map((i) => leaf(cx + 55, cy - 20 - i * 8, 30, -160 + i * 35, white)),
        person(cx - 70, cy + 75, 1, 0),
        person(cx + 10, cy + 80, 1, 0),
        person(cx + 90, cy + 70, 1, 10),
      );
    }
    return (
      `<circle cx="${f(cx + 12)}" cy="${f(cy + 16)}" r="${f(r)}" fill="#3b1f0e" opacity="0.25" filter="${art.c.blur(9)}"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.9)}" fill="none" stroke="${white}" stroke-width="3" stroke-dasharray="4 6"/>` +
      figures.join('')
    );
  };
  return (
    plate(MID - 160, 330, 150, 0) + plate(MID + 170, 420, 130, 1) + plate(MID - 60, 640, 120, 1)
  );
}

export function caneWallBaskets(art: Art, look: Look): string {
  const cane = look.main;
  const smoked = look.colors[1] ?? '#6d4a2c';
  const disc = (cx: number, cy: number, r: number, color: string, style: 'coil' | 'twill') => {
    const weave =
      style === 'coil'
        ? Array.from({ length: Math.round(r / 14) }, (_, i) => {
            const rr = r - i * 14 - 7;
            return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="none" stroke="${i % 2 ? color : lighten(color, 0.15)}" stroke-width="12" stroke-dasharray="${f(rr * 0.22)} 3"/>`;
          }).join('')
        : `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${flatWeave(art, 'twill', color, 20)}"/>`;
    const shade = art.c.radial(cx - r * 0.35, cy - r * 0.35, r * 1.4, [
      [0, '#fff8e8', 0.18],
      [0.5, '#fff8e8', 0],
      [1, '#1a0c04', 0.35],
    ]);
    return (
      `<circle cx="${f(cx + 14)}" cy="${f(cy + 18)}" r="${f(r)}" fill="#3b1f0e" opacity="0.22" filter="${art.c.blur(10)}"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${darken(color, 0.35)}"/>` +
      weave +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${shade}"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r - 6)}" fill="none" stroke="${darken(color, 0.2)}" stroke-width="12"/>`
    );
  };
  return (
    disc(MID - 150, 360, 190, cane, 'coil') +
    disc(MID + 200, 300, 120, smoked, 'twill') +
    disc(MID + 170, 600, 150, lighten(cane, 0.05), 'twill') +
    disc(MID - 170, 680, 100, smoked, 'coil')
  );
}

export function sunburstMirror(art: Art, look: Look): string {
  const cane = look.main;
  const cx = MID;
  const cy = 480;
  const loops = Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * 360;
    return `<g transform="translate(${cx} ${cy}) rotate(${a})"><path d="M-22 -150C-40 -260 -20 -330 0 -340C20 -330 40 -260 22 -150" fill="none" stroke="${cane}" stroke-width="11" stroke-linecap="round"/><path d="M-10 -155C-20 -250 -8 -300 0 -310C8 -300 20 -250 10 -155" fill="none" stroke="${lighten(cane, 0.2)}" stroke-width="6" stroke-linecap="round"/></g>`;
  }).join('');
  const glass = art.c.linear(cx - 150, cy - 150, cx + 150, cy + 150, [
    [0, '#e8eef0'],
    [0.45, '#b9c8cc'],
    [0.5, '#dfe8ea'],
    [0.55, '#aebfc4'],
    [1, '#8ea3aa'],
  ]);
  return (
    `<g opacity="0.22" filter="${art.c.blur(10)}" transform="translate(16 22)"><circle cx="${cx}" cy="${cy}" r="330" fill="none" stroke="#3b1f0e" stroke-width="40"/><circle cx="${cx}" cy="${cy}" r="170" fill="#3b1f0e"/></g>` +
    loops +
    `<circle cx="${cx}" cy="${cy}" r="172" fill="${darken(cane, 0.1)}"/>` +
    Array.from(
      { length: 3 },
      (_, i) =>
        `<circle cx="${cx}" cy="${cy}" r="${166 - i * 8}" fill="none" stroke="${i % 2 ? cane : lighten(cane, 0.15)}" stroke-width="8" stroke-dasharray="10 3"/>`,
    ).join('') +
    `<circle cx="${cx}" cy="${cy}" r="140" fill="${glass}"/>` +
    `<path d="M${cx - 90} ${cy + 40}L${cx + 20} ${cy - 90}L${cx + 50} ${cy - 70}L${cx - 60} ${cy + 60}Z" fill="#fff" opacity="0.35"/>`
  );
}

export function windChime(art: Art, look: Look): string {
  const brass = look.main;
  const top = 210;
  const disc = lathe(
    MID,
    [
      [top, 120],
      [top + 26, 120],
    ],
    { curved: false },
  );
  const rnd = art.rnd.fork('chime');
  const bells = [-95, -48, 0, 48, 95].map((dx, i) => {
    const length = 180 + [60, 150, 250, 120, 40][i]! + rnd.range(-10, 10);
    const x = MID + dx;
    const y = top + 26 + length;
    const size = i === 2 ? 1.25 : 1;
    const bell = lathe(x, [
      [y, 10 * size],
      [y + 16 * size, 22 * size],
      [y + 60 * size, 34 * size],
      [y + 92 * size, 52 * size],
    ]);
    return (
      `<path d="M${f(x)} ${top + 26}L${f(x)} ${f(y)}" stroke="#b9a07a" stroke-width="3"/>` +
      drawLathe(art, bell, brass, { metal: true, opening: false }) +
      `<ellipse cx="${f(x)}" cy="${f(y + 92 * size)}" rx="${f(52 * size)}" ry="${f(9 * size)}" fill="${darken(brass, 0.55)}"/>` +
      `<circle cx="${f(x + 6)}" cy="${f(y + 104 * size)}" r="${f(8 * size)}" fill="${darken(brass, 0.3)}"/>`
    );
  });
  const back = [bells[1], bells[3]];
  const front = [bells[0], bells[2], bells[4]];
  return (
    `<path d="M${MID} 0L${MID} ${top}" stroke="#8b6a4a" stroke-width="5"/>` +
    `<circle cx="${MID}" cy="${top - 40}" r="22" fill="none" stroke="${brass}" stroke-width="7"/>` +
    back.join('') +
    drawLathe(art, disc, '#8b5b35', { opening: '#8b5b35' }) +
    front.join('') +
    // A cotton tassel at the centre.
    `<path d="M${MID} ${top + 26}L${MID} ${top + 110}" stroke="#b5342a" stroke-width="4"/>` +
    Array.from(
      { length: 7 },
      (_, i) =>
        `<path d="M${MID} ${top + 110}L${MID - 12 + i * 4} ${top + 170}" stroke="#c9473c" stroke-width="4"/>`,
    ).join('')
  );
}

export function birdFeeder(art: Art, look: Look): string {
  const bamboo = look.main;
  const top = 300;
  const tube = lathe(
    MID,
    [
      [top, 95],
      [top + 330, 95],
    ],
    { curved: false },
  );
  const node = ring(tube, top + 180, darken(bamboo, 0.35), 8);
  const roof = `M${MID - 180} ${top + 10}L${MID} ${top - 90}L${MID + 180} ${top + 10}L${MID + 160} ${top + 30}L${MID} ${top - 60}L${MID - 160} ${top + 30}Z`;
  const tray = lathe(
    MID,
    [
      [top + 330, 170],
      [top + 360, 160],
    ],
    { curved: false },
  );
  const seeds = Array.from({ length: 40 }, (_, i) => {
    const a = (i / 40) * Math.PI * 2;
    const r = 110 + (i % 4) * 12;
    return `<ellipse cx="${f(MID + Math.cos(a) * r)}" cy="${f(top + 330 + Math.sin(a) * r * 0.2)}" rx="6" ry="4" fill="${i % 3 ? '#d9b25a' : '#8a6a3a'}"/>`;
  }).join('');
  return (
    `<path d="M${MID - 150} ${top + 10}L${MID} 0L${MID + 150} ${top + 10}" fill="none" stroke="#b9a07a" stroke-width="5"/>` +
    wallShadow(art, tube.path, 20, 24) +
    drawLathe(art, tube, bamboo, {
      pattern: node + `<ellipse cx="${MID}" cy="${top + 270}" rx="34" ry="40" fill="#3a2414"/>`,
      opening: false,
    }) +
    drawLathe(art, tray, darken(bamboo, 0.05), { opening: darken(bamboo, 0.3) }) +
    seeds +
    `<path d="M${MID - 150} ${top + 300}L${MID + 150} ${top + 300}" stroke="${darken(bamboo, 0.2)}" stroke-width="10" stroke-linecap="round"/>` +
    wallShadow(art, roof, 18, 24) +
    `<path d="${roof}" fill="${art.c.linear(MID - 180, 0, MID + 180, 0, [
      [0, lighten(bamboo, 0.15)],
      [0.5, bamboo],
      [1, darken(bamboo, 0.3)],
    ])}"/>` +
    Array.from(
      { length: 8 },
      (_, i) =>
        `<path d="M${MID - 170 + i * 22} ${top + 14 - i * 11.5}l0 20" stroke="${darken(bamboo, 0.3)}" stroke-width="3"/>`,
    ).join('')
  );
}

export function hangingPlanter(art: Art, look: Look): string {
  const cord = look.main;
  const potTop = 560;
  const pot = lathe(MID, [
    [potTop, 130],
    [potTop + 90, 128],
    [potTop + 170, 95],
    [potTop + 200, 70],
  ]);
  const ringY = 120;
  const cords = [-120, -40, 40, 120];
  const net = cords
    .map((dx, i) => {
      const x = MID + dx * 1.05;
      const knotY = 420 + (i % 2) * 30;
      return (
        `<path d="M${MID} ${ringY + 30}Q${MID + dx * 0.5} ${knotY - 120} ${f(x)} ${knotY}L${f(x + (i < 2 ? -10 : 10))} ${potTop + 130}" fill="none" stroke="${cord}" stroke-width="7"/>` +
        `<ellipse cx="${f(x)}" cy="${knotY}" rx="12" ry="18" fill="${lighten(cord, 0.08)}" stroke="${darken(cord, 0.25)}" stroke-width="2"/>`
      );
    })
    .join('');
  return (
    `<path d="M${MID} 0L${MID} ${ringY}" stroke="${cord}" stroke-width="6"/>` +
    `<circle cx="${MID}" cy="${ringY}" r="30" fill="none" stroke="#9c6a42" stroke-width="12"/>` +
    `<ellipse cx="${MID}" cy="${ringY + 60}" rx="18" ry="30" fill="${lighten(cord, 0.05)}" stroke="${darken(cord, 0.25)}" stroke-width="2"/>` +
    wallShadow(art, pot.path, 24, 30) +
    drawLathe(art, pot, '#bf643d', { opening: '#4a3222' }) +
    net +
    trailing(art, MID, potTop + 20, 240, 300) +
    // Fringe under the pot.
    Array.from(
      { length: 9 },
      (_, i) =>
        `<path d="M${MID - 16 + i * 4} ${potTop + 205}L${MID - 40 + i * 10} ${potTop + 330}" stroke="${cord}" stroke-width="5" stroke-linecap="round"/>`,
    ).join('') +
    `<ellipse cx="${MID}" cy="${potTop + 205}" rx="22" ry="16" fill="${lighten(cord, 0.06)}" stroke="${darken(cord, 0.25)}" stroke-width="2"/>`
  );
}
