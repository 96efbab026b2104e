import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The session signing secret: AUTH_SECRET when set, otherwise one generated on first start and
 * kept in DATA_DIR, so sessions survive restarts without any set-up.
 */
export function resolveAuthSecret(config: {
  authSecret: string | undefined;
  dataDir: string;
}): string {
  if (config.authSecret) return config.authSecret;
  const file = join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
