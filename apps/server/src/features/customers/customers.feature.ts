import type { Database } from '../../db/client';
import type { RegisterFeature } from '../../lib/feature';
import { customerAdminRoutes } from './customers.admin.routes';
import { createCustomerService } from './customers.service';

export const registerCustomers: RegisterFeature<{ db: Database }> = async (_app, { db }) => {
  const customers = createCustomerService(db);
  return { console: async (admin) => admin.register(customerAdminRoutes, { customers }) };
};
