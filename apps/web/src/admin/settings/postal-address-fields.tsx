import { STATES_AND_UNION_TERRITORIES } from '@terracraft/shared/india';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SelectField, TextField } from '../../components/fields';

const stateOptions = STATES_AND_UNION_TERRITORIES.map((state) => ({ value: state, label: state }));

/**
 * The `address` of a settings form, as the office's address (business details) or the place of
 * business registered for GST (seller details): the same five fields, each form naming the first.
 */
export function PostalAddressFields<Values extends FieldValues>({
  control,
  firstLineLabel,
  secondLineLabel,
}: {
  control: Control<Values>;
  firstLineLabel: string;
  secondLineLabel: string;
}) {
  const at = (field: string) => `address.${field}` as FieldPath<Values>;
  return (
    <>
      <TextField control={control} name={at('line1')} label={firstLineLabel} required />
      <TextField control={control} name={at('line2')} label={secondLineLabel} />
      <TextField control={control} name={at('city')} label="City" required />
      <SelectField
        control={control}
        name={at('state')}
        label="State"
        options={stateOptions}
        required
      />
      <TextField control={control} name={at('pin')} label="PIN code" required />
    </>
  );
}
