/**
 * Product pictures: each product is drawn as the kind of thing it is (chosen from its name and
 * category), in its own colours and material, on a studio backdrop. Patterns and the backdrop are
 * varied by the product's slug, so no two products look alike and a product always looks the same.
 */
import type { CatalogueProduct } from '@terracraft/seed-data/catalogue';
import { Canvas } from './art/canvas';
import { luminance } from './art/color';
import * as accessories from './art/objects/accessories';
import * as figures from './art/objects/figures';
import * as lamps from './art/objects/lamps';
import * as small from './art/objects/small';
import * as textiles from './art/objects/textiles';
import * as vessels from './art/objects/vessels';
import * as wall from './art/objects/wall';
import * as woven from './art/objects/woven';
import { lookOf, materialOf, type Look, type Material } from './art/palette';
import { randomFor, type Random } from './art/random';
import { backdrop, GROUND, HORIZON, MID, STAGE, WALLS, type Art, type Wall } from './art/shapes';

type Drawer = (art: Art, look: Look) => string;

/** Where a thing is shown: standing on the floor, hanging from above, or on the wall. */
type Setting = 'floor' | 'hanging' | 'wall' | 'flat';

interface Kind {
  draw: Drawer;
  setting: Setting;
  /** Lamps and candles are shown lit in a dimmer room. */
  lit?: boolean;
  /**
   * Enlarges (above 1) or shrinks the drawing about where it meets the floor, or for hanging
   * things about the top of the picture.
   */
  zoom?: number;
}

const floor = (draw: Drawer, zoom?: number): Kind => ({ draw, setting: 'floor', zoom });
const hanging = (draw: Drawer, lit: boolean, zoom: number): Kind => ({
  draw,
  setting: 'hanging',
  lit,
  zoom,
});
const onWall = (draw: Drawer, lit = false): Kind => ({ draw, setting: 'wall', lit });

const KINDS = {
  budVaseTrio: floor(vessels.budVaseTrio, 1.15),
  matkaVase: floor(vessels.matkaVase),
  brassVase: floor(vessels.etchedBrassVase),
  bambooTubeVase: floor(vessels.bambooTubeVase),
  bluePotteryVase: floor(vessels.bluePotteryVase),
  floorVase: floor(vessels.khurjaFloorVase, 1),
  copperBottle: floor(vessels.copperBottle, 1.15),
  clayBottle: floor(vessels.terracottaBottle, 1.15),
  planterPair: floor(vessels.terracottaPlanters),
  planterStand: floor(small.planterStand, 1),
  cookingPot: floor(vessels.cookingHandi),
  birdBath: floor(vessels.birdBathBowl),
  urli: floor(vessels.brassUrli, 1.05),
  coconutBowls: floor(vessels.coconutBowlSet, 1.15),
  soapDish: floor(vessels.coconutSoapDish, 1.35),
  tumblers: floor(vessels.brassTumblers, 1.15),
  diyas: { ...floor(vessels.diyaSet, 1.2), lit: true },
  dinnerPlate: floor(vessels.kansaDinnerPlate, 1.2),
  pujaThali: { ...floor(vessels.pujaThali, 1.2), lit: true },
  basketSet: floor(woven.juteBasketSet),
  liddedBox: floor(woven.bambooLiddedBox, 1.2),
  keepsakeBox: floor(woven.keepsakeBox, 1.25),
  trunk: floor(woven.hyacinthTrunk, 1.15),
  magazineBasket: floor(woven.caneMagazineBasket, 1.15),
  chest: floor(woven.blanketChest, 1.1),
  laundryBasket: floor(woven.bambooLaundryBasket),
  laundryBin: floor(woven.juteLaundryBin),
  hamper: floor(woven.seagrassHamper),
  ropeBasket: floor(woven.ropeLaundryBasket),
  doubleHamper: floor(woven.caneDoubleHamper),
  reedBasket: floor(woven.reedLaundryBasket),
  breadBasket: floor(woven.breadBasket, 1.1),
  pendantLamp: hanging(lamps.bambooPendantLamp, true, 1.25),
  macrameLamp: hanging(lamps.macrameLampShade, true, 1.12),
  drumShade: hanging(lamps.juteDrumShade, true, 1.15),
  tableLamp: { ...floor(lamps.caneMushroomLamp), lit: true },
  jaaliLamp: { ...floor(lamps.jaaliTableLamp), lit: true },
  floorLamp: { ...floor(lamps.bambooFloorLamp, 1), lit: true },
  sconce: onWall(lamps.rattanWallSconce, true),
  lantern: { ...floor(lamps.dhokraLantern), lit: true },
  macrameWallHanging: onWall(wall.macrameWallHanging),
  painting: onWall(wall.madhubaniPainting),
  scroll: onWall(wall.patachitraScroll),
  sunFace: onWall(wall.brassSuryaWall),
  wallPlates: onWall(wall.warliPlates),
  wallBaskets: onWall(wall.caneWallBaskets),
  mirror: onWall(wall.sunburstMirror),
  windChime: hanging(wall.windChime, false, 1.08),
  birdFeeder: hanging(wall.birdFeeder, false, 1.15),
  hangingPlanter: hanging(wall.hangingPlanter, false, 1),
  horse: floor(figures.bankuraHorse),
  elephants: floor(figures.elephantPair, 1.1),
  tableRunner: { draw: textiles.tableRunner, setting: 'flat' },
  cushions: floor(textiles.cushionCovers),
  throw: floor(textiles.kanthaThrow, 1.05),
  sheets: floor(textiles.bedsheetSet, 1.1),
  rug: { draw: textiles.braidedRug, setting: 'flat' },
  mat: { draw: textiles.dhurrieMat, setting: 'flat' },
  tray: floor(small.servingTray, 1),
  toothbrushes: floor(small.toothbrushSet, 1.15),
  comb: floor(small.neemComb, 1.2),
  choppingBoard: floor(small.choppingBoard),
  candleStands: { ...floor(small.candleStands), lit: true },
  tote: floor(accessories.juteTote),
  clutch: floor(accessories.kanthaClutch, 1.2),
  handbag: floor(accessories.caneHandbag),
  laptopSleeve: floor(accessories.laptopSleeve),
  necklace: floor(accessories.pendantNecklace),
  bracelets: floor(accessories.beadBracelets, 1.2),
} satisfies Record<string, Kind>;

