export { AuthProvider, useAuth, type AuthUser } from './auth-context';
export type { StaffRole } from './auth-store';
export { RequireAuth } from './require-auth';
export { useStaffRole } from './use-staff-role';
export { PREVIOUS_PAGE_KEY, REDIRECT_AFTER_LOGIN_KEY } from './storage-keys';

// My Account: the page's sections and its forms.
export { AccountNav } from './components/account-nav';
export { accountKeys, accountQuery } from './api/account-query';
export { AccountSection } from './components/account-section';
export { EmailForm } from './components/email-form';
export { PasswordForm } from './components/password-form';
export { ProfileForm } from './components/profile-form';
export { TwoFactorSection } from './components/two-factor-section';
