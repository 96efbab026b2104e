import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../lib/router';
import { passwordResetRequestSchema } from '@terracraft/shared/auth';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { failureText } from '../texts';
import { AccountField } from './account-field';
import { AuthMessage, type AuthMessageValue } from './auth-message';

/**
 * Asks for a reset link by mail. The answer is the same whether or not the address has an
 * account, so the form cannot be used to find out who shops here.
 */
export function ForgotPasswordForm() {
  const [message, setMessage] = useState<AuthMessageValue>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setMessage(null);
    try {
      const { message: sent } = await api('auth.requestPasswordReset', { body: { email } });
      setMessage({ kind: 'success', text: `✅ ${sent}` });
    } catch (error) {
      setMessage({ kind: 'error', text: failureText(error) });
    }
  });

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={onSubmit} aria-label="Forgot password" className="space-y-4">
        <AccountField
          label="Email"
          registration={register('email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
        />
        <button type="submit" disabled={isSubmitting} className="btn-primary w-full">
          {isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </button>
      </form>
      <AuthMessage message={message} />
      <p className="text-center text-sm text-clay-700">
        Remembered it?{' '}
        <Link to={paths.login} className="font-semibold text-terracotta hover:underline">
          Login here
        </Link>
      </p>
    </div>
  );
}
