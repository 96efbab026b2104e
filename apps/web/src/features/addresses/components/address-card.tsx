import type { SavedAddress } from '@terracraft/shared/addresses';

/** The lines of an address, as a label would print them. */
export function AddressLines({ address }: { address: SavedAddress }) {
  return (
    <>
      <span className="block font-medium text-clay-900">
        {address.firstName} {address.lastName}
      </span>
      <span className="block">{address.address}</span>
      <span className="block">
        {address.city}, {address.state} {address.pin}
      </span>
      <span className="block">{address.phone}</span>
    </>
  );
}
