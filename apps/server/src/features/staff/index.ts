// What the app and other features use of staff: they reach it through here, never its files.
export { createInvitations } from './invitations.service';
export { createOwnerSetup, ownerSetupLink } from './owner-setup';
export { staffAdminRoutes } from './staff.admin.routes';
export { staffRoutes } from './staff.routes';
export { createStaffService } from './staff.service';
