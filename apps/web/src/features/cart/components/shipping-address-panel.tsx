import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { pinCodeSchema, stateSchema, STATES_AND_UNION_TERRITORIES } from '@terracraft/shared/india';
import { COUNTRY } from '@terracraft/shared/policy';
import { FormField } from '../../../components/form-field';
import type { ShippingAddress } from '../shipping-address';

const schema = z.object({
  address: z.string().trim().max(300, 'Keep the address under 300 characters'),
  state: stateSchema,
  pin: pinCodeSchema,
});
type Values = z.input<typeof schema>;

/**
 * Where to ship: address, country (India, the only one the shop ships to), one of the 28 states
 * and 8 union territories, and a 6-digit PIN code.
 */
export function ShippingAddressPanel({
  id,
  address,
  shippingState,
  onSave,
}: {
  id: string;
  address: ShippingAddress | null;
  shippingState: string;
  onSave(address: ShippingAddress): void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      address: address?.address ?? '',
      state: shippingState,
      pin: address?.pin ?? '',
    },
  });
  const submit = handleSubmit((values) =>
    onSave({
      address: values.address.trim(),
      state: values.state,
      pin: values.pin.trim(),
      country: COUNTRY,
    }),
  );

  return (
    <form
      id={id}
      noValidate
      onSubmit={submit}
      aria-label="Shipping address"
      className="mt-3 space-y-3"
    >
      <FormField label="Address" error={errors.address?.message}>
        {(props) => (
          <textarea
            {...props}
            {...register('address')}
            rows={2}
            autoComplete="street-address"
            className="field"
          />
        )}
      </FormField>
      <FormField label="Country" hint="We ship only within India.">
        {(props) => <input {...props} value={COUNTRY} readOnly className="field bg-clay-50" />}
      </FormField>
      <FormField label="State" error={errors.state?.message}>
        {(props) => (
          <select {...props} {...register('state')} className="field">
            {STATES_AND_UNION_TERRITORIES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="ZIP / PIN code" error={errors.pin?.message}>
        {(props) => (
          <input
            {...props}
            {...register('pin')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            className="field"
          />
        )}
      </FormField>
      <button type="submit" className="btn-primary w-full">
        Update Address
      </button>
    </form>
  );
}
