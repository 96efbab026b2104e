/** `npm run db:migrate`: applies the committed migrations that have not run yet (the server also does at start). */
import { openConfiguredDatabase } from '../db/connect';
import { runCommand } from './run-command';

runCommand(async (config) => {
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    console.log(`Migrations applied to the ${database.engine} database.`);
  } finally {
    await database.close();
  }
});
