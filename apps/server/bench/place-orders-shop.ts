/** The order benchmark's shop: its scenarios, the products and limits they need, and its server. */
import { openDatabase } from '../src/db/client';
import { startServer, withPgClient, type BenchServer } from './bench-kit';

const PRICE = 49_900;

export interface Scenario {
  name: string;
  /** The products of the scenario and their opening stock. */
  products: { slug: string; stock: number }[];
  /** The lines of one order. */
  basket: () => { id: string; quantity: number }[];
  /** Stock runs out during the run: 409 OUT_OF_STOCK answers are expected. */
  sellsOut: boolean;
}

export function scenarios(): Scenario[] {
  const hot = { slug: 'bench-hot-lamp', stock: 1_000_000 };
  const scarce = { slug: 'bench-scarce-lamp', stock: 100 };
  const many = Array.from({ length: 20 }, (_, i) => ({
    slug: `bench-shelf-${String(i + 1).padStart(2, '0')}`,
    stock: 1_000_000,
  }));
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  return [
    {
      name: 'one hot product',
      products: [hot],
      basket: () => [{ id: hot.slug, quantity: 1 }],
      sellsOut: false,
    },
    {
      name: 'one product selling out',
      products: [scarce],
      basket: () => [{ id: scarce.slug, quantity: 1 + Math.floor(Math.random() * 2) }],
      sellsOut: true,
    },
    {
      name: '20 products, 1–3 a basket',
      products: many,
      basket: () => {
        // In whatever order the shopper added them: the shop must not deadlock on it.
        const lines = new Map<string, number>();
        const count = 1 + Math.floor(Math.random() * 3);
        while (lines.size < count) lines.set(pick(many).slug, 1 + Math.floor(Math.random() * 2));
        return [...lines].map(([id, quantity]) => ({ id, quantity }));
      },
      sellsOut: false,
    },
  ];
}

/** A fresh database migrated, with the scenarios' products and order limits that let them buy. */
export async function prepareDatabase(databaseUrl: string, plan: Scenario[]): Promise<void> {
  const database = await openDatabase({ engine: 'postgres', url: databaseUrl, poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  await withPgClient(databaseUrl, async (client) => {
    for (const { slug, stock } of plan.flatMap((scenario) => scenario.products)) {
      await client.query(
        `INSERT INTO products (slug, sku, name, category, description, price, mrp, stock, images,
           image_alt)
         VALUES ($1, $2, $3, 'home-decor', 'A lamp for the benchmark', $4, $5, $6, $7, 'A lamp')`,
        [
          slug,
          slug.toUpperCase().replace(/-/g, ''),
          slug.replace(/-/g, ' '),
          PRICE,
          PRICE + 20_000,
          stock,
          [`/media/products/${slug}`],
        ],
      );
    }
    // The owner's order limits at their highest: every shopper places hundreds of orders.
    await client.query(
      `INSERT INTO settings (key, value) VALUES ('orderLimits', $1)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      [
        JSON.stringify({
          maxUnitsPerLine: 999,
          maxUnitsPerOrder: 999,
          maxUnpaidOnlineOrders: 999,
          maxOpenCodOrders: 999,
        }),
      ],
    );
  });
}

/**
 * The shop's server as it runs in production, on `databaseUrl`; `cpuProfDir`, when given, is where
 * it writes a CPU profile when it stops.
 */
export function startShop(
  databaseUrl: string,
  cpuProfDir: string | undefined,
): Promise<BenchServer> {
  return startServer(
    {
      DATABASE_URL: databaseUrl,
      // As the shop runs in production: React's production build renders the mails.
      NODE_ENV: 'production',
      BENCH_CONFIG: JSON.stringify({
        TRUST_PROXY: '127.0.0.1',
        WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
      }),
    },
    {
      imports: process.env.BENCH_CPU_PROF ? [process.env.BENCH_CPU_PROF] : [],
      nodeOptions: cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [],
    },
  );
}
