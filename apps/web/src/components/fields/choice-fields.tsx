import { useId } from 'react';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '../form-field';
import { useKitField, type FieldProps } from './field-props';

interface SelectOption {
  value: string;
  label: string;
}

export function SelectField<Values extends FieldValues, Name extends FieldPath<Values>>(
  props: FieldProps<Values, Name> & {
    options: readonly SelectOption[];
    /** A first, empty choice ("Choose a category"). */
    placeholder?: string;
  },
) {
  const { options, placeholder } = props;
  const { field, frame } = useKitField(props);
  return (
    <FormField {...frame}>
      {(props) => (
        <select {...props} {...field} value={field.value ?? ''} className="field">
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** A yes/no, its label beside the box. */
export function CheckboxField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  label,
  hint,
  disabled,
  className,
}: Omit<FieldProps<Values, Name>, 'required'>) {
  const {
    field: { ref, value, onChange, onBlur, disabled: off },
    fieldState,
  } = useController({ control, name, disabled });
  const id = useId();
  const error = fieldState.error?.message;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          ref={ref}
          name={name}
          disabled={off}
          type="checkbox"
          checked={Boolean(value)}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="mt-1 size-4 accent-clay-700"
        />
        <label htmlFor={id} className="text-sm font-medium text-clay-800">
          {label}
        </label>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="ml-7 mt-1 text-xs text-clay-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="ml-7 mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
