/** Bags, sleeves and jewellery. */
import { box, boxShadow, centredBox } from '../box';
import { darken, lighten, mix } from '../color';
import { flower, leaf } from '../motifs';
import type { Look } from '../palette';
import { f, GROUND, MID, shadow, softEllipse, type Art } from '../shapes';

const G = GROUND;

/** Jute or canvas cloth, as a pattern fill. */
function hessian(art: Art, color: string, size = 12): string {
  const s = size;
  return art.c.pattern(
    s,
    s,
    `<rect width="${s}" height="${s}" fill="${color}"/>` +
      `<path d="M0 ${s / 4}h${s}M0 ${(s * 3) / 4}h${s}" stroke="${darken(color, 0.16)}" stroke-width="${f(s * 0.2)}"/>` +
      `<path d="M${s / 4} 0v${s}M${(s * 3) / 4} 0v${s}" stroke="${lighten(color, 0.14)}" stroke-width="${f(s * 0.15)}"/>`,
  );
}

/** A strap handle arching from (x1, y) to (x2, y), `rise` high. */
function strap(x1: number, x2: number, y: number, rise: number, color: string, width = 26): string {
  const d = `M${f(x1)} ${f(y)}C${f(x1)} ${f(y - rise)} ${f(x2)} ${f(y - rise)} ${f(x2)} ${f(y)}`;
  return (
    `<path d="${d}" fill="none" stroke="${darken(color, 0.3)}" stroke-width="${width + 4}"/>` +
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"/>` +
    `<path d="${d}" fill="none" stroke="${lighten(color, 0.3)}" stroke-width="2" stroke-dasharray="6 6" transform="translate(0 ${f(-width * 0.3)})"/>`
  );
}

export function juteTote(art: Art, look: Look): string {
  const jute = look.main;
  const ink = look.colors[1] ?? '#2e3f72';
  const spec = centredBox(MID, G + 10, 440, 460, 90);
  const print = (w: number, h: number) => {
    const cx = w / 2;
    const cy = h * 0.55;
    return (
      `<g opacity="0.88">` +
      `<circle cx="${cx}" cy="${cy}" r="120" fill="none" stroke="${ink}" stroke-width="8"/>` +
      flower(cx, cy, 130, ink, jute, 8) +
      flower(cx, cy, 56, jute, ink, 8) +
      `<g stroke="${ink}" stroke-width="4">` +
      Array.from({ length: 12 }, (_, i) => leaf(cx, cy, 150, i * 30, 'none')).join('') +
      `</g>` +
      `<path d="M30 40h${w - 60}M30 ${h - 40}h${w - 60}" stroke="${ink}" stroke-width="6" stroke-dasharray="18 10"/>` +
      `</g>`
    );
  };
  const bag = box(art, spec, {
    front: { fill: hessian(art, jute), detail: print },
    side: { fill: hessian(art, darken(jute, 0.05)) },
    top: { fill: darken(jute, 0.4) },
  });
  const [fl, , , fr] = bag.topCorners;
  return (
    boxShadow(art, spec) +
    strap(fl![0] + 90, fr![0] - 90, fl![1] + 30, 330, jute) +
    bag.svg +
    `<path d="M${f(fl![0])} ${f(fl![1] + 18)}h${f(fr![0] - fl![0])}" stroke="${darken(jute, 0.3)}" stroke-width="3" stroke-dasharray="10 6"/>`
  );
}

