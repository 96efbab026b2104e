import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { FormField } from '../form-field';
import { useKitField, type FieldProps } from './field-props';

/**
 * A list of short words (tags, colours): typed and added with Enter or a comma (a pasted
 * "a, b, c" adds three), each removable with its button, the last with Backspace in the empty
 * box. The form holds the list.
 */
export function TagsField<Values extends FieldValues, Name extends FieldPath<Values>>(
  props: FieldProps<Values, Name> & {
    placeholder?: string;
    /** How a typed tag is kept (trimmed; lower-cased, say). Empty and repeated tags are dropped. */
    normalise?(tag: string): string;
  },
) {
  const {
    label,
    placeholder = 'Type and press Enter',
    normalise = (tag: string) => tag.trim(),
  } = props;
  const { field, frame } = useKitField(props);
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
    <FormField {...frame}>
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
