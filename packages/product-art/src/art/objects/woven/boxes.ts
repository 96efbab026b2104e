/** Boxes, trunks and chests of bamboo, wood, water hyacinth and cane. */
import { box, boxShadow, centredBox, grain, type BoxSpec } from '../../box';
import { darken, lighten } from '../../color';
import { flower, leaf } from '../../motifs';
import type { Look } from '../../palette';
import { f, GROUND, MID, poly, type Art } from '../../shapes';
import { flatWeave } from '../../weaves';

const G = GROUND;

export function bambooLiddedBox(art: Art, look: Look): string {
  const color = look.main;
  const spec = centredBox(MID, G + 20, 440, 250, 300);
  const body = box(art, spec, {
    front: { fill: flatWeave(art, 'slats', color, 26) },
    side: { fill: flatWeave(art, 'slats', darken(color, 0.05), 26) },
    top: false,
  });
  const lid: BoxSpec = {
    x: spec.x - 12,
    bottom: spec.bottom - spec.h + 14,
    w: spec.w + 24,
    h: 64,
    d: spec.d + 16,
  };
  const style = art.rnd.pick(['basket', 'twill'] as const);
  const lidBox = box(art, lid, {
    front: {
      fill: lighten(color, 0.05),
      detail: (w, h) =>
        `<rect y="${f(h - 10)}" width="${f(w)}" height="10" fill="${darken(color, 0.3)}"/>`,
    },
    side: { fill: color },
    top: { fill: flatWeave(art, style, lighten(color, 0.05), 24) },
  });
  return boxShadow(art, spec) + body.svg + lidBox.svg;
}

export function keepsakeBox(art: Art, look: Look): string {
  const wood = look.main;
  const brass = '#c9a040';
  const spec = centredBox(MID, G + 20, 460, 200, 300);
  const carve = (w: number, h: number) =>
    `<rect x="18" y="18" width="${f(w - 36)}" height="${f(h - 36)}" rx="6" fill="none" stroke="${darken(wood, 0.4)}" stroke-width="5"/>` +
    `<rect x="21" y="21" width="${f(w - 36)}" height="${f(h - 36)}" rx="6" fill="none" stroke="${lighten(wood, 0.25)}" stroke-width="2"/>`;
  const floral = (w: number, h: number) => {
    const cx = w / 2;
    const cy = h / 2;
    return (
      `<g opacity="0.9">` +
      flower(cx + 2, cy + 2, h * 0.36, lighten(wood, 0.2), lighten(wood, 0.2), 8) +
      flower(cx, cy, h * 0.36, darken(wood, 0.25), darken(wood, 0.45), 8) +
      [-1, 1]
        .map(
          (side) =>
            leaf(
              cx + side * h * 0.3,
              cy,
              h * 0.5,
              side > 0 ? -10 : 190,
              darken(wood, 0.3),
              lighten(wood, 0.2),
            ) + leaf(cx + side * h * 0.3, cy, h * 0.4, side > 0 ? 25 : 155, darken(wood, 0.3)),
        )
        .join('') +
      `</g>`
    );
  };
  const body = box(art, spec, {
    front: {
      fill: wood,
      detail: (w, h) => grain(art, w, h, wood, 10) + carve(w, h) + floral(w, h),
    },
    side: { fill: wood, detail: (w, h) => grain(art, w, h, wood, 8) + carve(w, h) },
    top: false,
  });
  const lid: BoxSpec = {
    x: spec.x - 8,
    bottom: spec.bottom - spec.h,
    w: spec.w + 16,
    h: 70,
    d: spec.d + 8,
  };
  const lidBox = box(art, lid, {
    front: { fill: lighten(wood, 0.04), detail: (w, h) => grain(art, w, h, wood, 4) },
    side: { fill: wood },
    top: {
      fill: lighten(wood, 0.04),
      detail: (w, h) =>
        grain(art, w, h, wood, 12) +
        carve(w, h) +
        `<g transform="translate(${f(w / 2)} ${f(h / 2)}) scale(1 0.9)">${flower(3, 3, h * 0.3, lighten(wood, 0.2), lighten(wood, 0.2), 6)}${flower(0, 0, h * 0.3, darken(wood, 0.25), darken(wood, 0.45), 6)}</g>`,
    },
  });
  const latchX = spec.x + spec.w / 2;
  const latchY = spec.bottom - spec.h;
  return (
    boxShadow(art, spec) +
    body.svg +
    lidBox.svg +
    `<rect x="${f(latchX - 22)}" y="${f(latchY - 30)}" width="44" height="62" rx="8" fill="${brass}"/>` +
    `<rect x="${f(latchX - 22)}" y="${f(latchY - 30)}" width="14" height="62" rx="6" fill="${lighten(brass, 0.4)}" opacity="0.7"/>` +
    `<circle cx="${f(latchX)}" cy="${f(latchY + 14)}" r="7" fill="${darken(brass, 0.5)}"/>`
  );
}

