import { Search, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

const controlClass =
  'rounded-lg border border-clay-200 bg-white px-3 py-2 text-sm text-clay-900 focus:border-clay-500 focus:outline-none focus:ring-2 focus:ring-clay-200';
const labelClass = 'mb-1 block text-xs font-semibold uppercase tracking-wide text-clay-700';

/**
 * The filters above a list. Selects and dates apply as they change; the search box on Enter or
 * its button. Keep their values in the URL (`useUrlFilters`), so they survive reload and Back.
 */
export function FilterBar({
  label,
  onClear,
  children,
  className,
}: {
  /** What the filters are of, for screen readers ("Filter orders"). */
  label: string;
  /** Shown as "Clear filters" while any filter is set. */
  onClear?: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      className={cn(
        'mb-4 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-clay-100',
        className,
      )}
    >
      {children}
      {onClear ? (
        <button
          type="button"
          onClick={onClear}
          className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-clay-700 hover:bg-clay-100 hover:text-terracotta"
        >
          <X className="size-4" aria-hidden="true" />
          Clear filters
        </button>
      ) : null}
    </section>
  );
}

interface FilterOption {
  value: string;
  label: string;
}

/** One choice among options; the option whose value is '' stands for "any". */
export function SelectFilter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Two calendar days, both included ('YYYY-MM-DD', empty for open-ended). `indiaDayRange` turns
 * them into the instants a server's `from`/`to` take.
 */
export function DateRangeFilter({
  label,
  from,
  to,
  onChange,
}: {
  label: string;
  from: string;
  to: string;
  onChange(range: { from: string; to: string }): void;
}) {
  const fromId = useId();
  const toId = useId();
  return (
    // A fieldset is as wide as its content unless told otherwise: on a phone the two dates wrap.
    <fieldset className="min-w-0">
      <legend className={labelClass}>{label}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={fromId} className="sr-only">
          {label}: from
        </label>
        <input
          id={fromId}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => onChange({ from: event.target.value, to })}
          className={controlClass}
        />
        <span aria-hidden="true" className="text-clay-600">
          –
        </span>
        <label htmlFor={toId} className="sr-only">
          {label}: to
        </label>
        <input
          id={toId}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => onChange({ from, to: event.target.value })}
          className={controlClass}
        />
      </div>
    </fieldset>
  );
}

/** A search box that applies on Enter or its button, not at every key. */
export function SearchFilter({
  label,
  placeholder,
  value,
  onSearch,
  className,
}: {
  label: string;
  placeholder?: string;
  /** The search applied now (from the URL). */
  value: string;
  onSearch(text: string): void;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // Back, or a cleared filter, changes the applied search: the box shows it.
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }
  return (
    <form
      role="search"
      className={cn('min-w-[min(16rem,100%)] flex-1', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className={cn(controlClass, 'min-w-0 flex-1')}
        />
        <button type="submit" className="btn-primary px-4 py-2">
          <Search className="size-4" aria-hidden="true" />
          Search
        </button>
      </div>
    </form>
  );
}