export function kanthaClutch(art: Art, look: Look): string {
  const colors =
    look.colors.length > 2 ? look.colors : ['#b5342a', '#e1a526', '#2e6f8e', '#5b8a3a'];
  const x = MID - 260;
  const top = 440;
  const w = 520;
  const h = 300;
  const stripes = art.c.pattern(
    w,
    48,
    colors
      .slice(0, 4)
      .map(
        (c, i) =>
          `<rect x="${i * (w / 4)}" width="${w / 4}" height="48" fill="${mix(c, '#f3e6cc', 0.1)}"/>`,
      )
      .join('') +
      `<path d="M0 12H${w}M0 36H${w}" stroke="#fbf3e2" stroke-width="3" stroke-dasharray="8 6"/>`,
  );
  const body = `M${x} ${top + 20}Q${x} ${top} ${x + 20} ${top}L${x + w - 20} ${top}Q${x + w} ${top} ${x + w} ${top + 20}L${x + w} ${top + h - 20}Q${x + w} ${top + h} ${x + w - 20} ${top + h}L${x + 20} ${top + h}Q${x} ${top + h} ${x} ${top + h - 20}Z`;
  const flap = `M${x} ${top + 20}Q${x} ${top} ${x + 20} ${top}L${x + w - 20} ${top}Q${x + w} ${top} ${x + w} ${top + 20}L${MID + 20} ${top + 190}Q${MID} ${top + 204} ${MID - 20} ${top + 190}Z`;
  const bodyCloth = art.c.pattern(
    90,
    90,
    `<rect width="90" height="90" fill="${mix(colors[0]!, '#f3e6cc', 0.1)}"/>` +
      `<rect x="45" width="45" height="45" fill="${mix(colors[1]!, '#f3e6cc', 0.1)}"/><rect y="45" width="45" height="45" fill="${mix(colors[2]!, '#f3e6cc', 0.1)}"/>` +
      Array.from(
        { length: 9 },
        (_, i) =>
          `<path d="M0 ${i * 10 + 5}H90" stroke="#fbf3e2" stroke-width="2" stroke-dasharray="7 5" opacity="0.8"/>`,
      ).join(''),
  );
  const shade = art.c.linear(x, top, x + w, top + h, [
    [0, '#fff8e8', 0.18],
    [0.5, '#fff8e8', 0],
    [1, '#1a0c04', 0.25],
  ]);
  return (
    shadow(art, MID, top + h + 4, 270) +
    `<path d="${body}" fill="${bodyCloth}"/>` +
    `<path d="${body}" fill="${shade}"/>` +
    `<path d="${flap}" fill="#1a0c04" opacity="0.3" filter="${art.c.blur(6)}" transform="translate(4 10)"/>` +
    `<path d="${flap}" fill="${stripes}"/>` +
    `<path d="${flap}" fill="${shade}"/>` +
    `<circle cx="${MID}" cy="${top + 176}" r="16" fill="#c9a040"/>` +
    `<path d="M${MID} ${top + 192}l-10 70M${MID} ${top + 192}l10 70M${MID} ${top + 192}l0 74" stroke="${colors[3] ?? colors[0]}" stroke-width="5" stroke-linecap="round"/>`
  );
}

export function caneHandbag(art: Art, look: Look): string {
  const cane = look.main;
  const cx = MID;
  const cy = 540;
  const r = 230;
  const rings = Array.from({ length: Math.round(r / 16) }, (_, i) => {
    const rr = r - i * 16 - 8;
    return `<circle cx="${cx}" cy="${cy}" r="${f(rr)}" fill="none" stroke="${i % 2 ? cane : lighten(cane, 0.12)}" stroke-width="13" stroke-dasharray="${f(rr * 0.16)} 4"/>`;
  }).join('');
  const spokes = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    return `<path d="M${cx} ${cy}L${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}" stroke="${darken(cane, 0.35)}" stroke-width="3" opacity="0.6"/>`;
  }).join('');
  const shade = art.c.radial(cx - r * 0.35, cy - r * 0.35, r * 1.5, [
    [0, '#fff8e8', 0.2],
    [0.5, '#fff8e8', 0],
    [1, '#1a0c04', 0.4],
  ]);
  const handle = `M${cx - 120} ${cy - r + 30}C${cx - 130} ${cy - r - 190} ${cx + 130} ${cy - r - 190} ${cx + 120} ${cy - r + 30}`;
  return (
    shadow(art, cx, cy + r + 6, 180) +
    `<path d="${handle}" fill="none" stroke="${darken(cane, 0.35)}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="${handle}" fill="none" stroke="${cane}" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="${handle}" fill="none" stroke="${lighten(cane, 0.4)}" stroke-width="6" stroke-linecap="round" transform="translate(-4 -6)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${darken(cane, 0.4)}"/>` +
    rings +
    spokes +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${shade}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r - 8}" fill="none" stroke="${darken(cane, 0.2)}" stroke-width="16"/>` +
    // A leather strap and buckle.
    `<rect x="${cx - 26}" y="${cy - r - 10}" width="52" height="120" rx="10" fill="#7a4a2a"/>` +
    `<rect x="${cx - 20}" y="${cy - r + 70}" width="40" height="30" rx="6" fill="none" stroke="#c9a040" stroke-width="6"/>`
  );
}

