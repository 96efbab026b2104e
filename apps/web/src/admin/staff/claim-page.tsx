import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '../../lib/router';
import type { SessionUser } from '@terracraft/shared/auth';
import { paths } from '../../config/paths';
import { REDIRECT_AFTER_LOGIN_KEY, useAuth } from '../../features/auth';
import { ApiError } from '../../lib/api-client';
import { StandalonePage } from '../layout/standalone-page';
import { adminPaths } from '../paths';

/** What a way into the console (the setup link, an invitation) says and does. */
interface ClaimPageTexts {
  /** The page's title and heading. */
  title: string;
  /** What the link is for, before anything else. */
  intro: ReactNode;
  /** What a visitor is asked first (sign up or sign in with which address). */
  signInFirst: ReactNode;
  /** The button that claims. */
  action: string;
  pending: string;
  /** What the page says when the link has no token. */
  incomplete: string;
}

/**
 * A way into the console from a link with a `token`: it says what the link does, asks a visitor
 * to sign in or sign up first (the login page brings them back here), and then claims with the
 * signed-in account. The server's refusal (a used link, another owner, another address) is shown
 * as it says it; success opens the console with the role the server granted.
 */
export function ClaimPage({
  texts,
  claim,
  notice,
}: {
  texts: ClaimPageTexts;
  claim(token: string): Promise<{ user: SessionUser }>;
  /** Shown above the action when the link is known not to work (the shop already has an owner). */
  notice?: ReactNode;
}) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user, login } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const here = location.pathname + location.search;

  // The login page follows this after a sign-in (sign-up leads to the login page).
  useEffect(() => {
    if (!user && token) sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, here);
  }, [user, token, here]);

  const mutation = useMutation({
    mutationFn: () => claim(token),
    onSuccess: ({ user: granted }) => {
      login(granted);
      void navigate(adminPaths.home, { replace: true });
    },
  });

  return (
    <StandalonePage title={texts.title}>
      <div className="text-center">
        <KeyRound className="mx-auto size-10 text-terracotta" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-semibold text-clay-900">{texts.title}</h1>
      </div>
      <div className="mt-4 space-y-3 text-clay-700">{texts.intro}</div>
      {!token ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {texts.incomplete}
        </p>
      ) : notice ? (
        <div role="alert" className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {notice}
        </div>
      ) : user ? (
        <div className="mt-6">
          <p className="text-clay-700">
            You are signed in as <strong className="text-clay-900">{user.email}</strong>.
          </p>
          {mutation.error ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
              {mutation.error instanceof ApiError
                ? mutation.error.message
                : 'Something went wrong. Please try again.'}
            </p>
          ) : null}
          <button
            type="button"
            className="btn-primary mt-6 w-full"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate()}
          >
            {mutation.isPending ? texts.pending : texts.action}
          </button>
        </div>
      ) : (
        <div className="mt-6">
          <div className="text-clay-700">{texts.signInFirst}</div>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={paths.login} className="btn-primary">
              Sign in
            </Link>
            <Link to={paths.signup} className="btn-outline">
              Sign up
            </Link>
          </div>
          <p className="mt-4 text-center text-sm text-clay-600">
            After signing in you come back to this page.
          </p>
        </div>
      )}
    </StandalonePage>
  );
}
