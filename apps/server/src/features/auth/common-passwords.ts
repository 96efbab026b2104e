import { dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_ERROR_CODES, PASSWORD_TOO_COMMON } from '@terracraft/shared/auth';
import { AppError } from '../../lib/errors';

/**
 * Passwords seen most often in leaked password lists: zxcvbn-ts's common list (about 49,000,
 * lowercase), kept in memory as a set (docs/decisions/0025). Compared without regard to case, so
 * `Password1` is refused as `password1` is.
 */
let common: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  return common.has(password.toLowerCase());
}

/** Refuses a new password from the common list: 400 PASSWORD_TOO_COMMON on the field `field`. */
export function refuseCommonPassword(password: unknown, field: string) {
  if (typeof password === 'string' && isCommonPassword(password)) {
    throw new AppError(400, AUTH_ERROR_CODES.passwordTooCommon, PASSWORD_TOO_COMMON, {
      [field]: PASSWORD_TOO_COMMON,
    });
  }
}
