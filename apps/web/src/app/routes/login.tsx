import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';

export default function LoginPage() {
  return (
    <>
      <PageMeta {...PAGE_TEXT.login} />
      <AuthCard title="Login" intro="Welcome back! Sign in with your email and password.">
        <LoginForm />
      </AuthCard>
    </>
  );
}
