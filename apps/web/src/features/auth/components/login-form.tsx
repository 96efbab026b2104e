import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from '../../../lib/router';
import { signInRequestSchema, type SignInRequest } from '@terracraft/shared/auth';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { useAuth, type AuthUser, type SignInMethod } from '../auth-context';
import { takeRedirectAfterLogin } from '../storage-keys';
import { AUTH_TEXTS, failureText, REDIRECT_DELAY_MS } from '../texts';
import { useDelayedNavigation } from '../use-delayed-navigation';
import { AccountField } from './account-field';
import { AuthMessage, type AuthMessageValue } from './auth-message';
import { SOCIAL_RETURN_PARAM } from './social-sign-in';
import { TwoFactorChallenge } from './two-factor-challenge';

/**
 * Sign-in with email and password. On success the shopper is signed in at once, sees
 * '✅ Login successful! Redirecting...', and 2 s later goes to the page that sent them here
 * (saved in the session) or home.
 */
export function LoginForm() {
  const { login } = useAuth();
  const [message, setMessage] = useState<AuthMessageValue>(null);
  /** The password was right and the account asks for its second factor. */
  const [needsCode, setNeedsCode] = useState(false);
  const goLater = useDelayedNavigation(REDIRECT_DELAY_MS, () => setMessage(null));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInRequest>({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const succeed = (user: AuthUser, method: SignInMethod = 'password') => {
    login(user, method);
    setMessage({ kind: 'success', text: AUTH_TEXTS.loginSuccess });
    goLater(takeRedirectAfterLogin());
  };

  // Back from Google or Facebook: the session cookie is set; the shop still has to learn who it is.
  const [params] = useSearchParams();
  const returnedFrom = params.get(SOCIAL_RETURN_PARAM);
  const finished = useRef(false);
  useEffect(() => {
    if (!returnedFrom || finished.current) return;
    finished.current = true;
    api('auth.me').then(succeed, (error: unknown) =>
      setMessage({ kind: 'error', text: failureText(error) }),
    );
    // Runs once per return from a provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returnedFrom]);

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      const result = await api('auth.signIn', { body: values });
      if ('twoFactorRequired' in result) setNeedsCode(true);
      else succeed(result.user);
    } catch (error) {
      setMessage({ kind: 'error', text: failureText(error) });
    }
  });

  if (needsCode) {
    return (
      <div className="space-y-5">
        <TwoFactorChallenge
          onVerified={(user) => {
            setNeedsCode(false);
            succeed(user, 'multi-factor');
          }}
          onRestart={() => setNeedsCode(false)}
        />
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={onSubmit} aria-label="Login" className="space-y-4">
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
          autoComplete="current-password"
          error={errors.password?.message}
        />
        <p className="text-right text-sm">
          <Link to={paths.forgotPassword} className="text-terracotta hover:underline">
            Forgot password?
          </Link>
        </p>
        <button type="submit" disabled={isSubmitting} className="btn-primary w-full">
          {isSubmitting ? 'Signing in...' : 'Login'}
        </button>
      </form>
      <AuthMessage message={message} />
      <p className="text-center text-sm text-clay-700">
        Don&apos;t have an account?{' '}
        <Link to={paths.signup} className="font-semibold text-terracotta hover:underline">
          Register here
        </Link>
      </p>
    </div>
  );
}
