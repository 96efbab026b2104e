export {
  AuthProvider,
  useAuth,
  type AuthSource,
  type AuthState,
  type AuthUser,
  type SignOutHandler,
} from './auth-context';
export { RequireAuth } from './require-auth';
export { PREVIOUS_PAGE_KEY, REDIRECT_AFTER_LOGIN_KEY } from './storage-keys';
