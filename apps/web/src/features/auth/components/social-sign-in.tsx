import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useSearchParams } from '../../../lib/router';
import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '@terracraft/shared/auth';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { authKeys } from '../api/keys';
import { failureText } from '../texts';

/** After the provider, the login page finishes the sign-in (see LoginForm). */
export const SOCIAL_RETURN_PARAM = 'signedInWith';

/**
 * 'Sign up with Google' / 'Sign up with Facebook': shown only for the providers whose keys the
 * shop has. The provider's page opens in this tab and comes back to the login page.
 */
export function SocialSignIn({ action }: { action: 'Sign up' | 'Sign in' }) {
  const { pathname } = useLocation();
  // A provider that could not sign the shopper in sends them back here with `?error=<code>`.
  const [params] = useSearchParams();
  const returnedError = params.get('error');
  const [error, setError] = useState<string | undefined>(
    returnedError
      ? `❌ The sign-in with the other account did not complete (${returnedError.replaceAll('_', ' ')}). Please try again.`
      : undefined,
  );
  const { data } = useQuery({
    queryKey: authKeys.socialProviders(),
    queryFn: () => api('auth.socialProviders'),
    staleTime: Infinity,
  });
  const providers = data?.providers ?? [];
  if (providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    setError(undefined);
    try {
      const { url } = await api('auth.socialSignIn', {
        body: {
          provider,
          callbackURL: `${paths.login}?${SOCIAL_RETURN_PARAM}=${provider}`,
          errorCallbackURL: pathname,
        },
      });
      window.location.assign(url);
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  return (
    <div className="space-y-3">
      <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-clay-600">
        <span className="h-px flex-1 bg-clay-200" aria-hidden="true" />
        or
        <span className="h-px flex-1 bg-clay-200" aria-hidden="true" />
      </p>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          onClick={() => void start(provider)}
          className="btn-outline w-full"
        >
          {action} with {SOCIAL_PROVIDER_NAMES[provider]}
        </button>
      ))}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