export function hyacinthTrunk(art: Art, look: Look): string {
  const color = look.main;
  const frame = darken(color, 0.45);
  const spec = centredBox(MID, G + 20, 540, 250, 280);
  const edges = (w: number, h: number) =>
    `<rect width="${f(w)}" height="12" fill="${frame}"/><rect y="${f(h - 12)}" width="${f(w)}" height="12" fill="${frame}"/><rect width="12" height="${f(h)}" fill="${frame}"/><rect x="${f(w - 12)}" width="12" height="${f(h)}" fill="${frame}"/>`;
  const body = box(art, spec, {
    front: { fill: flatWeave(art, 'braid', color, 30), detail: edges },
    side: {
      fill: flatWeave(art, 'braid', color, 30),
      detail: (w, h) =>
        edges(w, h) +
        `<path d="M${f(w * 0.3)} ${f(h * 0.35)}C${f(w * 0.35)} ${f(h * 0.12)} ${f(w * 0.65)} ${f(h * 0.12)} ${f(w * 0.7)} ${f(h * 0.35)}" fill="none" stroke="#5a3a22" stroke-width="16" stroke-linecap="round"/>`,
    },
    top: false,
  });
  const lid: BoxSpec = {
    x: spec.x - 10,
    bottom: spec.bottom - spec.h,
    w: spec.w + 20,
    h: 74,
    d: spec.d + 10,
  };
  const lidBox = box(art, lid, {
    front: { fill: flatWeave(art, 'braid', lighten(color, 0.05), 30), detail: edges },
    side: { fill: flatWeave(art, 'braid', color, 30), detail: edges },
    top: { fill: flatWeave(art, 'braid', lighten(color, 0.08), 30), detail: edges },
  });
  return boxShadow(art, spec) + body.svg + lidBox.svg;
}

export function caneMagazineBasket(art: Art, look: Look): string {
  const color = look.main;
  const spec = centredBox(MID, G + 20, 430, 270, 210);
  const [fl, bl, br, fr] = box(art, spec, {
    front: { fill: '#000' },
    side: { fill: '#000' },
  }).topCorners;
  const inside = poly([fl!, bl!, br!, fr!]);
  const rnd = art.rnd.fork('magazines');
  const covers = ['#2f5d62', '#c65d3b', '#e7d8b8', '#3d405b', '#8aa27a'];
  const magazines = [0, 1, 2, 3]
    .map((i) => {
      const mx = fl![0] + 40 + i * 88 + rnd.range(-6, 6);
      const my = fl![1] - 150 - rnd.range(0, 50) - i * 8;
      const tilt = rnd.range(-6, 8);
      const cover = covers[(i + rnd.int(0, 4)) % covers.length]!;
      return `<g transform="rotate(${f(tilt)} ${f(mx)} ${f(fl![1])})"><rect x="${f(mx)}" y="${f(my)}" width="92" height="${f(fl![1] - my + 20)}" rx="3" fill="${cover}"/><rect x="${f(mx + 10)}" y="${f(my + 16)}" width="56" height="8" fill="#fff" opacity="0.7"/><rect x="${f(mx + 10)}" y="${f(my + 32)}" width="36" height="6" fill="#fff" opacity="0.5"/><rect x="${f(mx)}" y="${f(my)}" width="8" height="${f(fl![1] - my + 20)}" fill="#000" opacity="0.15"/></g>`;
    })
    .join('');
  const body = box(art, spec, {
    front: { fill: flatWeave(art, 'twill', color, 22) },
    side: {
      fill: flatWeave(art, 'twill', color, 22),
      detail: (w) =>
        `<rect x="${f(w * 0.3)}" y="34" width="${f(w * 0.4)}" height="34" rx="17" fill="#2a1408" opacity="0.75"/>`,
    },
    top: false,
  });
  const rim = `<path d="${poly([fl!, bl!, br!, fr!])}" fill="none" stroke="${darken(color, 0.2)}" stroke-width="12" stroke-linejoin="round"/>`;
  return (
    boxShadow(art, spec) +
    `<path d="${inside}" fill="${darken(color, 0.55)}"/>` +
    magazines +
    body.svg +
    rim
  );
}

