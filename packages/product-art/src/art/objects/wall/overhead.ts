/** Things that hang from above: a wind chime, a bird feeder and a planter. */
import { darken, lighten } from '../../color';
import type { Look } from '../../palette';
import { trailing } from '../../plants';
import { drawLathe, f, lathe, MID, ring, wallShadow, type Art } from '../../shapes';

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
