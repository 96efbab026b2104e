import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  savedAddressInputSchema,
  type SavedAddress,
  type SavedAddressFields,
  type SavedAddressInput,
} from '@terracraft/shared/addresses';
import { AddressFields } from '../../../components/address-fields';

const EMPTY: SavedAddressInput = {
  label: '',
  firstName: '',
  lastName: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  pin: '',
  isDefault: false,
};

/**
 * The delivery feature's PIN check, composed by the page (features do not import each other):
 * the PIN's place fills an empty city and state, and a PIN that does not exist or is in another
 * state is a problem of the PIN field.
 */
export type UsePinPlace = (input: {
  pin: string;
  state: string;
  total: undefined;
  onPlace(place: { city: string; state: string }): void;
}) => { problem?: string };

/** Adds or edits one address of the address book, checked as checkout checks it. */
export function AddressForm({
  address,
  title,
  pending,
  error,
  onSave,
  onCancel,
  usePinPlace,
}: {
  usePinPlace: UsePinPlace;
  /** The address being edited; none to add one. */
  address?: SavedAddress;
  title: string;
  pending: boolean;
  error: string | undefined;
  onSave(address: SavedAddressFields): void;
  onCancel(): void;
}) {
  const form = useForm<SavedAddressInput, unknown, SavedAddressFields>({
    resolver: zodResolver(savedAddressInputSchema),
    defaultValues: address ? { ...address, label: address.label ?? '' } : EMPTY,
    mode: 'onTouched',
  });
  const errors = form.formState.errors;
  const pin = usePinPlace({
    pin: useWatch({ control: form.control, name: 'pin' }) ?? '',
    state: useWatch({ control: form.control, name: 'state' }) ?? '',
    total: undefined,
    onPlace: (place) => {
      for (const field of ['city', 'state'] as const) {
        if (!form.getValues(field)) form.setValue(field, place[field], { shouldValidate: true });
      }
    },
  });

  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={form.handleSubmit((values) => {
        if (pin.problem) form.setFocus('pin');
        else onSave(values);
      })}
      className="rounded-2xl bg-white p-6 shadow-sm"
    >
      <h2 className="text-xl font-semibold text-clay-800">{title}</h2>
      <AddressFields
        register={form.register}
        errors={errors}
        label={form.register('label')}
        pin={{ problem: pin.problem }}
      >
        {address?.isDefault ? null : (
          <label className="flex items-center gap-2 text-sm text-clay-800 sm:col-span-2">
            <input type="checkbox" {...form.register('isDefault')} className="accent-clay-700" />
            Make this my default address
          </label>
        )}
      </AddressFields>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? 'Saving...' : 'Save Address'}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
