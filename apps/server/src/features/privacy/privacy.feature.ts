import type { Database } from '../../db/client';
import type { RegisterFeature } from '../../lib/feature';
import type { SessionGuard } from '../../plugins/session';
import type { AuditLog } from '../audit';
import type { Auth } from '../auth';
import { privacyRoutes } from './privacy.routes';
import { createPrivacyService } from './privacy.service';

export const registerPrivacy: RegisterFeature<{
  db: Database;
  audit: AuditLog;
  auth: Auth;
  sessions: SessionGuard;
}> = async (app, { db, audit, auth, sessions }) => {
  const privacy = createPrivacyService({
    db,
    audit,
    sessionsChanged: sessions.sessionsChanged,
    verifyPassword: async (hash, password) =>
      (await auth.$context).password.verify({ hash, password }),
  });
  await app.register(privacyRoutes, { privacy, sessions });
  return {};
};
