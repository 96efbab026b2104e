/**
 * Staff move an order on: `npm run orders:advance -- TC1001 shipped|delivered`.
 * Works against DATABASE_URL, or the embedded database under DATA_DIR — which only one process
 * may open, so stop the shop server first.
 */
import { connectDatabase } from '../db/connect';
import { advanceOrderCommand } from '../features/orders/advance-command';
import { runCommand } from './run-command';

runCommand(async (config) => {
  const database = await connectDatabase(config);
  try {
    return await advanceOrderCommand(process.argv.slice(2), { config, database, out: console });
  } finally {
    await database.close();
  }
});
