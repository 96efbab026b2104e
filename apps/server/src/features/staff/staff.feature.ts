import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { RegisterFeature } from '../../lib/feature';
import type { SessionGuard } from '../../plugins/session';
import type { AuditLog } from '../audit';
import type { Outbox } from '../mail';
import type { SettingsService } from '../settings';
import { createInvitations } from './invitations.service';
import { createOwnerSetup } from './owner-setup';
import { staffAdminRoutes } from './staff.admin.routes';
import { staffRoutes } from './staff.routes';
import { createStaffService } from './staff.service';

export const registerStaff: RegisterFeature<{
  config: Config;
  db: Database;
  audit: AuditLog;
  outbox: Outbox;
  settings: SettingsService;
  sessions: SessionGuard;
}> = async (app, { config, db, audit, outbox, settings, sessions }) => {
  const setup = createOwnerSetup({ db, audit });
  const staff = createStaffService({ db, audit, sessionsChanged: sessions.sessionsChanged });
  const invitations = createInvitations({
    db,
    audit,
    outbox,
    settings,
    publicUrl: config.publicUrl,
  });
  await app.register(staffRoutes, { setup, invitations, sessions });
  return { console: async (admin) => admin.register(staffAdminRoutes, { staff, invitations }) };
};