export function blanketChest(art: Art, look: Look): string {
  const wood = look.main;
  const brass = '#c9a040';
  const spec = centredBox(MID, G - 10, 580, 270, 260);
  const panels = (w: number, h: number) => {
    const pw = (w - 90) / 2;
    return [0, 1]
      .map((i) => {
        const px = 30 + i * (pw + 30);
        return (
          `<rect x="${f(px)}" y="40" width="${f(pw)}" height="${f(h - 80)}" rx="6" fill="${darken(wood, 0.12)}"/>` +
          `<rect x="${f(px + 14)}" y="54" width="${f(pw - 28)}" height="${f(h - 108)}" rx="4" fill="${lighten(wood, 0.06)}"/>` +
          `<rect x="${f(px)}" y="40" width="${f(pw)}" height="${f(h - 80)}" rx="6" fill="none" stroke="${lighten(wood, 0.3)}" stroke-width="2"/>`
        );
      })
      .join('');
  };
  const corners = (w: number, h: number) =>
    [
      [0, 0],
      [w - 44, 0],
      [0, h - 44],
      [w - 44, h - 44],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${f(x!)}" y="${f(y!)}" width="44" height="44" fill="${brass}"/><circle cx="${f(x! + 22)}" cy="${f(y! + 22)}" r="5" fill="${darken(brass, 0.5)}"/>`,
      )
      .join('');
  const legs = [spec.x + 20, spec.x + spec.w - 50]
    .map(
      (lx) =>
        `<rect x="${f(lx)}" y="${f(spec.bottom)}" width="30" height="42" fill="${darken(wood, 0.35)}"/>`,
    )
    .join('');
  const body = box(art, spec, {
    front: {
      fill: wood,
      detail: (w, h) => grain(art, w, h, wood, 12) + panels(w, h) + corners(w, h),
    },
    side: { fill: wood, detail: (w, h) => grain(art, w, h, wood, 8) + corners(w, h) },
    top: false,
  });
  const lid: BoxSpec = {
    x: spec.x - 10,
    bottom: spec.bottom - spec.h,
    w: spec.w + 20,
    h: 36,
    d: spec.d + 10,
  };
  const lidBox = box(art, lid, {
    front: { fill: darken(wood, 0.05), detail: (w, h) => grain(art, w, h, wood, 3) },
    side: { fill: wood },
    top: { fill: lighten(wood, 0.05), detail: (w, h) => grain(art, w, h, wood, 14) },
  });
  const latchX = spec.x + spec.w / 2;
  return (
    boxShadow(art, { ...spec, bottom: spec.bottom + 42 }) +
    legs +
    body.svg +
    lidBox.svg +
    `<rect x="${f(latchX - 26)}" y="${f(spec.bottom - spec.h - 10)}" width="52" height="70" rx="8" fill="${brass}"/>` +
    `<circle cx="${f(latchX)}" cy="${f(spec.bottom - spec.h + 34)}" r="8" fill="${darken(brass, 0.55)}"/>`
  );
}
