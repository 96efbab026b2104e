import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../lib/router';
import { z } from 'zod';
import {
  AUTH_ERROR_CODES,
  newPasswordSchema,
  PASSWORD_MIN_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
} from '@terracraft/shared/auth';
import { paths } from '../../../config/paths';
import { api, ApiError } from '../../../lib/api-client';
import { AUTH_TEXTS, failureText, REDIRECT_DELAY_MS } from '../texts';
import { useDelayedNavigation } from '../use-delayed-navigation';
import { AccountField } from './account-field';
import { AuthMessage, type AuthMessageValue } from './auth-message';

const schema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });
type Values = z.infer<typeof schema>;

const INVALID_LINK =
  '❌ This password reset link has expired or has already been used. Please ask for a new one.';

/** The page the reset mail links to: a new password, twice. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [message, setMessage] = useState<AuthMessageValue>(
    token ? null : { kind: 'error', text: INVALID_LINK },
  );
  const [linkDead, setLinkDead] = useState(!token);
  const goLater = useDelayedNavigation(REDIRECT_DELAY_MS, () => setMessage(null));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    setMessage(null);
    try {
      await api('auth.resetPassword', { body: { token, newPassword } });
      reset();
      setMessage({ kind: 'success', text: AUTH_TEXTS.passwordChanged });
      goLater(paths.login);
    } catch (error) {
      const dead = error instanceof ApiError && error.code === AUTH_ERROR_CODES.invalidResetToken;
      setLinkDead(dead);
      setMessage({ kind: 'error', text: dead ? INVALID_LINK : failureText(error) });
    }
  });

  return (
    <div className="space-y-5">
      {linkDead ? null : (
        <form noValidate onSubmit={onSubmit} aria-label="Reset password" className="space-y-4">
          <AccountField
            label="New Password"
            registration={register('newPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          />
          <AccountField
            label="Confirm New Password"
            registration={register('confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
          />
          <button type="submit" disabled={isSubmitting} className="btn-primary w-full">
            {isSubmitting ? 'Saving...' : 'Reset Password'}
          </button>
        </form>
      )}
      <AuthMessage message={message} />
      {linkDead ? (
        <p className="text-center text-sm">
          <Link to={paths.forgotPassword} className="font-semibold text-terracotta hover:underline">
            Ask for a new link
          </Link>
        </p>
      ) : null}
    </div>
  );
}
