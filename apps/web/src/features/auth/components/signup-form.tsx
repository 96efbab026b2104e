import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../lib/router';
import { z } from 'zod';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
  signUpRequestSchema,
  type SignUpRequest,
} from '@terracraft/shared/auth';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { AUTH_TEXTS, failureText, REDIRECT_DELAY_MS } from '../texts';
import { useDelayedNavigation } from '../use-delayed-navigation';
import { AccountField } from './account-field';
import { AuthMessage, type AuthMessageValue } from './auth-message';
import { SocialSignIn } from './social-sign-in';

/** The second variant also checks that the password was typed the same twice. */
const formSchema = (confirm: boolean) =>
  signUpRequestSchema
    .extend({ confirmPassword: z.string() })
    .refine((values) => !confirm || values.password === values.confirmPassword, {
      message: PASSWORDS_DO_NOT_MATCH,
      path: ['confirmPassword'],
    });
type Values = SignUpRequest & { confirmPassword: string };

/**
 * Registration. The first variant asks for the full name (the spec's Username), Email and
 * Password; the second (`confirm`) adds Confirm Password and the Google/Facebook buttons when the
 * shop has their keys.
 * Registering does not sign in: the shopper goes on to the login page.
 */
export function SignupForm({ variant = 'simple' }: { variant?: 'simple' | 'confirm' }) {
  const confirm = variant === 'confirm';
  const [message, setMessage] = useState<AuthMessageValue>(null);
  const goLater = useDelayedNavigation(REDIRECT_DELAY_MS, () => setMessage(null));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(formSchema(confirm)),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setMessage(null);
    try {
      await api('auth.signUp', { body: { name, email, password } });
      setMessage({ kind: 'success', text: AUTH_TEXTS.registrationSuccess });
      reset();
      goLater(paths.login);
    } catch (error) {
      setMessage({ kind: 'error', text: failureText(error, { registering: true }) });
    }
  });

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={onSubmit} aria-label="Register" className="space-y-4">
        <AccountField
          label="Full name"
          registration={register('name')}
          autoComplete="name"
          error={errors.name?.message}
        />
        <AccountField
          label="Email"
          registration={register('email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
        />
        <AccountField
          label="Password"
          registration={register('password')}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        {confirm ? (
          <AccountField
            label="Confirm Password"
            registration={register('confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
          />
        ) : null}
        <button type="submit" disabled={isSubmitting} className="btn-primary w-full">
          {isSubmitting ? 'Registering...' : 'Register'}
        </button>
      </form>
      {confirm ? <SocialSignIn action="Sign up" /> : null}
      <AuthMessage message={message} />
      <p className="text-center text-sm text-clay-700">
        Already have an account?{' '}
        <Link to={paths.login} className="font-semibold text-terracotta hover:underline">
          Login here
        </Link>
      </p>
    </div>
  );
}
