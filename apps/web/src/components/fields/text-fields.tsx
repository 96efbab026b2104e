import { useId, useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormField } from '../form-field';
import { useKitField, type FieldProps } from './field-props';

export function TextField<Values extends FieldValues, Name extends FieldPath<Values>>(
  props: FieldProps<Values, Name> & {
    type?: 'text' | 'email' | 'tel' | 'url';
    autoComplete?: string;
    placeholder?: string;
    /** Values offered as the field is typed in (any other value may still be typed). */
    suggestions?: readonly string[];
  },
) {
  const { type = 'text', autoComplete, placeholder, suggestions } = props;
  const { field, frame } = useKitField(props);
  const listId = `${useId()}-suggestions`;
  return (
    <FormField {...frame}>
      {(props) => (
        <>
          <input
            {...props}
            {...field}
            value={field.value ?? ''}
            type={type}
            autoComplete={autoComplete ?? 'off'}
            placeholder={placeholder}
            list={suggestions ? listId : undefined}
            className="field"
          />
          {suggestions ? (
            <datalist id={listId}>
              {suggestions.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
          ) : null}
        </>
      )}
    </FormField>
  );
}

export function TextAreaField<Values extends FieldValues, Name extends FieldPath<Values>>(
  props: FieldProps<Values, Name> & { rows?: number },
) {
  const { rows = 4 } = props;
  const { field, frame } = useKitField(props);
  return (
    <FormField {...frame}>
      {(props) => (
        <textarea {...props} {...field} value={field.value ?? ''} rows={rows} className="field" />
      )}
    </FormField>
  );
}

/**
 * A list of lines (opening hours, say), typed one a line in a text area; the form holds the
 * lines, blank ones left out.
 */
export function LinesField<Values extends FieldValues, Name extends FieldPath<Values>>(
  props: FieldProps<Values, Name> & { rows?: number },
) {
  const { rows = 4 } = props;
  const { field, frame } = useKitField(props);
  const joined = ((field.value as string[] | null | undefined) ?? []).join('\n');
  const [text, setText] = useState(joined);
  const linesOf = (value: string) =>
    value
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  // Lines set from outside (a reset after loading, say) replace what is typed.
  const [held, setHeld] = useState(joined);
  if (held !== joined) {
    setHeld(joined);
    if (linesOf(text).join('\n') !== joined) setText(joined);
  }
  return (
    <FormField {...frame}>
      {(props) => (
        <textarea
          {...props}
          ref={field.ref}
          name={field.name}
          disabled={field.disabled}
          rows={rows}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            field.onChange(linesOf(event.target.value));
          }}
          onBlur={field.onBlur}
          className="field"
        />
      )}
    </FormField>
  );
}