type KindName = keyof typeof KINDS;

/**
 * What a product is, from the words of its slug and name; the first rule that matches wins, so
 * the specific ones ("pendant necklace") come before the general ones ("pendant").
 */
const RULES: [RegExp, KindName][] = [
  [/necklace/, 'necklace'],
  [/bracelet|bangle|beads?\b/, 'bracelets'],
  [/macrame.*(lamp|shade)/, 'macrameLamp'],
  [/pendant/, 'pendantLamp'],
  [/drum/, 'drumShade'],
  [/floor lamp/, 'floorLamp'],
  [/sconce/, 'sconce'],
  [/jaali/, 'jaaliLamp'],
  [/lantern/, 'lantern'],
  [/table lamp|lamp/, 'tableLamp'],
  [/chime/, 'windChime'],
  [/hanging planter/, 'hangingPlanter'],
  [/planter stand|plant stand/, 'planterStand'],
  [/bird feeder/, 'birdFeeder'],
  [/bird bath/, 'birdBath'],
  [/planter|flower pot/, 'planterPair'],
  [/wall hanging/, 'macrameWallHanging'],
  [/mirror/, 'mirror'],
  [/scroll|pattachitra/, 'scroll'],
  [/madhubani|painting/, 'painting'],
  [/surya|sun\b/, 'sunFace'],
  [/wall plates?|warli/, 'wallPlates'],
  [/wall basket/, 'wallBaskets'],
  [/horse/, 'horse'],
  [/elephant/, 'elephants'],
  [/urli/, 'urli'],
  [/candle/, 'candleStands'],
  [/diya/, 'diyas'],
  [/bud vase/, 'budVaseTrio'],
  [/matka/, 'matkaVase'],
  [/blue pottery/, 'bluePotteryVase'],
  [/floor vase/, 'floorVase'],
  [/(brass|metal).*vase/, 'brassVase'],
  [/(bamboo|tube).*vase/, 'bambooTubeVase'],
  [/toothbrush/, 'toothbrushes'],
  [/thali/, 'pujaThali'],
  [/comb\b/, 'comb'],
  [/copper.*bottle/, 'copperBottle'],
  [/bottle/, 'clayBottle'],
  [/soap/, 'soapDish'],
  [/plate/, 'dinnerPlate'],
  [/handi|cooking/, 'cookingPot'],
  [/bread/, 'breadBasket'],
  [/chopping|cutting board/, 'choppingBoard'],
  [/tumbler|glass/, 'tumblers'],
  [/bowl/, 'coconutBowls'],
  [/tray/, 'tray'],
  [/tote|shopping bag/, 'tote'],
  [/clutch/, 'clutch'],
  [/handbag|purse/, 'handbag'],
  [/laptop|sleeve/, 'laptopSleeve'],
  [/runner/, 'tableRunner'],
  [/cushion/, 'cushions'],
  [/throw|quilt/, 'throw'],
  [/rug/, 'rug'],
  [/bedsheet|bed sheet/, 'sheets'],
  [/dhurrie|floor mat|\bmat\b/, 'mat'],
  [/magazine/, 'magazineBasket'],
  [/storage basket/, 'basketSet'],
  [/keepsake|jewellery box/, 'keepsakeBox'],
  [/trunk/, 'trunk'],
  [/chest/, 'chest'],
  [/laundry basket with lid/, 'laundryBasket'],
  [/double.*hamper/, 'doubleHamper'],
  [/hamper/, 'hamper'],
  [/rope/, 'ropeBasket'],
  [/reed|kauna/, 'reedBasket'],
  [/laundry bin|foldable/, 'laundryBin'],
  [/lidded|storage box/, 'liddedBox'],
];

