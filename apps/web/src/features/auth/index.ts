export { AuthProvider, useAuth, type AuthUser } from './auth-context';
export type { StaffRole } from './auth-store';
export { RequireAuth } from './require-auth';
export { useStaffRole } from './use-staff-role';
export { PREVIOUS_PAGE_KEY, REDIRECT_AFTER_LOGIN_KEY } from './storage-keys';
