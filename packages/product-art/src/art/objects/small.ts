/** Small household things: trays, brushes, combs, boards and candle stands. */
import { box, boxShadow, centredBox, grain } from '../box';
import { darken, lighten } from '../color';
import { flame, leaf } from '../motifs';
import type { Look } from '../palette';
import { drawLathe, f, GROUND, lathe, MID, ring, shadow, type Art } from '../shapes';

const G = GROUND;

export function servingTray(art: Art, look: Look): string {
  const wood = look.main;
  const spec = centredBox(MID, G + 30, 620, 70, 380);
  const tray = box(art, spec, {
    front: {
      fill: wood,
      detail: (w, h) => grain(art, w, h, wood, 3),
    },
    side: {
      fill: wood,
      detail: (w, h) =>
        `<rect x="${f(w * 0.35)}" y="${f(h * 0.3)}" width="${f(w * 0.3)}" height="${f(h * 0.34)}" rx="10" fill="#2a1408" opacity="0.8"/>`,
    },
    top: {
      fill: wood,
      detail: (w, h) =>
        `<rect x="22" y="22" width="${f(w - 44)}" height="${f(h - 44)}" rx="14" fill="${darken(wood, 0.12)}"/>` +
        `<g transform="translate(22 22)">${grain(art, w - 44, h - 44, wood, 16)}</g>` +
        `<rect x="22" y="22" width="${f(w - 44)}" height="${f(h - 44)}" rx="14" fill="none" stroke="#1a0c04" stroke-opacity="0.3" stroke-width="6"/>` +
        `<rect x="${f(w * 0.4)}" y="6" width="${f(w * 0.2)}" height="12" rx="6" fill="#2a1408" opacity="0.7"/>`,
    },
  });
  const kulhad = (cx: number, ground: number) => {
    const cup = lathe(cx, [
      [ground - 120, 54],
      [ground - 100, 50],
      [ground - 20, 40],
      [ground, 36],
    ]);
    return (
      shadow(art, cx, ground, 50) +
      drawLathe(art, cup, '#b95c38', { opening: '#8a5a32' }) +
      `<ellipse cx="${f(cx)}" cy="${f(ground - 116)}" rx="44" ry="7" fill="#c89060"/>`
    );
  };
  return boxShadow(art, spec) + tray.svg + kulhad(MID - 70, G - 100) + kulhad(MID + 110, G - 80);
}

export function toothbrushSet(art: Art, look: Look): string {
  const bamboo = look.main;
  const cup = lathe(
    MID,
    [
      [G - 250, 105],
      [G, 100],
    ],
    { curved: false },
  );
  const brushes = [-58, -20, 22, 60]
    .map((dx, i) => {
      const angle = dx * 0.22;
      const x = MID + dx;
      const top = G - 600 + (i % 2) * 30;
      return (
        `<g transform="rotate(${f(angle)} ${f(x)} ${G - 150})">` +
        `<path d="M${f(x - 15)} ${G - 150}L${f(x - 12)} ${top + 110}Q${f(x)} ${top + 90} ${f(x + 12)} ${top + 110}L${f(x + 15)} ${G - 150}Z" fill="${i % 2 ? bamboo : lighten(bamboo, 0.08)}"/>` +
        `<rect x="${f(x - 15)}" y="${top}" width="30" height="116" rx="14" fill="${lighten(bamboo, 0.05)}"/>` +
        `<rect x="${f(x - 15)}" y="${top}" width="9" height="116" rx="4" fill="${lighten(bamboo, 0.35)}" opacity="0.6"/>` +
        // Charcoal bristles, facing the viewer.
        `<rect x="${f(x - 12)}" y="${top + 8}" width="24" height="76" rx="6" fill="#2f2c2a"/>` +
        Array.from(
          { length: 6 },
          (_, j) =>
            `<path d="M${f(x - 8)} ${top + 16 + j * 12}h16" stroke="#55504c" stroke-width="4"/>`,
        ).join('') +
        `</g>`
      );
    })
    .join('');
  return (
    shadow(art, MID, G, 110) +
    brushes +
    drawLathe(art, cup, bamboo, {
      pattern:
        ring(cup, G - 170, darken(bamboo, 0.3), 6) + ring(cup, G - 164, lighten(bamboo, 0.3), 2),
      sheen: 0.3,
    })
  );
}

