/** `npm run db:seed`: runs the seeds this database has not had yet (the server also does at start). */
import { openConfiguredDatabase } from '../db/connect';
import { seedDatabase } from '../db/seed';
import { runCommand } from './run-command';

runCommand(async (config) => {
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const applied = await seedDatabase(database.db);
    console.log(applied.length ? `Seeded: ${applied.join(', ')}.` : 'Every seed has already run.');
  } finally {
    await database.close();
  }
});
