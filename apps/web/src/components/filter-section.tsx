import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A collapsible part of a filter panel; open until the shopper closes it. */
export function FilterSection({
  title,
  children,
  defaultOpen = true,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section className="border-b border-clay-100 py-4 last:border-b-0">
      <h3 className="font-sans text-sm font-semibold text-clay-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between text-left"
        >
          {title}
          <ChevronDown
            className={cn('size-4 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </h3>
      <div id={id} hidden={!open} className="pt-3">
        {children}
      </div>
    </section>
  );
}

/** A labelled group of radio buttons. */
export function RadioList<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <ul className="space-y-1.5">
        {options.map((option) => (
          <li key={String(option.value)}>
            <label className="flex cursor-pointer items-center gap-2 text-sm text-clay-800">
              <input
                type="radio"
                name={name}
                value={String(option.value)}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
                className="size-4 accent-clay-700"
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
