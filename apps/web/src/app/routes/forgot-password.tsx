import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <>
      <PageMeta {...PAGE_TEXT.forgotPassword} />
      <AuthCard
        title="Forgot Password"
        intro="Enter the email address of your account and we will mail you a link to choose a new password."
      >
        <ForgotPasswordForm />
      </AuthCard>
    </>
  );
}
