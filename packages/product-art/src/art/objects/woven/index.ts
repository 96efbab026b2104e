/** Baskets, bins, hampers, boxes, trunks and chests. */
export { basketInProgress, breadBasket, juteBasketSet } from './baskets';
export {
  bambooLiddedBox,
  blanketChest,
  caneMagazineBasket,
  hyacinthTrunk,
  keepsakeBox,
} from './boxes';
export {
  bambooLaundryBasket,
  caneDoubleHamper,
  juteLaundryBin,
  reedLaundryBasket,
  ropeLaundryBasket,
  seagrassHamper,
} from './laundry';
