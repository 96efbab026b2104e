// What the app and other features use of settings: they reach it through here, never its files.
export { createInternalSettings } from './internal-settings';
export { createSettingsService, type SettingsService } from './settings.service';
export { settingsAdminRoutes } from './settings.admin.routes';
export { settingsRoutes } from './settings.routes';
export { SETTINGS_TOPIC } from './settings.service';
