/** Pieces for the wall that are not pictures: macrame, cane baskets and a sunburst mirror. */
import { darken, lighten } from '../../color';
import type { Look } from '../../palette';
import { f, MID, wallShadow, type Art } from '../../shapes';
import { flatWeave } from '../../weaves';

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
