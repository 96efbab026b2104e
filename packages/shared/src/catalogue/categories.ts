/**
 * Product categories. The first six are the collections of the PRODUCTS menu, with routes fixed by
 * the specification; the others hold the rest of the catalogue. The key is what products store.
 */
export const COLLECTIONS = [
  {
    key: 'storage-box',
    name: 'Storage Box',
    heading: 'Storage Box Collection',
    path: '/product/storage/box',
    skuPrefix: 'STOR',
  },
  {
    key: 'laundry-bin',
    name: 'Laundry Bin',
    heading: 'Laundry Bin Collection',
    path: '/product/laundry/bin',
    skuPrefix: 'LAUN',
  },
  {
    key: 'lamp-shade',
    name: 'Lamp Shade',
    heading: 'Lamp Shade',
    path: '/product/lamps/shade',
    skuPrefix: 'LAMP',
  },
  {
    key: 'home-decor',
    name: 'Home Decor',
    heading: 'Home Decor Collection',
    path: '/product/home/decor',
    skuPrefix: 'DECOR',
  },
  {
    key: 'flower-vase',
    name: 'Flower Vase',
    heading: 'Flower Vase',
    path: '/product/flower/vase',
    skuPrefix: 'VASE',
  },
  {
    key: 'essential',
    name: 'Essentials',
    heading: 'Essentials',
    path: '/product/essential',
    skuPrefix: 'ESS',
  },
] as const;

export const OTHER_CATEGORIES = [
  { key: 'garden', name: 'Garden', skuPrefix: 'GARD' },
  { key: 'wall-art', name: 'Wall Art', skuPrefix: 'WALL' },
  { key: 'kitchen', name: 'Kitchen', skuPrefix: 'KIT' },
  { key: 'accessories', name: 'Accessories', skuPrefix: 'ACC' },
  { key: 'textiles', name: 'Textiles', skuPrefix: 'TEX' },
] as const;

export type Collection = (typeof COLLECTIONS)[number];
export type CollectionKey = Collection['key'];

/** Every category key products may have. */
export const CATEGORY_KEYS = [
  'storage-box',
  'laundry-bin',
  'lamp-shade',
  'home-decor',
  'flower-vase',
  'essential',
  'garden',
  'wall-art',
  'kitchen',
  'accessories',
  'textiles',
] as const satisfies readonly (CollectionKey | (typeof OTHER_CATEGORIES)[number]['key'])[];
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** The shopper-facing name of a category ("Lamp Shade" for lamp-shade). */
export const CATEGORY_NAMES: Record<CategoryKey, string> = {
  'storage-box': 'Storage Box',
  'laundry-bin': 'Laundry Bin',
  'lamp-shade': 'Lamp Shade',
  'home-decor': 'Home Decor',
  'flower-vase': 'Flower Vase',
  // The menu's word (specification, main navigation), on every page: not "Essential" in some.
  essential: 'Essentials',
  garden: 'Garden',
  'wall-art': 'Wall Art',
  kitchen: 'Kitchen',
  accessories: 'Accessories',
  textiles: 'Textiles',
};
