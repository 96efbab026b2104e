import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type Path,
  type UseFormSetError,
} from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { ApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatRupeesInput, parseRupees } from './money-input';

/**
 * Form pieces of the console, each a labelled control of a react-hook-form form (use them with
 * `zodResolver` and the shared schema): its error under it, tied to it for screen readers.
 *
 *     <TextField control={control} name="phone" label="Phone" type="tel" required />
 *     <MoneyField control={control} name="price" label="Price" required />  // paise in the form
 */
interface FieldProps<Values extends FieldValues, Name extends FieldPath<Values>> {
  control: Control<Values>;
  name: Name;
  label: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}

export function TextField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  type = 'text',
  autoComplete,
  placeholder,
  suggestions,
}: FieldProps<Values, Name> & {
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
  /** Values offered as the field is typed in (any other value may still be typed). */
  suggestions?: readonly string[];
}) {
  const { field, fieldState } = useController({ control, name, disabled });
  const listId = `${useId()}-suggestions`;
  return (
    <FormField
      label={label}
      hint={hint}
      error={fieldState.error?.message}
      required={required}
      className={className}
    >
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

export function TextAreaField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  rows = 4,
}: FieldProps<Values, Name> & { rows?: number }) {
  const { field, fieldState } = useController({ control, name, disabled });
  return (
    <FormField
      label={label}
      hint={hint}
      error={fieldState.error?.message}
      required={required}
      className={className}
    >
      {(props) => (
        <textarea {...props} {...field} value={field.value ?? ''} rows={rows} className="field" />
      )}
    </FormField>
  );
}

/**
 * A number; the form holds a number, or null while the box is empty (the schema says whether
 * that will do). Text that is not a number is held as NaN, which the schema refuses.
 */
export function NumberField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  min,
  max,
  step,
}: FieldProps<Values, Name> & { min?: number; max?: number; step?: number }) {
  const { field, fieldState } = useController({ control, name, disabled });
  const value = field.value as number | null | undefined;
  return (
    <FormField
      label={label}
      hint={hint}
      error={fieldState.error?.message}
      required={required}
      className={className}
    >
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
export function MoneyField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
}: FieldProps<Values, Name>) {
  const { field, fieldState } = useController({ control, name, disabled });
  const paise = field.value as number | null | undefined;
  const [text, setText] = useState(() => formatRupeesInput(paise));
  // A value set from outside (a reset after loading, say) shows as typed rupees.
  const [held, setHeld] = useState(paise);
  if (!Object.is(held, paise)) {
    setHeld(paise);
    if (!Object.is(parseRupees(text), paise)) setText(formatRupeesInput(paise));
  }
  return (
    <FormField
      label={label}
      hint={hint}
      error={fieldState.error?.message}
      required={required}
      className={className}
    >
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

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  options,
  placeholder,
}: FieldProps<Values, Name> & {
  options: readonly SelectOption[];
  /** A first, empty choice ("Choose a category"). */
  placeholder?: string;
}) {
  const { field, fieldState } = useController({ control, name, disabled });
  return (
    <FormField
      label={label}
      hint={hint}
      error={fieldState.error?.message}
      required={required}
      className={className}
    >
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

/**
 * A list of lines (opening hours, say), typed one a line in a text area; the form holds the
 * lines, blank ones left out.
 */
export function LinesField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  rows = 4,
}: FieldProps<Values, Name> & { rows?: number }) {
  const { field, fieldState } = useController({ control, name, disabled });
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
    <FormField
      label={label}
      hint={hint}
      error={fieldState.error?.message}
      required={required}
      className={className}
    >
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

/**
 * A list of short words (tags, colours): typed and added with Enter or a comma (a pasted
 * "a, b, c" adds three), each removable with its button, the last with Backspace in the empty
 * box. The form holds the list.
 */
export function TagsField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  className,
  placeholder = 'Type and press Enter',
  normalise = (tag: string) => tag.trim(),
}: FieldProps<Values, Name> & {
  placeholder?: string;
  /** How a typed tag is kept (trimmed; lower-cased, say). Empty and repeated tags are dropped. */
  normalise?(tag: string): string;
}) {
  const { field, fieldState } = useController({ control, name, disabled });
  const tags = (field.value as string[] | null | undefined) ?? [];
  const [text, setText] = useState('');
  /** Adds every comma-separated tag of `typed` ("a, b, c" pasted is three tags). */
  const add = (typed = text) => {
    setText('');
    const added = typed
      .split(',')
      .map(normalise)
      .filter((tag, index, all) => tag && !tags.includes(tag) && all.indexOf(tag) === index);
    if (added.length > 0) field.onChange([...tags, ...added]);
  };
  const remove = (tag: string) => field.onChange(tags.filter((kept) => kept !== tag));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter in an empty box submits the form, as in any other field.
    if ((event.key === 'Enter' && text.trim() !== '') || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      remove(tags[tags.length - 1]!);
    }
  };
  return (
    <FormField
      label={label}
      hint={hint}
      error={fieldState.error?.message}
      required={required}
      className={className}
    >
      {(props) => (
        <div
          className={cn(
            'flex flex-wrap items-center gap-2 rounded-lg border border-clay-200 bg-white px-2 py-2 focus-within:border-clay-500 focus-within:ring-2 focus-within:ring-clay-200',
            field.disabled && 'opacity-60',
          )}
        >
          {tags.length > 0 ? (
            <ul className="contents" aria-label={`${label}: chosen`}>
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="inline-flex items-center gap-1 rounded-full bg-clay-100 py-0.5 pl-3 pr-1 text-sm text-clay-900"
                >
                  {tag}
                  <button
                    type="button"
                    disabled={field.disabled}
                    onClick={() => remove(tag)}
                    aria-label={`Remove ${tag}`}
                    className="rounded-full p-0.5 text-clay-700 hover:bg-clay-200 hover:text-terracotta"
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <input
            {...props}
            ref={field.ref}
            name={field.name}
            disabled={field.disabled}
            value={text}
            placeholder={placeholder}
            autoComplete="off"
            onChange={(event) => {
              // A comma ends a tag: one typed is caught by onKeyDown, pasted ones arrive here.
              const typed = event.target.value;
              if (typed.includes(',')) add(typed);
              else setText(typed);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (text.trim()) add();
              field.onBlur();
            }}
            className="min-w-[8rem] flex-1 border-0 bg-transparent px-2 py-1 text-clay-900 placeholder:text-clay-400 focus:outline-none"
          />
        </div>
      )}
    </FormField>
  );
}

/** True when the server named the fields it refused (shown on them, not again above the form). */
export function hasFieldErrors(error: unknown): boolean {
  return error instanceof ApiError && Object.keys(error.fields).length > 0;
}

/**
 * Puts the server's per-field messages (`ApiError.fields`, keyed by the path in the request
 * body, e.g. `value.phone`) on the form's fields. `prefix` is the part of that path before the
 * form's own ('value.' when the form edits the body's `value`). Answers whether any was put.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  { prefix = '' }: { prefix?: string } = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const [path, message] of Object.entries(error.fields)) {
    if (!path.startsWith(prefix)) continue;
    setError(path.slice(prefix.length) as Path<Values>, { type: 'server', message });
    shown = true;
  }
  return shown;
}