/** What a product of each category is drawn as when no rule names it. */
const CATEGORY_KINDS: Record<CatalogueProduct['category'], KindName> = {
  'storage-box': 'liddedBox',
  'laundry-bin': 'laundryBasket',
  'lamp-shade': 'tableLamp',
  'home-decor': 'diyas',
  'flower-vase': 'matkaVase',
  essential: 'clayBottle',
  garden: 'planterPair',
  'wall-art': 'painting',
  kitchen: 'coconutBowls',
  accessories: 'tote',
  textiles: 'cushions',
};

type ProductData = Pick<
  CatalogueProduct,
  'slug' | 'name' | 'category' | 'colors' | 'specifications' | 'tags'
>;

export function productKind(product: ProductData): { kind: KindName; byRule: boolean } {
  const words = `${product.slug.replace(/-/g, ' ')} ${product.name}`.toLowerCase();
  const rule = RULES.find(([pattern]) => pattern.test(words));
  return rule
    ? { kind: rule[1], byRule: true }
    : { kind: CATEGORY_KINDS[product.category], byRule: false };
}

function productLook(product: ProductData): Look {
  const material = product.specifications.find((spec) => /material/i.test(spec.label))?.value;
  const found: Material =
    (material ? materialOf(material) : undefined) ??
    materialOf(`${product.name} ${product.tags.join(' ')}`) ??
    'wood';
  return lookOf(found, product.colors);
}

/** Walls that light-coloured things stand out against. */
const DEEP_WALLS: Wall[] = [
  { wall: '#d9c2a8', floor: '#bea286' },
  { wall: '#c9cbb6', floor: '#aeae94' },
  { wall: '#d6b9a5', floor: '#ba9a85' },
];

function wallFor(look: Look, rnd: Random): Wall {
  return rnd.pick(luminance(look.main) > 0.5 ? DEEP_WALLS : WALLS);
}

/** The full-size SVG picture of a product: STAGE × STAGE units drawn at `size` pixels. */
export function productSvg(product: ProductData, size: number): string {
  const { kind: name } = productKind(product);
  const kind: Kind = KINDS[name];
  const look = productLook(product);
  const c = new Canvas();
  const art: Art = { c, rnd: randomFor(`product:${product.slug}`) };
  const tone = wallFor(look, art.rnd.fork('wall'));
  const horizon =
    kind.setting === 'wall'
      ? STAGE
      : kind.setting === 'hanging'
        ? 880
        : kind.setting === 'flat'
          ? 300
          : HORIZON;
  const zoom = kind.zoom ?? 1.1;
  const anchorY = kind.setting === 'hanging' ? 0 : GROUND + 60;
  const transform =
    (kind.setting === 'floor' || kind.setting === 'hanging') && zoom !== 1
      ? ` transform="translate(${MID} ${anchorY}) scale(${zoom}) translate(${-MID} ${-anchorY})"`
      : '';
  // A lit lamp is shown in the warm dusk of an evening room.
  const dim = kind.lit
    ? `<rect width="${STAGE}" height="${STAGE}" fill="#5a3a22" opacity="0.2"/>`
    : '';
  const body =
    backdrop(art, STAGE, STAGE, horizon, tone) +
    dim +
    `<g${transform}>${kind.draw({ c, rnd: art.rnd.fork('object') }, look)}</g>`;
  return c.document(size, size, STAGE, STAGE, body);
}
