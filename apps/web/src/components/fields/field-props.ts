import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/**
 * The form kit's fields, each a labelled control of a react-hook-form form (use them with
 * `zodResolver` and the shared schema): its error under it, tied to it for screen readers.
 *
 *     <TextField control={control} name="phone" label="Phone" type="tel" required />
 *     <MoneyField control={control} name="price" label="Price" required />  // paise in the form
 */
export interface FieldProps<Values extends FieldValues, Name extends FieldPath<Values>> {
  control: Control<Values>;
  name: Name;
  label: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}
