import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle } from '../../db/client';
import { serverSecrets } from '../../db/schema';

/** A secret generated on first start and kept in DATA_DIR, so sessions survive restarts. */
function resolveAuthSecretFile(config: {
  authSecret: string | undefined;
  dataDir: string;
}): string {
  const file = join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const SECRET_NAME = 'auth-secret';

/**
 * The session signing secret: AUTH_SECRET when set. Otherwise, on the embedded database, one
 * generated on first start and kept in DATA_DIR; on PostgreSQL, one kept in the database, so every
 * server instance on it signs and accepts the same sessions (the first to start stores it, from
 * its DATA_DIR file when it has one, so a single server's sessions survive the move).
 */
export async function resolveAuthSecret(
  config: { authSecret: string | undefined; dataDir: string },
  database: Pick<DatabaseHandle, 'db' | 'engine'>,
): Promise<string> {
  if (config.authSecret) return config.authSecret;
  if (database.engine !== 'postgres') return resolveAuthSecretFile(config);
  const { db } = database;
  const [stored] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  if (stored) return stored.value;
  const file = join(config.dataDir, 'auth-secret');
  const candidate = existsSync(file)
    ? readFileSync(file, 'utf8').trim()
    : randomBytes(32).toString('base64url');
  // Of several instances starting at once, the first insert wins and all read it back.
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: candidate })
    .onConflictDoNothing();
  const [kept] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  return kept!.value;
}
