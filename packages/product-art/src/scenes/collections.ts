/** Collection tiles: studio arrangements of each collection's products. */
import type { CollectionKey } from '@terracraft/shared/catalogue/categories';
import * as figures from '../art/objects/figures';
import * as lamps from '../art/objects/lamps';
import * as small from '../art/objects/small';
import * as vessels from '../art/objects/vessels';
import * as wall from '../art/objects/wall';
import * as woven from '../art/objects/woven';
import { backdrop, WALLS, type Art } from '../art/shapes';
import { hang, items, type Item } from './stage';

/** A studio arrangement of products, for collection tiles: centred, so a square crop keeps it. */
function studio(tone: number, horizon: number, list: Item[]) {
  return (art: Art) =>
    backdrop(art, 800, 600, horizon, WALLS[tone % WALLS.length]!) + items(art, list);
}

export const COLLECTION_SCENES: Record<CollectionKey, (art: Art) => string> = {
  'storage-box': studio(0, 360, [
    [woven.hyacinthTrunk, 'hyacinth', ['Natural'], 460, 500, 0.58],
    [woven.bambooLiddedBox, 'bamboo', ['Natural'], 270, 570, 0.46],
    [woven.keepsakeBox, 'wood', ['Dark brown'], 560, 590, 0.4],
  ]),
  'laundry-bin': studio(1, 390, [
    [woven.bambooLaundryBasket, 'bamboo', ['Natural', 'Grey'], 280, 540, 0.58],
    [woven.seagrassHamper, 'seagrass', ['Natural'], 520, 520, 0.56],
    [woven.ropeLaundryBasket, 'cotton', ['Ivory', 'Charcoal'], 430, 600, 0.46],
  ]),
  'lamp-shade': (art) =>
    backdrop(art, 800, 600, 470, WALLS[3]!) +
    `<rect width="800" height="600" fill="#5a3a22" opacity="0.18"/>` +
    hang(art, lamps.bambooPendantLamp, 'bamboo', ['Natural'], 300, -60, 0.55) +
    hang(art, lamps.macrameLampShade, 'cotton', ['Ivory'], 540, -130, 0.5) +
    items(art, [[lamps.caneMushroomLamp, 'cane', ['Natural', 'Walnut'], 620, 590, 0.42]]),
  'home-decor': studio(2, 400, [
    [wall.sunburstMirror, 'cane', ['Natural'], 420, 440, 0.42],
    [figures.bankuraHorse, 'terracotta', ['Terracotta'], 300, 560, 0.5],
    [small.candleStands, 'bamboo', ['Natural'], 560, 570, 0.4],
  ]),
  'flower-vase': studio(4, 420, [
    [vessels.matkaVase, 'terracotta', ['Terracotta'], 270, 540, 0.5],
    [vessels.etchedBrassVase, 'brass', ['Gold'], 530, 520, 0.52],
    [vessels.bluePotteryVase, 'ceramic', ['Blue', 'Turquoise', 'White'], 410, 590, 0.46],
  ]),
  essential: studio(5, 380, [
    [vessels.copperBottle, 'copper', ['Copper'], 290, 530, 0.62],
    [small.toothbrushSet, 'bamboo', ['Natural'], 530, 520, 0.52],
    [vessels.coconutSoapDish, 'coconut', ['Dark brown'], 420, 600, 0.5],
  ]),
};
