/** Placing the shop's products in a scene, standing or hung. */
import { place, type Drawer } from '../art/rooms';
import type { Art } from '../art/shapes';
import type { Material } from '../art/palette';

export type Item = [
  draw: Drawer,
  material: Material,
  colors: string[],
  x: number,
  ground: number,
  scale: number,
];

export const items = (art: Art, list: Item[]) =>
  list
    .map(([draw, material, colors, x, ground, scale], i) =>
      place(art, draw, material, colors, x, ground, scale, String(i)),
    )
    .join('');

/** A hanging drawing (cable from the top of the stage) placed so its top is at `top`. */
export const hang = (
  art: Art,
  draw: Drawer,
  material: Material,
  colors: string[],
  x: number,
  top: number,
  scale: number,
) => place(art, draw, material, colors, x, top + 800 * scale, scale, `hang-${x}`);
