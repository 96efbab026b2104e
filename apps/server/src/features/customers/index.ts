// What the app and other features use of customers: they reach it through here, never its files.
export { customerAdminRoutes } from './customers.admin.routes';
export { createCustomerService } from './customers.service';
