import { useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { formatRupeesInput, parseRupees } from '../../lib/money-input';
import { FormField } from '../form-field';
import { useKitField, type FieldProps } from './field-props';

/**
 * A number; the form holds a number, or null while the box is empty (the schema says whether
 * that will do). Text that is not a number is held as NaN, which the schema refuses.
 */
export function NumberField<Values extends FieldValues, Name extends FieldPath<Values>>(
  props: FieldProps<Values, Name> & { min?: number; max?: number; step?: number },
) {
  const { min, max, step } = props;
  const { field, frame } = useKitField(props);
  const value = field.value as number | null | undefined;
  return (
    <FormField {...frame}>
      {(props) => (
        <input
          {...props}
          ref={field.ref}
          name={field.name}
          disabled={field.disabled}
          onBlur={field.onBlur}
          type="number"
          inputMode="decimal"
          min={min}
          max={max}
          step={step}
          value={value === null || value === undefined || Number.isNaN(value) ? '' : value}
          onChange={(event) => {
            const text = event.target.value.trim();
            field.onChange(text === '' ? null : Number(text));
          }}
          className="field"
        />
      )}
    </FormField>
  );
}

/**
 * An amount typed in rupees ("1249.50"), held by the form in paise (124950) as everywhere in the
 * shop; null while empty, NaN for what is not an amount (the schema refuses both as it says).
 */
export function MoneyField<Values extends FieldValues, Name extends FieldPath<Values>>(
  props: FieldProps<Values, Name>,
) {
  const { field, frame } = useKitField(props);
  const paise = field.value as number | null | undefined;
  const [text, setText] = useState(() => formatRupeesInput(paise));
  // A value set from outside (a reset after loading, say) shows as typed rupees.
  const [held, setHeld] = useState(paise);
  if (!Object.is(held, paise)) {
    setHeld(paise);
    if (!Object.is(parseRupees(text), paise)) setText(formatRupeesInput(paise));
  }
  return (
    <FormField {...frame}>
      {(props) => (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-clay-700"
          >
            ₹
          </span>
          <input
            {...props}
            ref={field.ref}
            name={field.name}
            disabled={field.disabled}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              const parsed = parseRupees(event.target.value);
              setHeld(parsed);
              field.onChange(parsed);
            }}
            onBlur={() => {
              const parsed = parseRupees(text);
              if (parsed !== null && !Number.isNaN(parsed)) setText(formatRupeesInput(parsed));
              field.onBlur();
            }}
            className="field pl-8"
          />
        </div>
      )}
    </FormField>
  );
}
