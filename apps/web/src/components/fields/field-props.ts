import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

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

/**
 * A kit field's react-hook-form controller, and what its `FormField` frame shows: label, hint,
 * required mark and the field's error.
 */
export function useKitField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  disabled,
  label,
  hint,
  required,
  className,
}: FieldProps<Values, Name>) {
  const { field, fieldState } = useController({ control, name, disabled });
  return {
    field,
    frame: { label, hint, required, className, error: fieldState.error?.message },
  };
}
