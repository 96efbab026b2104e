import type {
  SessionUser,
  SignInRequest,
  SignUpRequest,
  SocialProvider,
  SocialProviders,
} from '@terracraft/shared/auth';
import { api } from '../../../lib/api-client';

/** The account endpoints. The session cookie travels by itself; no token is ever handled here. */
export const authApi = {
  signUp: (body: SignUpRequest) => api<{ user: SessionUser }>('/auth/sign-up/email', { body }),
  signIn: (body: SignInRequest) => api<{ user: SessionUser }>('/auth/sign-in/email', { body }),
  signOut: () => api<unknown>('/auth/sign-out', { method: 'POST', body: {} }),
  me: () => api<SessionUser>('/me'),
  requestPasswordReset: (email: string) =>
    api<{ message: string }>('/auth/request-password-reset', { body: { email } }),
  resetPassword: (token: string, newPassword: string) =>
    api<{ status: boolean }>('/auth/reset-password', { body: { token, newPassword } }),
  socialProviders: () => api<SocialProviders>('/auth/social-providers'),
  /** Where to send the browser to sign in with the provider. */
  socialSignIn: (provider: SocialProvider, callbackURL: string, errorCallbackURL: string) =>
    api<{ url: string }>('/auth/sign-in/social', {
      body: { provider, callbackURL, errorCallbackURL },
    }),
};
