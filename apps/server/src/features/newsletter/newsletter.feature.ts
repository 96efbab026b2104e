import type { Database } from '../../db/client';
import type { RegisterFeature } from '../../lib/feature';
import { newsletterAdminRoutes } from './newsletter.admin.routes';
import { createSubscriberList } from './newsletter.admin.service';
import { newsletterRoutes } from './newsletter.routes';
import { createNewsletterService } from './newsletter.service';

export const registerNewsletter: RegisterFeature<{ db: Database }> = async (app, { db }) => {
  await app.register(newsletterRoutes, { newsletter: createNewsletterService(db) });
  const subscribers = createSubscriberList(db);
  return { console: async (admin) => admin.register(newsletterAdminRoutes, { subscribers }) };
};
