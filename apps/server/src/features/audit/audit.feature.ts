import type { RegisterFeature } from '../../lib/feature';
import { auditAdminRoutes } from './audit.admin.routes';
import type { AuditLog } from './audit.service';

export const registerAudit: RegisterFeature<{ audit: AuditLog }> = async (_app, { audit }) => ({
  console: async (admin) => admin.register(auditAdminRoutes, { audit }),
});
