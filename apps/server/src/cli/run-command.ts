import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from '../config';
import { DatabaseLockedError } from '../db/embedded-lock';

/**
 * Runs a staff command with the shop's configuration. npm runs workspace scripts inside the
 * workspace, so DATA_DIR and .env are taken relative to where the command was typed, as for
 * `npm start`.
 */
export function runCommand(command: (config: Config) => Promise<number | void>) {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  if (existsSync('.env')) process.loadEnvFile('.env');
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
    return;
  }
  if (!config.databaseUrl) {
    console.log(
      `Using the embedded database in ${config.dataDir}. Only one process can open it: stop the shop server first.`,
    );
  }
  command(config)
    .then((code) => {
      process.exitCode = code ?? 0;
    })
    .catch((error: unknown) => {
      console.error(error instanceof DatabaseLockedError ? error.message : error);
      process.exitCode = 1;
    });
}
