import { ORDER_STATUS_LABELS, orderNumberSchema } from '@terracraft/shared/orders';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createStandaloneOrderService } from './standalone';

const USAGE = 'Usage: npm run orders:advance -- <order number, e.g. TC1001> shipped|delivered';
const TARGETS = ['shipped', 'delivered'] as const;

interface Output {
  log(line: string): void;
  error(line: string): void;
}

/** Runs the command; answers the process exit code. */
export async function advanceOrderCommand(
  args: string[],
  { config, database, out }: { config: Config; database: DatabaseHandle; out: Output },
): Promise<number> {
  const [rawNumber, rawTarget, ...rest] = args;
  const number = orderNumberSchema.safeParse(rawNumber ?? '');
  const target = TARGETS.find((value) => value === rawTarget?.toLowerCase());
  if (!number.success || !target || rest.length > 0) {
    out.error(USAGE);
    return 2;
  }
  const silent = { info() {}, warn() {}, error() {} };
  const orders = createStandaloneOrderService(config, database.db, silent);
  try {
    const order = await orders.advance(number.data, target);
    out.log(`Order #${order.number} is now ${ORDER_STATUS_LABELS[order.status]}.`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
}
