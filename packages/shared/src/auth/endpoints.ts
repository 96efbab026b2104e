/** The auth endpoints: their method and path (their schemas are in `./contract`). */
import type { EndpointRoute } from '../api/route';

export const authEndpoints = {
  'auth.me': { method: 'GET', path: '/api/me' },
  'auth.socialProviders': { method: 'GET', path: '/api/auth/social-providers' },
  'auth.signUp': { method: 'POST', path: '/api/auth/sign-up/email' },
  'auth.signIn': { method: 'POST', path: '/api/auth/sign-in/email' },
  'auth.requestPasswordReset': { method: 'POST', path: '/api/auth/request-password-reset' },
  'auth.resetPassword': { method: 'POST', path: '/api/auth/reset-password' },
  'auth.session': { method: 'GET', path: '/api/auth/get-session' },
  'auth.signOut': { method: 'POST', path: '/api/auth/sign-out' },
  'auth.socialSignIn': { method: 'POST', path: '/api/auth/sign-in/social' },
  'auth.socialCallback': { method: 'GET', path: '/api/auth/callback/:provider' },
  'auth.socialCallbackPost': { method: 'POST', path: '/api/auth/callback/:provider' },
  'auth.socialError': { method: 'GET', path: '/api/auth/error' },
  'auth.updateUser': { method: 'POST', path: '/api/auth/update-user' },
  'auth.changePassword': { method: 'POST', path: '/api/auth/change-password' },
  'auth.changeEmail': { method: 'POST', path: '/api/auth/change-email' },
  'auth.verifyEmail': { method: 'GET', path: '/api/auth/verify-email' },
  'auth.twoFactorEnable': { method: 'POST', path: '/api/auth/two-factor/enable' },
  'auth.twoFactorVerifyTotp': { method: 'POST', path: '/api/auth/two-factor/verify-totp' },
  'auth.twoFactorVerifyBackupCode': {
    method: 'POST',
    path: '/api/auth/two-factor/verify-backup-code',
  },
  'auth.twoFactorDisable': { method: 'POST', path: '/api/auth/two-factor/disable' },
} as const satisfies Record<string, EndpointRoute>;
