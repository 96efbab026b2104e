/**
 * The HSN code and GST rate of each product of the opening catalogue, by what it is made of and
 * what it is (decision 0023 lists them with their sources). The first rule that matches a
 * product's name (lower case; and its category, when the rule names some) gives its class; the
 * custom migration `product_tax_classes` applies the same rules, as SQL, to existing rows.
 * Rates are the schedule's from 22 September 2025 (5% and 18% for these goods; 3% jewellery).
 */
import { DEFAULT_TAX_CLASS } from '@terracraft/shared/invoices';

export interface TaxClass {
  hsnCode: string;
  gstRate: number;
}

interface TaxRule extends TaxClass {
  /** Any of these words in the name. */
  words: string[];
  /** And, when given, one of these categories. */
  categories?: string[];
  /** What the goods are, for the decision record. */
  note: string;
}

const KITCHEN = ['kitchen', 'essential'];

export const TAX_RULES: TaxRule[] = [
  {
    words: ['lamp', 'sconce', 'lantern'],
    hsnCode: '9405',
    gstRate: 18,
    note: 'lamps and lighting fittings',
  },
  { words: ['mirror'], hsnCode: '7009', gstRate: 18, note: 'framed glass mirrors' },
  { words: ['chest', 'planter stand'], hsnCode: '9403', gstRate: 18, note: 'wooden furniture' },
  {
    words: ['tote', 'sleeve', 'clutch'],
    hsnCode: '4202',
    gstRate: 18,
    note: 'handbags and cases of textile',
  },
  { words: ['necklace', 'bracelet'], hsnCode: '7117', gstRate: 3, note: 'imitation jewellery' },
  { words: ['toothbrush'], hsnCode: '9603', gstRate: 5, note: 'toothbrushes' },
  { words: ['comb'], hsnCode: '9615', gstRate: 5, note: 'combs' },
  { words: ['coconut'], hsnCode: '9602', gstRate: 5, note: 'worked vegetable carving material' },
  { words: ['painting'], hsnCode: '9701', gstRate: 5, note: 'paintings executed by hand' },
  {
    words: ['macrame', 'rope'],
    hsnCode: '5609',
    gstRate: 5,
    note: 'articles of yarn, twine and cordage',
  },
  { words: ['bedsheet'], hsnCode: '6302', gstRate: 5, note: 'bed linen of cotton' },
  { words: ['rug', 'dhurrie'], hsnCode: '5702', gstRate: 5, note: 'woven floor coverings' },
  {
    words: ['cushion', 'runner', 'throw'],
    hsnCode: '6304',
    gstRate: 5,
    note: 'furnishing articles',
  },
  {
    words: ['brass', 'copper', 'kansa', 'bronze'],
    categories: KITCHEN,
    hsnCode: '7418',
    gstRate: 5,
    note: 'table and kitchen ware of copper alloys',
  },
  {
    words: ['brass', 'copper'],
    hsnCode: '8306',
    gstRate: 5,
    note: 'bells, statuettes and ornaments of base metal',
  },
  {
    words: ['terracotta', 'ceramic', 'pottery', 'clay'],
    categories: KITCHEN,
    hsnCode: '6912',
    gstRate: 5,
    note: 'ceramic tableware and kitchenware',
  },
  {
    words: ['terracotta', 'ceramic', 'pottery', 'clay', 'diya', 'warli'],
    hsnCode: '6913',
    gstRate: 5,
    note: 'ornamental ceramic articles',
  },
  {
    words: ['wood'],
    categories: KITCHEN,
    hsnCode: '4419',
    gstRate: 5,
    note: 'tableware and kitchenware of wood',
  },
  {
    words: ['wood'],
    hsnCode: '4420',
    gstRate: 5,
    note: 'caskets, statuettes and ornaments of wood',
  },
  {
    words: ['basket', 'box', 'hamper', 'bin', 'trunk', 'handbag'],
    hsnCode: '4602',
    gstRate: 5,
    note: 'basketwork of bamboo, cane, jute and other plaiting materials',
  },
  { words: ['bamboo'], hsnCode: '4421', gstRate: 5, note: 'other articles of wood and bamboo' },
  {
    words: ['cane', 'rattan', 'seagrass', 'hyacinth', 'reed', 'jute'],
    hsnCode: '4602',
    gstRate: 5,
    note: 'articles of plaiting materials',
  },
  {
    words: ['cotton', 'khadi', 'kantha'],
    hsnCode: '6304',
    gstRate: 5,
    note: 'furnishing articles',
  },
];

/** Anything no rule names: basketwork, what most of the shop sells. */
export { DEFAULT_TAX_CLASS };

export function taxClassOf(product: { name: string; category: string }): TaxClass {
  const name = product.name.toLowerCase();
  const rule = TAX_RULES.find(
    (candidate) =>
      candidate.words.some((word) => name.includes(word)) &&
      (!candidate.categories || candidate.categories.includes(product.category)),
  );
  return rule ? { hsnCode: rule.hsnCode, gstRate: rule.gstRate } : DEFAULT_TAX_CLASS;
}

/** The same rules as one SQL statement, for the data migration. */
export function taxClassSql(): string {
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const when = (rule: TaxRule, value: string) => {
    const words = rule.words.map((word) => `lower(name) LIKE ${quote(`%${word}%`)}`).join(' OR ');
    const categories = rule.categories
      ? ` AND category IN (${rule.categories.map(quote).join(', ')})`
      : '';
    return `    WHEN (${words})${categories} THEN ${value}`;
  };
  const column = (pick: (c: TaxClass) => string, fallback: string) =>
    [
      'CASE',
      ...TAX_RULES.map((rule) => when(rule, pick(rule))),
      `    ELSE ${fallback}`,
      '  END',
    ].join('\n');
  return `UPDATE products SET\n  hsn_code = ${column((c) => quote(c.hsnCode), quote(DEFAULT_TAX_CLASS.hsnCode))},\n  gst_rate = ${column((c) => String(c.gstRate), String(DEFAULT_TAX_CLASS.gstRate))};`;
}
