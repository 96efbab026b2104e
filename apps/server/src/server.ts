import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { DatabaseLockedError } from './db/embedded-lock';
import { ownerSetupLink } from './features/staff/owner-setup';

async function main() {
  // `npm run dev` runs inside the server workspace: DATA_DIR and .env are taken relative to where
  // the command was typed, as for `npm start` and the staff commands.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  // A .env file in the working directory supplies variables the environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await connectDatabase(config);
  const app = await buildApp({ config, database });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`${database.engine} database ready; shop on ${config.publicUrl}`);

  const setupLink = await ownerSetupLink(database.db, config.publicUrl);
  if (setupLink) {
    const line = `Set up the shop's owner: ${setupLink}`;
    app.log.warn({ setupUrl: setupLink }, line);
    // Also in plain words for whoever started the shop: among JSON log lines it is easy to miss,
    // and with LOG_LEVEL=silent there are none.
    console.log(
      `\n  ${line}\n  Open it while signed in: that account becomes the shop's owner. Until then every start prints this same link.\n`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