export function laptopSleeve(art: Art, look: Look): string {
  const jute = look.main;
  const band = look.colors[1] ?? '#3d3b3a';
  const w = 620;
  const h = 430;
  const x = MID - w / 2;
  const top = G - h - 10;
  const sleeve = `M${x} ${top + 40}Q${x} ${top} ${x + 40} ${top}L${x + w - 40} ${top}Q${x + w} ${top} ${x + w} ${top + 40}L${x + w} ${top + h - 40}Q${x + w} ${top + h} ${x + w - 40} ${top + h}L${x + 40} ${top + h}Q${x} ${top + h} ${x} ${top + h - 40}Z`;
  const clip = art.c.clip(`<path d="${sleeve}"/>`);
  const puff = art.c.radial(MID - 120, top + 120, w * 0.75, [
    [0, '#fff8e8', 0.2],
    [0.55, '#fff8e8', 0],
    [1, '#1a0c04', 0.35],
  ]);
  // The laptop half out of the open zip.
  const laptop = art.c.linear(0, top - 70, 0, top + 20, [
    [0, '#d9dcde'],
    [1, '#8f9498'],
  ]);
  return (
    `<g transform="rotate(-4 ${MID} ${G})">` +
    `<path d="${sleeve}" fill="#2a1408" opacity="0.28" filter="${art.c.blur(14)}" transform="translate(18 14)"/>` +
    `<rect x="${x + 60}" y="${top - 70}" width="${w - 150}" height="120" rx="14" fill="${laptop}"/>` +
    `<rect x="${x + 60}" y="${top - 70}" width="${w - 150}" height="8" rx="4" fill="#eef0f1"/>` +
    `<path d="${sleeve}" fill="${hessian(art, jute)}"/>` +
    `<g clip-path="${clip}">` +
    `<rect x="${x}" y="${top + h * 0.6}" width="${w}" height="${h * 0.2}" fill="${band}"/>` +
    `<path d="M${x} ${top + h * 0.6 + 8}h${w}M${x} ${top + h * 0.8 - 8}h${w}" stroke="${lighten(band, 0.4)}" stroke-width="3" stroke-dasharray="10 6"/>` +
    `<rect x="${x + w - 150}" y="${top + h * 0.3}" width="90" height="44" rx="6" fill="${lighten(jute, 0.5)}"/>` +
    `<path d="M${x + w - 136} ${top + h * 0.3 + 16}h60M${x + w - 136} ${top + h * 0.3 + 28}h40" stroke="${darken(jute, 0.3)}" stroke-width="4"/>` +
    `</g>` +
    `<path d="${sleeve}" fill="${puff}"/>` +
    // The zip along the top, open at the right.
    `<path d="M${x + 30} ${top + 14}H${x + w - 90}" stroke="#3b2c22" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M${x + 30} ${top + 14}H${x + w - 90}" stroke="#9a8a76" stroke-width="4" stroke-dasharray="3 3"/>` +
    `<rect x="${x + w - 104}" y="${top + 4}" width="26" height="20" rx="4" fill="#9a8a76"/>` +
    `<rect x="${x + w - 98}" y="${top + 22}" width="14" height="52" rx="6" fill="#6d5b48"/>` +
    `</g>`
  );
}

