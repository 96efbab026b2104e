// What the app and other features use of health: they reach it through here, never its files.
export { registerHealth } from './health.feature';
