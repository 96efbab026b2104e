import { useNavigate } from '../../lib/router';
import { toast } from '../../lib/notify';
import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PRIVACY_TEXTS } from '@terracraft/shared/privacy';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { AccountNav } from '../../features/auth';
import { useAuth } from '../../features/auth';
import { PrivacyPanel } from '../../features/privacy';

export default function AccountPrivacyPage() {
  const navigate = useNavigate();
  const { logout } = useAuth();
  return (
    <>
      <PageMeta {...PAGE_TEXT.accountPrivacy} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <AccountNav />
        <h1 className="mt-8 text-3xl font-semibold text-clay-800 md:text-4xl">Privacy</h1>
        <PrivacyPanel
          onDeleted={() => {
            // The server has ended every session; this forgets the account in the browser too.
            void logout().then(() => {
              void navigate(paths.home);
              toast.success(PRIVACY_TEXTS.deleted);
            });
          }}
        />
      </div>
    </>
  );
}
