import { existsSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { DatabaseLockedError } from './db/embedded-lock';
import { ownerSetupLink } from './features/staff';
import { terminalLogStream } from './lib/terminal-log';

async function main() {
  // `npm run dev` runs inside the server workspace: DATA_DIR and .env are taken relative to where
  // the command was typed, as for `npm start` and the staff commands.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  // A .env file in the working directory supplies variables the environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await connectDatabase(config);
  // Readable lines for whoever watches a terminal; JSON lines for files and log collectors.
  const terminal = process.stdout.isTTY === true;
  const app = await buildApp({
    config,
    database,
    ...(terminal ? { logStream: terminalLogStream(process.stdout, { colour: true }) } : {}),
  });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  if (!terminal) app.log.info(`${database.engine} database ready; shop on ${config.publicUrl}`);

  // In plain words for whoever started the shop, whatever the log level (decision 0033).
  const lines = [`TerraCraft is open at ${config.publicUrl}`];
  const setupLink = await ownerSetupLink(database.db, config.publicUrl);
  if (setupLink) {
    const line = `Set up the shop's owner: ${setupLink}`;
    if (!terminal) app.log.warn({ setupUrl: setupLink }, line);
    lines.push(
      line,
      "Open it while signed in: that account becomes the shop's owner. Until then every start prints this same link.",
    );
  }
  console.log(`\n  ${lines.join('\n  ')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
