import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { RegisterFeature } from '../../lib/feature';
import type { SessionGuard } from '../../plugins/session';
import { createReturnPhotos } from './return-photos';
import { returnsAdminRoutes } from './returns.admin.routes';
import { returnRoutes } from './returns.routes';
import type { Returns } from './returns.service';

export const registerReturns: RegisterFeature<{
  config: Config;
  db: Database;
  returns: Returns;
  sessions: SessionGuard;
}> = async (app, { config, db, returns, sessions }) => {
  const photos = createReturnPhotos({ db, dataDir: config.dataDir });
  await app.register(returnRoutes, { returns, photos, sessions });
  return { console: async (admin) => admin.register(returnsAdminRoutes, { returns, photos }) };
};
