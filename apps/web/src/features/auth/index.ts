export {
  AuthProvider,
  useAuth,
  type AuthSource,
  type AuthState,
  type AuthUser,
  type SignOutHandler,
} from './auth-context';
export type { StaffRole } from './auth-store';
export { RequireAuth } from './require-auth';
export { useStaffRole, type StaffRoleState } from './use-staff-role';
export { PREVIOUS_PAGE_KEY, REDIRECT_AFTER_LOGIN_KEY } from './storage-keys';
