// What the app and other features use of dashboard: they reach it through here, never its files.
export { registerDashboard } from './dashboard.feature';
