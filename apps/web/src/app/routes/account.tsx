import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../lib/router';
import { EMAIL_CHANGED, EMAIL_CHANGED_PARAM } from '@terracraft/shared/auth';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import {
  AccountNav,
  AccountSection,
  accountKeys,
  accountQuery,
  EmailForm,
  PasswordForm,
  ProfileForm,
  TwoFactorSection,
} from '../../features/auth';
import { useAuth } from '../../features/auth';

/**
 * The signed-in shopper's own account: profile (name, mobile), password, email and two-factor
 * sign-in. A change of name or email updates the signed-in state ('user-updated').
 */
export default function AccountPage() {
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  const account = useQuery(accountQuery);
  const [params, setParams] = useSearchParams();
  const emailChanged = params.has(EMAIL_CHANGED_PARAM);
  const linkFailed = params.get('error');

  // Back from the confirmation link: the server has the new email; the page and header follow.
  const followed = useRef(false);
  useEffect(() => {
    if (!emailChanged || !account.data || followed.current) return;
    followed.current = true;
    updateUser(account.data);
  }, [emailChanged, account.data, updateUser]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: accountKeys.me() });

  return (
    <>
      <PageMeta {...PAGE_TEXT.account} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <AccountNav />
        <h1 className="mt-6 text-3xl font-semibold text-clay-800 md:text-4xl">My Account</h1>
        {emailChanged ? (
          <p
            role="status"
            className="mt-4 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-800"
          >
            {EMAIL_CHANGED}{' '}
            <button
              type="button"
              className="underline"
              onClick={() => setParams({}, { replace: true })}
            >
              Dismiss
            </button>
          </p>
        ) : null}
        {linkFailed ? (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
          >
            This confirmation link has expired or has already been used. Please ask for a new one
            below.
          </p>
        ) : null}
        {account.isPending ? (
          <Spinner label="Loading your account" className="mt-10" />
        ) : account.isError ? (
          <QueryError what="your account" error={account.error} onRetry={() => account.refetch()} />
        ) : (
          <div className="mt-8 space-y-8">
            <AccountSection title="Profile" intro="Your name and mobile number.">
              <ProfileForm
                account={account.data}
                onUpdated={(user) => {
                  updateUser(user);
                  refresh();
                }}
              />
            </AccountSection>
            <AccountSection
              title="Password"
              intro="Changing your password signs you out on every other device."
            >
              <PasswordForm />
            </AccountSection>
            <AccountSection
              title="Email"
              intro="We send a link to the new address; your email changes when you open it."
            >
              <EmailForm currentEmail={account.data.email} />
            </AccountSection>
            <AccountSection
              title="Two-factor sign-in"
              intro="Protect your account with a code from an authenticator app."
            >
              <TwoFactorSection account={account.data} onChanged={refresh} />
            </AccountSection>
          </div>
        )}
      </div>
    </>
  );
}
