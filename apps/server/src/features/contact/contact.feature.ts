import type { Database } from '../../db/client';
import type { RegisterFeature } from '../../lib/feature';
import type { AuditLog } from '../audit';
import type { Outbox } from '../mail';
import type { SettingsService } from '../settings';
import { contactAdminRoutes } from './contact.admin.routes';
import { createContactInbox } from './contact.admin.service';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';

export const registerContact: RegisterFeature<{
  db: Database;
  audit: AuditLog;
  outbox: Outbox;
  settings: SettingsService;
}> = async (app, { db, audit, outbox, settings }) => {
  await app.register(contactRoutes, { contact: createContactService({ db, outbox, settings }) });
  const inbox = createContactInbox({ db, audit, outbox, settings });
  return { console: async (admin) => admin.register(contactAdminRoutes, { inbox }) };
};