export function pendantNecklace(art: Art, look: Look): string {
  const brass = look.main;
  const cord = look.colors[1] ?? '#25211f';
  // A linen neck form on a wooden stand.
  const linen = '#e8dcc6';
  const form = `M${MID - 70} 180Q${MID} 160 ${MID + 70} 180L${MID + 80} 330Q${MID + 110} 380 ${MID + 240} 420Q${MID + 290} 440 ${MID + 280} 520L${MID + 200} 640L${MID - 200} 640L${MID - 280} 520Q${MID - 290} 440 ${MID - 240} 420Q${MID - 110} 380 ${MID - 80} 330Z`;
  const formFill = art.c.linear(MID - 290, 0, MID + 290, 0, [
    [0, darken(linen, 0.2)],
    [0.3, lighten(linen, 0.2)],
    [0.6, linen],
    [1, darken(linen, 0.3)],
  ]);
  const cordPath = `M${MID - 78} 300Q${MID - 80} 520 ${MID} 560Q${MID + 80} 520 ${MID + 78} 300`;
  const pendantY = 600;
  // The pendant: a Dhokra owl cast in wire-textured brass.
  const ink = darken(brass, 0.5);
  const pendant =
    `<ellipse cx="${MID}" cy="${pendantY}" rx="58" ry="72" fill="${art.c.radial(
      MID - 20,
      pendantY - 30,
      90,
      [
        [0, lighten(brass, 0.45)],
        [0.6, brass],
        [1, darken(brass, 0.35)],
      ],
    )}"/>` +
    `<path d="M${MID - 50} ${pendantY - 56}L${MID - 40} ${pendantY - 90}L${MID - 20} ${pendantY - 64}M${MID + 50} ${pendantY - 56}L${MID + 40} ${pendantY - 90}L${MID + 20} ${pendantY - 64}" fill="${brass}" stroke="${ink}" stroke-width="3"/>` +
    [-22, 22]
      .map(
        (dx) =>
          `<circle cx="${MID + dx}" cy="${pendantY - 26}" r="20" fill="none" stroke="${ink}" stroke-width="4"/><circle cx="${MID + dx}" cy="${pendantY - 26}" r="10" fill="none" stroke="${ink}" stroke-width="3"/><circle cx="${MID + dx}" cy="${pendantY - 26}" r="4" fill="${ink}"/>`,
      )
      .join('') +
    `<path d="M${MID - 8} ${pendantY - 4}L${MID} ${pendantY + 10}L${MID + 8} ${pendantY - 4}Z" fill="${ink}"/>` +
    Array.from(
      { length: 4 },
      (_, i) =>
        `<path d="M${MID - 36 + i * 4} ${pendantY + 24 + i * 10}q${36 - i * 4} 14 ${72 - i * 8} 0" fill="none" stroke="${ink}" stroke-width="3"/>`,
    ).join('');
  return (
    shadow(art, MID, G, 120) +
    `<path d="M${MID - 20} 640L${MID - 14} ${G - 30}L${MID + 14} ${G - 30}L${MID + 20} 640Z" fill="#7a5030"/>` +
    `<ellipse cx="${MID}" cy="${G - 20}" rx="120" ry="26" fill="#6a4428"/>` +
    `<ellipse cx="${MID}" cy="${G - 28}" rx="120" ry="22" fill="#8b5b35"/>` +
    `<path d="${form}" fill="#2a1408" opacity="0.2" filter="${art.c.blur(12)}" transform="translate(16 14)"/>` +
    `<path d="${form}" fill="${formFill}"/>` +
    `<path d="${cordPath}" fill="none" stroke="${cord}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="${cordPath}" fill="none" stroke="${lighten(cord, 0.4)}" stroke-width="2" stroke-dasharray="4 6"/>` +
    `<circle cx="${MID}" cy="${pendantY - 90}" r="14" fill="none" stroke="${brass}" stroke-width="7"/>` +
    `<path d="M${MID} 556L${MID} ${pendantY - 104}" stroke="${cord}" stroke-width="6"/>` +
    pendant
  );
}

export function beadBracelets(art: Art, look: Look): string {
  const wood = look.main;
  const brass = '#c9a040';
  const bead = (x: number, y: number, r: number, color: string) =>
    `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${art.c.radial(
      x - r * 0.35,
      y - r * 0.4,
      r * 1.3,
      [
        [0, lighten(color, 0.5)],
        [0.45, color],
        [1, darken(color, 0.45)],
      ],
    )}"/>`;
  const ringOf = (
    cx: number,
    cy: number,
    rx: number,
    ry: number,
    r: number,
    count: number,
    spacer: number,
  ) => {
    const beads = Array.from({ length: count }, (_, i) => {
      const a = (i / count) * Math.PI * 2;
      return { x: cx + Math.cos(a) * rx, y: cy + Math.sin(a) * ry, back: Math.sin(a) < 0, i };
    });
    const draw = (b: (typeof beads)[number]) =>
      bead(
        b.x,
        b.y,
        r * (b.back ? 0.92 : 1),
        b.i === spacer ? brass : b.back ? darken(wood, 0.12) : wood,
      );
    return (
      beads
        .filter((b) => b.back)
        .map(draw)
        .join('') +
      beads
        .filter((b) => !b.back)
        .map(draw)
        .join('')
    );
  };
  // One lying flat, one standing up behind it.
  return (
    shadow(art, 560, G - 80, 150, 0.6) +
    ringOf(560, G - 240, 150, 160, 26, 22, 5) +
    `${softEllipse(art, MID - 40, G + 40, 230, 70, 0.25, '#2a1408')}` +
    ringOf(MID - 60, G + 10, 200, 72, 30, 20, 14)
  );
}
