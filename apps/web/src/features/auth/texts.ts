import { AUTH_ERROR_CODES } from '@terracraft/shared/auth';
import { ApiError } from '../../lib/api-client';

/** The specification's messages, word for word. */
export const AUTH_TEXTS = {
  registrationSuccess: '✅ Registration successful! Redirecting to login...',
  userExists: '❌ User already registered. Please login.',
  loginSuccess: '✅ Login successful! Redirecting...',
  passwordChanged: '✅ Your password has been changed. Redirecting to login...',
} as const;

/** Registration and login both move on this long after success. */
export const REDIRECT_DELAY_MS = 2000;

/**
 * The red message for a failure: '❌ ' and the server's words when the shop answered, or
 * '❌ Something went wrong: ' and the error when it could not (no connection, for instance).
 */
export function failureText(error: unknown, { registering = false } = {}): string {
  if (error instanceof ApiError && error.status > 0) {
    if (registering && error.code === AUTH_ERROR_CODES.userExists) return AUTH_TEXTS.userExists;
    return `❌ ${error.message}`;
  }
  const message = error instanceof Error ? error.message : String(error);
  return `❌ Something went wrong: ${message}`;
}
