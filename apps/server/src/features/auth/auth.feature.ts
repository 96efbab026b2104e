import type { Config } from '../../config';
import type { RegisterFeature } from '../../lib/feature';
import type { SessionGuard } from '../../plugins/session';
import type { Auth } from './auth';
import { authRoutes } from './auth.routes';

export const registerAuth: RegisterFeature<{
  auth: Auth;
  sessions: SessionGuard;
  config: Config;
}> = async (app, { auth, sessions, config }) => {
  await app.register(authRoutes, { auth, sessions, config });
  return {};
};
