// What the app and other features use of settings: they reach it through here, never its files.
export { createInternalSettings } from './internal-settings';
export { createSettingsService, type SettingsService } from './settings.service';
export { SETTINGS_TOPIC } from './settings.service';
export { registerSettings } from './settings.feature';
