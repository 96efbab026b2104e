/** Lamps and lanterns, lit: warm light through weaves, cut-outs and cloth. */
export { bambooPendantLamp, juteDrumShade, macrameLampShade } from './pendants';
export {
  bambooFloorLamp,
  caneMushroomLamp,
  dhokraLantern,
  jaaliTableLamp,
  rattanWallSconce,
} from './standing';
