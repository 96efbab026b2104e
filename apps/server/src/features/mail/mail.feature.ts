import type { Database } from '../../db/client';
import type { RegisterFeature } from '../../lib/feature';
import type { AuditLog } from '../audit';
import type { MailWorker } from './mail-worker';
import { mailAdminRoutes } from './mail.admin.routes';
import { createMailConsole } from './mail.admin.service';

export const registerMail: RegisterFeature<{
  db: Database;
  audit: AuditLog;
  mailWorker: MailWorker;
}> = async (_app, { db, audit, mailWorker }) => {
  const mails = createMailConsole({ db, audit, onRequeued: () => mailWorker.poke() });
  return { console: async (admin) => admin.register(mailAdminRoutes, { mails }) };
};
