import {
  ACCOUNT_ERROR_CODES,
  AUTH_ERROR_CODES,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '@terracraft/shared/auth';
import { ERROR_CODES } from '@terracraft/shared/errors';
import { AppError, unauthenticated } from '../../lib/errors';

/** Which of the shop's account routes an error came from, where that changes its words. */
type AuthEndpoint =
  | 'sign-up'
  | 'sign-in'
  | 'reset-request'
  | 'reset'
  | 'password-check'
  | 'email'
  | 'two-factor'
  | 'other';

/** better-auth's error answers, in the shop's words and error shape. */
export function translateError(status: number, body: unknown, endpoint: AuthEndpoint): AppError {
  const { code, message } = (body ?? {}) as { code?: string; message?: string };
  switch (code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return new AppError(
        409,
        AUTH_ERROR_CODES.userExists,
        'User already registered. Please login.',
      );
    case 'PASSWORD_TOO_SHORT':
      return new AppError(400, AUTH_ERROR_CODES.passwordTooShort, PASSWORD_TOO_SHORT);
    case 'PASSWORD_TOO_LONG':
      return new AppError(400, AUTH_ERROR_CODES.passwordTooLong, PASSWORD_TOO_LONG);
    case 'INVALID_EMAIL_OR_PASSWORD':
      return new AppError(401, AUTH_ERROR_CODES.invalidCredentials, 'Invalid email or password.');
    case 'INVALID_PASSWORD':
      return new AppError(
        400,
        ACCOUNT_ERROR_CODES.invalidPassword,
        endpoint === 'password-check'
          ? 'The password you entered is not your current password. Nothing was changed.'
          : 'The password is not correct.',
      );
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return new AppError(
        400,
        ACCOUNT_ERROR_CODES.invalidPassword,
        'This account signs in with Google or Facebook and has no password here.',
      );
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
      return new AppError(
        400,
        ACCOUNT_ERROR_CODES.invalidTwoFactorCode,
        code === 'INVALID_CODE'
          ? 'That code is not correct. Enter the current 6-digit code from your authenticator app.'
          : 'That backup code is not correct or has already been used.',
      );
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return new AppError(
        400,
        ACCOUNT_ERROR_CODES.twoFactorChallengeExpired,
        code === 'INVALID_TWO_FACTOR_COOKIE'
          ? 'This sign-in has expired. Please sign in again.'
          : 'Too many wrong codes. Please sign in again.',
      );
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return new AppError(
        429,
        ERROR_CODES.rateLimited,
        'Too many wrong codes. Please wait 15 minutes and try again.',
      );
    case 'TOTP_ALREADY_ENABLED':
      return new AppError(409, 'TWO_FACTOR_ALREADY_ON', 'Two-factor sign-in is already on.');
    case 'TOTP_NOT_ENABLED':
    case 'TWO_FACTOR_NOT_ENABLED':
      return new AppError(
        400,
        'TWO_FACTOR_NOT_ON',
        'Two-factor sign-in is not on for this account.',
      );
    case 'INVALID_TOKEN':
      if (endpoint === 'reset') {
        return new AppError(
          400,
          AUTH_ERROR_CODES.invalidResetToken,
          'This password reset link has expired or has already been used. Please ask for a new one.',
        );
      }
  }
  if (endpoint === 'email' && message === 'Email is the same') {
    return new AppError(400, ACCOUNT_ERROR_CODES.sameEmail, 'That is already your email address.');
  }
  if (status === 401) return unauthenticated();
  if (status === 429) {
    return new AppError(
      429,
      ERROR_CODES.rateLimited,
      'Too many attempts. Please wait a minute and try again.',
    );
  }
  if (status >= 500) {
    return new AppError(
      502,
      ERROR_CODES.internal,
      'Something went wrong on our side. Please try again.',
    );
  }
  return new AppError(
    status,
    code ?? ERROR_CODES.badRequest,
    message ?? 'The request could not be completed.',
  );
}
