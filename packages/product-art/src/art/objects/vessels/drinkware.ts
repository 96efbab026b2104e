/** Bottles and tumblers of copper, clay and brass. */
import { darken, lighten } from '../../color';
import type { Look } from '../../palette';
import { drawLathe, GROUND, lathe, ring, shadow, type Art } from '../../shapes';
import { hammered, ribs, speckles } from './surface';

const G = GROUND;

export function copperBottle(art: Art, look: Look): string {
  const color = look.main;
  const bottle = lathe(440, [
    [G - 470, 36],
    [G - 440, 40],
    [G - 400, 96],
    [G - 370, 112],
    [G - 60, 112],
    [G - 12, 106],
    [G, 98],
  ]);
  const cap = lathe(
    440,
    [
      [G - 520, 34],
      [G - 468, 38],
    ],
    { curved: false },
  );
  const glass = lathe(
    710,
    [
      [G - 230 + 30, 66],
      [G + 30, 54],
    ],
    { curved: false },
  );
  return (
    shadow(art, 440, G, 120) +
    shadow(art, 710, G + 30, 62) +
    drawLathe(art, bottle, color, {
      metal: true,
      pattern: hammered(art, bottle, color, G - 380, G - 20),
      opening: false,
    }) +
    drawLathe(art, cap, darken(color, 0.05), { metal: true }) +
    drawLathe(art, glass, color, {
      metal: true,
      pattern: hammered(art, glass, color, G - 190, G + 20),
    })
  );
}

export function terracottaBottle(art: Art, look: Look): string {
  const color = look.main;
  const body = lathe(470, [
    [G - 470, 26],
    [G - 430, 30],
    [G - 380, 50],
    [G - 300, 135],
    [G - 180, 152],
    [G - 70, 132],
    [G - 15, 96],
    [G, 92],
  ]);
  const cork = lathe(
    470,
    [
      [G - 510, 30],
      [G - 462, 25],
    ],
    { curved: false },
  );
  const pattern =
    [G - 330, G - 300, G - 270].map((y) => ring(body, y, darken(color, 0.3), 3)).join('') +
    ribs(body, G - 250, G - 40, 24, darken(color, 0.25));
  const cup = lathe(720, [
    [G + 20 - 150, 58],
    [G + 20 - 120, 52],
    [G + 20 - 30, 46],
    [G + 20, 40],
  ]);
  return (
    shadow(art, 470, G, 150) +
    shadow(art, 720, G + 20, 55) +
    drawLathe(art, body, color, { pattern, sheen: 0.2, opening: false }) +
    drawLathe(art, cork, '#c8a27a', {
      pattern: speckles(art, cork, '#7a5436', 24),
    }) +
    drawLathe(art, cup, color, { pattern: ring(cup, G - 95, darken(color, 0.3), 3) })
  );
}

export function brassTumblers(art: Art, look: Look): string {
  const color = look.main;
  const tumbler = (cx: number, ground: number) => {
    const body = lathe(
      cx,
      [
        [ground - 290, 80],
        [ground - 280, 78],
        [ground, 62],
      ],
      { curved: false },
    );
    return (
      shadow(art, cx, ground, 70) +
      drawLathe(art, body, color, {
        metal: true,
        pattern:
          hammered(art, body, color, ground - 270, ground - 10) +
          ring(body, ground - 272, darken(color, 0.3), 2),
      }) +
      ring(body, ground - 288, lighten(color, 0.5), 4)
    );
  };
  return tumbler(330, G - 30) + tumbler(670, G - 30) + tumbler(500, G + 40);
}
