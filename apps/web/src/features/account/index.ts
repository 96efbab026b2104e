export { AccountNav } from './components/account-nav';
export { accountKeys, accountQuery } from './api/account-query';
export { AccountSection } from './components/account-section';
export { EmailForm } from './components/email-form';
export { PasswordForm } from './components/password-form';
export { ProfileForm } from './components/profile-form';
export { TwoFactorSection } from './components/two-factor-section';
