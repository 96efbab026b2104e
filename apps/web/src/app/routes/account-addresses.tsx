import { PAGE_TEXT } from '@terracraft/shared/pages';
import { PageMeta } from '../../components/page-meta';
import { AccountNav } from '../../features/auth';
import { AddressBook } from '../../features/addresses';
import { useAddressDelivery } from '../../features/delivery';

export default function AccountAddressesPage() {
  return (
    <>
      <PageMeta {...PAGE_TEXT.accountAddresses} />
      <div className="mx-auto max-w-4xl px-4 py-10">
        <AccountNav />
        <h1 className="mt-8 text-3xl font-semibold text-clay-800 md:text-4xl">My Addresses</h1>
        <AddressBook usePinPlace={useAddressDelivery} />
      </div>
    </>
  );
}
