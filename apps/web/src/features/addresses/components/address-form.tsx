import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  savedAddressInputSchema,
  type SavedAddress,
  type SavedAddressFields,
  type SavedAddressInput,
} from '@terracraft/shared/addresses';
import { STATES_AND_UNION_TERRITORIES } from '@terracraft/shared/india';
import { FormField, type ControlProps } from '../../../components/form-field';
import { cn } from '../../../lib/cn';

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
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Field label="Label (optional)" error={errors.label?.message} hint="Home, Office…" wide>
          {(props) => <input {...props} {...form.register('label')} />}
        </Field>
        <Field label="First Name" error={errors.firstName?.message} required>
          {(props) => (
            <input {...props} {...form.register('firstName')} autoComplete="given-name" />
          )}
        </Field>
        <Field label="Last Name" error={errors.lastName?.message} required>
          {(props) => (
            <input {...props} {...form.register('lastName')} autoComplete="family-name" />
          )}
        </Field>
        <Field
          label="Phone"
          error={errors.phone?.message}
          hint="10-digit mobile number, optionally with +91 or 0"
          required
        >
          {(props) => (
            <input
              {...props}
              {...form.register('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
          )}
        </Field>
        <Field label="Address" error={errors.address?.message} required wide>
          {(props) => (
            <input {...props} {...form.register('address')} autoComplete="street-address" />
          )}
        </Field>
        <Field label="City" error={errors.city?.message} required>
          {(props) => <input {...props} {...form.register('city')} autoComplete="address-level2" />}
        </Field>
        <Field label="State" error={errors.state?.message} required>
          {(props) => (
            <select {...props} {...form.register('state')} autoComplete="address-level1">
              <option value="">Choose a state</option>
              {STATES_AND_UNION_TERRITORIES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="PIN Code" error={errors.pin?.message ?? pin.problem} required>
          {(props) => (
            <input
              {...props}
              {...form.register('pin')}
              inputMode="numeric"
              maxLength={6}
              autoComplete="postal-code"
            />
          )}
        </Field>
        {address?.isDefault ? null : (
          <label className="flex items-center gap-2 text-sm text-clay-800 sm:col-span-2">
            <input type="checkbox" {...form.register('isDefault')} className="accent-clay-700" />
            Make this my default address
          </label>
        )}
      </div>
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

function Field({
  label,
  error,
  hint,
  wide,
  required,
  children,
}: {
  label: string;
  error: string | undefined;
  hint?: string;
  wide?: boolean;
  required?: boolean;
  children(props: ControlProps & { required?: true; className: string }): ReactNode;
}) {
  return (
    <FormField label={label} error={error} hint={hint} className={cn(wide && 'sm:col-span-2')}>
      {(control) =>
        children({
          ...control,
          ...(required ? { required: true as const } : {}),
          className: cn('field', error && 'border-red-600'),
        })
      }
    </FormField>
  );
}
