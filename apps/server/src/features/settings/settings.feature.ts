import type { RegisterFeature } from '../../lib/feature';
import { settingsAdminRoutes } from './settings.admin.routes';
import { settingsRoutes } from './settings.routes';
import type { SettingsService } from './settings.service';

export const registerSettings: RegisterFeature<{ settings: SettingsService }> = async (
  app,
  { settings },
) => {
  await app.register(settingsRoutes, { settings });
  return { console: async (admin) => admin.register(settingsAdminRoutes, { settings }) };
};
