// What the app and other features use of dashboard: they reach it through here, never its files.
export { dashboardAdminRoutes } from './dashboard.admin.routes';
export { createDashboardService } from './dashboard.service';
export { createGoLiveChecklist } from './go-live';
