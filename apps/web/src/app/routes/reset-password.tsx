import { useSearchParams } from '../../lib/router';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta {...PAGE_TEXT.resetPassword} />
      <AuthCard title="Reset Password" intro="Choose a new password for your account.">
        <ResetPasswordForm token={params.get('token')} />
      </AuthCard>
    </>
  );
}
