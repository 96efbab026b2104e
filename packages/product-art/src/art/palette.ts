/**
 * Colours of the artwork: the materials the shop's goods are made of, and the colour names the
 * product data uses.
 */
export type Material =
  | 'bamboo'
  | 'cane'
  | 'jute'
  | 'seagrass'
  | 'hyacinth'
  | 'reed'
  | 'wood'
  | 'terracotta'
  | 'ceramic'
  | 'brass'
  | 'copper'
  | 'bronze'
  | 'cotton'
  | 'coconut'
  | 'paper';

/** The natural colour of each material. */
const MATERIAL_COLORS: Record<Material, string> = {
  bamboo: '#d6ad6b',
  cane: '#d1a059',
  jute: '#c29a63',
  seagrass: '#b6a36a',
  hyacinth: '#a5845a',
  reed: '#cdb574',
  wood: '#9c6a42',
  terracotta: '#bf643d',
  ceramic: '#e9e1d2',
  brass: '#c9a040',
  copper: '#b8673a',
  bronze: '#ae8346',
  cotton: '#eee5d3',
  coconut: '#5e3b22',
  paper: '#efe3c8',
};

/** Material words as they appear in product data, most specific first. */
const MATERIAL_WORDS: [RegExp, Material][] = [
  [/water hyacinth/, 'hyacinth'],
  [/seagrass/, 'seagrass'],
  [/kauna|reed/, 'reed'],
  [/bamboo/, 'bamboo'],
  [/cane|rattan/, 'cane'],
  [/jute/, 'jute'],
  [/terracotta|clay/, 'terracotta'],
  [/ceramic|stoneware|pottery|porcelain/, 'ceramic'],
  [/copper/, 'copper'],
  [/kansa|bronze|bell metal/, 'bronze'],
  [/brass|dhokra/, 'brass'],
  [/coconut/, 'coconut'],
  [/sheesham|mango wood|neem|rosewood|wood/, 'wood'],
  [/paper|pigment/, 'paper'],
  [/cotton|khadi|silk|sari|cambric|linen/, 'cotton'],
];

/** The material a text names first ("Cane over bamboo frame" is cane). */
export function materialOf(text: string): Material | undefined {
  const lower = text.toLowerCase();
  let best: { at: number; material: Material } | undefined;
  for (const [word, material] of MATERIAL_WORDS) {
    const at = lower.search(word);
    if (at >= 0 && (!best || at < best.at)) best = { at, material };
  }
  return best?.material;
}

const NAMED: Record<string, string> = {
  walnut: '#6b4428',
  ivory: '#eee4cf',
  white: '#f6f2ea',
  terracotta: '#bf643d',
  'antique gold': '#a9863d',
  brass: '#c9a040',
  gold: '#d0a63c',
  bronze: '#ae8346',
  copper: '#b8673a',
  indigo: '#2e3f72',
  rust: '#b0522c',
  mustard: '#d3a02c',
  ochre: '#c68f2e',
  sage: '#9aae8a',
  sand: '#d8c19c',
  slate: '#5d6a78',
  grey: '#9a9894',
  charcoal: '#3d3b3a',
  black: '#25211f',
  red: '#b5342a',
  yellow: '#e1b32f',
  green: '#52793b',
  blue: '#2a55a1',
  turquoise: '#39a5a0',
  honey: '#c98f3e',
  'honey brown': '#a6723b',
  'natural brown': '#8b5b35',
  'dark brown': '#55331f',
  'smoked brown': '#6d4a2c',
  straw: '#d3bc7b',
};

/** Several bright colours, for products listed as Multicolour. */
const MULTICOLOUR = ['#b5342a', '#e1a526', '#2e6f8e', '#5b8a3a', '#c9577f', '#e07b39'];

/** The colour a product's colour name means, given what it is made of. */
function colorOf(name: string, material: Material): string[] {
  if (/^#[0-9a-f]{6}$/i.test(name)) return [name];
  const key = name.trim().toLowerCase();
  if (key === 'natural') return [MATERIAL_COLORS[material]];
  if (key === 'multicolour' || key === 'multicolor') return MULTICOLOUR;
  return [NAMED[key] ?? MATERIAL_COLORS[material]];
}

/** How an object is coloured: what it is made of and the colours it comes in. */
export interface Look {
  material: Material;
  /** The product's colours, resolved; at least one. */
  colors: string[];
  main: string;
  second: string;
  accent: string;
  /** Whether the object is styled with the flowers, stems or food of its own picture. */
  dressed: boolean;
}

export function lookOf(material: Material, colorNames: string[], dressed = true): Look {
  const colors = colorNames.flatMap((name) => colorOf(name, material));
  if (colors.length === 0) colors.push(MATERIAL_COLORS[material]);
  const main = colors[0]!;
  const second = colors[1] ?? MATERIAL_COLORS[material];
  const accent = colors[2] ?? colors[1] ?? '#eee4cf';
  return { material, colors, main, second, accent, dressed };
}