export function neemComb(art: Art, look: Look): string {
  const wood = look.main;
  const w = 560;
  const spine = 110;
  const teeth = 13;
  const toothLength = 200;
  const parts: string[] = [];
  const left = -w / 2;
  const fill = art.c.linear(0, -spine, 0, toothLength, [
    [0, lighten(wood, 0.2)],
    [0.4, wood],
    [1, darken(wood, 0.2)],
  ]);
  const spinePath = `M${left} 0L${left} ${-spine + 40}Q${left} ${-spine} ${left + 40} ${-spine}L${-left - 40} ${-spine}Q${-left} ${-spine} ${-left} ${-spine + 40}L${-left} 0Z`;
  parts.push(`<path d="${spinePath}" fill="${fill}"/>`);
  const step = w / teeth;
  for (let i = 0; i < teeth; i++) {
    const x = left + i * step + step * 0.2;
    const tw = step * 0.6;
    parts.push(
      `<path d="M${f(x)} -2L${f(x + tw)} -2L${f(x + tw * 0.8)} ${toothLength - 10}Q${f(x + tw / 2)} ${toothLength} ${f(x + tw * 0.2)} ${toothLength - 10}Z" fill="${fill}"/>`,
    );
  }
  parts.push(
    `<path d="M${left + 20} ${-spine + 20}L${-left - 20} ${-spine + 20}" stroke="${lighten(wood, 0.4)}" stroke-width="4" opacity="0.6"/>`,
    `<g transform="translate(${left} ${-spine})">${grain(art, w, spine, wood, 4)}</g>`,
  );
  const comb = parts.join('');
  const silhouette = `M${left} ${-spine}h${w}v${spine + toothLength}h${-w}Z`;
  return (
    shadow(art, MID, G + 10, 300, 0.8) +
    `<g transform="translate(${MID} ${G - 250}) rotate(-8)">` +
    `<path d="${silhouette}" fill="#2a1408" opacity="0.15" filter="${art.c.blur(12)}" transform="translate(10 20)"/>` +
    comb +
    `</g>` +
    leaf(MID + 210, G + 60, 120, -160, '#5f8a4a', '#cfe0b8') +
    leaf(MID + 230, G + 70, 100, -120, '#6f9a56', '#cfe0b8') +
    leaf(MID + 250, G + 66, 90, -200, '#4d7a3e', '#cfe0b8')
  );
}

export function choppingBoard(art: Art, look: Look): string {
  const wood = look.main;
  const x = MID - 190;
  const top = 240;
  const w = 380;
  const h = 520;
  const board = `M${x + 40} ${top + 120}L${x + 40} ${top + 100}Q${x + 40} ${top + 60} ${x + 140} ${top + 60}L${x + 140} ${top + 20}Q${x + 140} ${top} ${x + 190} ${top}Q${x + 240} ${top} ${x + 240} ${top + 20}L${x + 240} ${top + 60}Q${x + w - 40} ${top + 60} ${x + w - 40} ${top + 100}L${x + w} ${top + h - 40}Q${x + w} ${top + h} ${x + w - 40} ${top + h}L${x + 40} ${top + h}Q${x} ${top + h} ${x} ${top + h - 40}Z`;
  const fill = art.c.linear(x, top, x + w, top + h, [
    [0, lighten(wood, 0.22)],
    [0.5, wood],
    [1, darken(wood, 0.2)],
  ]);
  const clip = art.c.clip(`<path d="${board}"/>`);
  return (
    `<path d="${board}" fill="#2a1408" opacity="0.3" filter="${art.c.blur(14)}" transform="translate(26 18)"/>` +
    `<path d="${board}" fill="${darken(wood, 0.35)}" transform="translate(14 6)"/>` +
    `<path d="${board}" fill="${fill}"/>` +
    `<g clip-path="${clip}"><g transform="translate(${x} ${top})">${grain(art, w, h, wood, 22)}</g></g>` +
    `<circle cx="${x + 190}" cy="${top + 34}" r="16" fill="#3b2414"/>` +
    shadow(art, MID, G, 220, 0.6) +
    // A few vegetables in front.
    `<circle cx="${MID - 190}" cy="${G + 20}" r="58" fill="${art.c.radial(MID - 210, G, 70, [
      [0, '#ef6a4c'],
      [1, '#b32a1e'],
    ])}"/>` +
    leaf(MID - 195, G - 36, 36, -60, '#4d7a3e') +
    leaf(MID - 195, G - 36, 30, -130, '#5f8a4a') +
    `<ellipse cx="${MID + 210}" cy="${G + 40}" rx="70" ry="42" fill="${art.c.radial(
      MID + 190,
      G + 26,
      80,
      [
        [0, '#f6efe0'],
        [1, '#d8c8a8'],
      ],
    )}"/>` +
    `<path d="M${MID + 150} ${G + 30}q60 -30 120 0" stroke="#a08a64" stroke-width="3" fill="none" opacity="0.6"/>` +
    shadow(art, MID - 190, G + 76, 60, 0.7)
  );
}

