import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { RegisterFeature } from '../../lib/feature';
import type { SettingsService } from '../settings';
import { dashboardAdminRoutes } from './dashboard.admin.routes';
import { createDashboardService } from './dashboard.service';
import { createGoLiveChecklist } from './go-live';

export const registerDashboard: RegisterFeature<{
  config: Config;
  db: Database;
  settings: SettingsService;
}> = async (_app, { config, db, settings }) => {
  const dashboard = createDashboardService({ db });
  const goLive = createGoLiveChecklist({ db, settings, config });
  return { console: async (admin) => admin.register(dashboardAdminRoutes, { dashboard, goLive }) };
};
