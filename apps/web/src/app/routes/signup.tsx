import { useLocation } from '../../lib/router';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignupForm } from '../../features/auth/components/signup-form';

/**
 * /signup shows the registration form of the specification (its Username, labelled Full name as
 * it is the account's name — decision 27 — Email, Password);
 * /register its second variant, which adds Confirm Password and, when the shop has their keys,
 * 'Sign up with Google' and 'Sign up with Facebook'.
 */
export default function SignupPage() {
  const { pathname } = useLocation();
  const variant = pathname === paths.register ? 'confirm' : 'simple';
  return (
    <>
      <PageMeta {...PAGE_TEXT[variant === 'confirm' ? 'register' : 'signup']} />
      <AuthCard title="Create Your Account">
        <SignupForm key={variant} variant={variant} />
      </AuthCard>
    </>
  );
}