export function candleStands(art: Art, look: Look): string {
  const bamboo = look.main;
  const brass = '#c9a040';
  const stand = (cx: number, ground: number, h: number, r: number) => {
    const pillar = lathe(
      cx,
      [
        [ground - h, r],
        [ground, r],
      ],
      { curved: false },
    );
    const nodes = [0.3, 0.65]
      .map(
        (t) =>
          ring(pillar, ground - h * t, darken(bamboo, 0.35), 7) +
          ring(pillar, ground - h * t + 6, lighten(bamboo, 0.35), 3),
      )
      .join('');
    const cupTop = ground - h - 30;
    const cup = lathe(cx, [
      [cupTop, r * 1.15],
      [cupTop + 20, r * 1.05],
      [ground - h + 4, r * 0.9],
    ]);
    const candle = lathe(
      cx,
      [
        [cupTop - 90, r * 0.85],
        [cupTop + 6, r * 0.85],
      ],
      { curved: false },
    );
    return (
      shadow(art, cx, ground, r * 1.2) +
      drawLathe(art, pillar, bamboo, { pattern: nodes, sheen: 0.3, opening: false }) +
      drawLathe(art, candle, '#f5ecd9', { sheen: 0.4, opening: '#efe2c6' }) +
      drawLathe(art, cup, brass, { metal: true, opening: false }) +
      flame(art, cx, cupTop - 96, 26)
    );
  };
  return stand(330, G - 20, 420, 62) + stand(680, G - 30, 320, 62) + stand(510, G + 40, 220, 66);
}

export function planterStand(art: Art, look: Look): string {
  const wood = look.main;
  const ringY = G - 330;
  const legFill = art.c.linear(0, 0, 30, 0, [
    [0, lighten(wood, 0.2)],
    [1, darken(wood, 0.3)],
  ]);
  const leg = (x1: number, x2: number, shade: string) =>
    `<path d="M${x1 - 15} ${ringY - 10}L${x1 + 15} ${ringY - 10}L${x2 + 10} ${G}L${x2 - 10} ${G}Z" fill="${shade}"/>`;
  const pot = lathe(MID, [
    [ringY - 200, 150],
    [ringY - 120, 148],
    [ringY - 20, 118],
    [ringY + 40, 96],
  ]);
  // A snake plant: tall upright leaves with yellow edges.
  const rnd = art.rnd.fork('sansevieria');
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const x = MID - 100 + i * 25 + rnd.range(-6, 6);
    const h = rnd.range(260, 400);
    const lean = (i - 4) * 9;
    const top = ringY - 200 - h;
    return (
      `<path d="M${f(x - 16)} ${ringY - 190}Q${f(x - 20 + lean * 0.3)} ${f(top + h * 0.4)} ${f(x + lean)} ${f(top)}Q${f(x + 22 + lean * 0.3)} ${f(top + h * 0.4)} ${f(x + 16)} ${ringY - 190}Z" fill="${i % 2 ? '#4d7a3e' : '#3f6b36'}" stroke="#d8c45a" stroke-width="4"/>` +
      `<path d="M${f(x)} ${ringY - 200}Q${f(x + lean * 0.3)} ${f(top + h * 0.4)} ${f(x + lean * 0.9)} ${f(top + 20)}" stroke="#9fc28a" stroke-width="3" fill="none" stroke-dasharray="14 18" opacity="0.7"/>`
    );
  }).join('');
  return (
    shadow(art, MID, G, 220, 0.7) +
    leg(MID - 40, MID - 120, darken(wood, 0.3)) +
    leg(MID + 60, MID + 140, darken(wood, 0.3)) +
    leaves +
    drawLathe(art, pot, look.colors[1] ?? '#e9e1d2', { sheen: 0.35, opening: '#4a3222' }) +
    `<rect x="${MID - 170}" y="${ringY - 20}" width="340" height="34" rx="10" fill="${art.c.linear(
      0,
      ringY - 20,
      0,
      ringY + 14,
      [
        [0, lighten(wood, 0.2)],
        [1, darken(wood, 0.25)],
      ],
    )}"/>` +
    leg(MID - 120, MID - 220, legFill) +
    leg(MID + 120, MID + 230, legFill)
  );
}
