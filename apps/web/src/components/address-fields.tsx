import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { STATES_AND_UNION_TERRITORIES } from '@terracraft/shared/india';
import { cn } from '../lib/cn';
import { FormField, type ControlProps } from './form-field';

/** The fields of a delivery address, named as every address schema of the shop names them. */
type AddressFieldName = 'firstName' | 'lastName' | 'phone' | 'address' | 'city' | 'state' | 'pin';

type FieldError = { message?: string } | undefined;

const PHONE_HINT = '10-digit mobile number, optionally with +91 or 0';

/**
 * The fields of a delivery address in India (name, phone, street, city, state and PIN), in two
 * columns from 640 px, for the address book and checkout alike. The form keeps its own state:
 * the controls are wired with its `register` and show its errors.
 */
export function AddressFields({
  register,
  errors,
  label,
  email,
  pin,
  children,
}: {
  /** The form's registration of each field (react-hook-form's `register`). */
  register(name: AddressFieldName): UseFormRegisterReturn;
  /** The form's errors (react-hook-form's `formState.errors`). */
  errors: Partial<Record<AddressFieldName | 'label' | 'email', FieldError>>;
  /** The address book's name for an address (Home, Office…): optional, before the name. */
  label?: UseFormRegisterReturn;
  /** Checkout's email, after the name. */
  email?: UseFormRegisterReturn;
  /** What the PIN's place says beyond the form's checks: a problem, or when it is delivered. */
  pin?: { problem?: string; hint?: string };
  /** After the fields, in the same grid. */
  children?: ReactNode;
}) {
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2">
      {label ? (
        <Field label="Label (optional)" error={errors.label?.message} hint="Home, Office…" wide>
          {(props) => <input {...props} {...label} />}
        </Field>
      ) : null}
      <Field label="First Name" error={errors.firstName?.message} required>
        {(props) => <input {...props} {...register('firstName')} autoComplete="given-name" />}
      </Field>
      <Field label="Last Name" error={errors.lastName?.message} required>
        {(props) => <input {...props} {...register('lastName')} autoComplete="family-name" />}
      </Field>
      {email ? (
        <Field label="Email" error={errors.email?.message} required>
          {(props) => <input {...props} {...email} type="email" autoComplete="email" />}
        </Field>
      ) : null}
      <Field label="Phone" error={errors.phone?.message} hint={PHONE_HINT} required>
        {(props) => (
          <input {...props} {...register('phone')} type="tel" inputMode="tel" autoComplete="tel" />
        )}
      </Field>
      <Field label="Address" error={errors.address?.message} required wide>
        {(props) => <input {...props} {...register('address')} autoComplete="street-address" />}
      </Field>
      <Field label="City" error={errors.city?.message} required>
        {(props) => <input {...props} {...register('city')} autoComplete="address-level2" />}
      </Field>
      <Field label="State" error={errors.state?.message} required>
        {(props) => (
          <select {...props} {...register('state')} autoComplete="address-level1">
            <option value="">Choose a state</option>
            {STATES_AND_UNION_TERRITORIES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="PIN Code" error={errors.pin?.message ?? pin?.problem} hint={pin?.hint} required>
        {(props) => (
          <input
            {...props}
            {...register('pin')}
            inputMode="numeric"
            maxLength={6}
            autoComplete="postal-code"
          />
        )}
      </Field>
      {children}
    </div>
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
  // Required natively, the browser's flag, without FormField's asterisk: the forms mark only the
  // optional fields.
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
