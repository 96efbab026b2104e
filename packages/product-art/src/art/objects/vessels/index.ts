/** Turned and thrown things: vases, bottles, pots, bowls, tumblers and lamps of clay and metal. */
export { brassTumblers, copperBottle, terracottaBottle } from './drinkware';
export { birdBathBowl, brassUrli, cookingHandi, terracottaPlanters } from './pots';
export { coconutBowlSet, coconutSoapDish, diyaSet, kansaDinnerPlate, pujaThali } from './tableware';
export {
  bambooTubeVase,
  bluePotteryVase,
  budVaseTrio,
  etchedBrassVase,
  khurjaFloorVase,
  matkaVase,
} from './vases';
