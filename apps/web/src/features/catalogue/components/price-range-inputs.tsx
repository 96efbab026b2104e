import { useId, useState } from 'react';
import { parseRupees } from '../url-state';

/**
 * Minimum and maximum price in whole rupees (spec §5): the minimum goes from 0 to the current
 * maximum, the maximum from the current minimum up. A value is applied as soon as it is valid;
 * one that is not a whole number is flagged and left unapplied, and leaving the field restores
 * the applied value. A minimum typed above the maximum (or a maximum below the minimum) is
 * flagged while typed, and on leaving the field the two are swapped, saying so: neither is
 * dropped without a word.
 */
export function PriceRangeInputs({
  min,
  max,
  onChange,
}: {
  min: number;
  max: number;
  onChange: (range: { minPrice?: number; maxPrice?: number }) => void;
}) {
  const id = useId();
  const [draftMin, setDraftMin] = useState(String(min));
  const [draftMax, setDraftMax] = useState(String(max));
  const [swapped, setSwapped] = useState(false);
  // Follow changes made elsewhere (Reset, a link), keeping what the shopper is typing otherwise.
  const [applied, setApplied] = useState({ min, max });
  if (applied.min !== min || applied.max !== max) {
    setApplied({ min, max });
    if (parseRupees(draftMin) !== min) setDraftMin(String(min));
    if (parseRupees(draftMax) !== max) setDraftMax(String(max));
  }
  const minValue = parseRupees(draftMin);
  const maxValue = parseRupees(draftMax);
  const minAboveMax = minValue !== undefined && minValue > max;
  const maxBelowMin = maxValue !== undefined && maxValue < min;
  const minValid = minValue !== undefined && !minAboveMax;
  const maxValid = maxValue !== undefined && !maxBelowMin;
  const minError = minAboveMax
    ? `Min is above Max (${max}): leaving the field swaps them.`
    : `Enter a whole number from 0 to ${max}.`;
  const maxError = maxBelowMin
    ? `Max is below Min (${min}): leaving the field swaps them.`
    : `Enter a whole number of at least ${min}.`;
  /** Applies the range in order, the typed value and the other field's swapped. */
  const swap = (low: number, high: number) => {
    setDraftMin(String(low));
    setDraftMax(String(high));
    setSwapped(true);
    onChange({ minPrice: low, maxPrice: high });
  };
  return (
    <div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-min`} className="mb-1 block text-xs font-medium text-clay-700">
            Min (₹)
          </label>
          <input
            id={`${id}-min`}
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            step={1}
            value={draftMin}
            aria-invalid={!minValid}
            aria-describedby={minValid ? undefined : `${id}-min-error`}
            onChange={(event) => {
              const next = event.target.value;
              setDraftMin(next);
              setSwapped(false);
              const value = parseRupees(next);
              if (value !== undefined && value <= max && value !== min)
                onChange({ minPrice: value });
            }}
            onBlur={() => (minAboveMax ? swap(max, minValue) : setDraftMin(String(min)))}
            className="field px-3 py-2 text-sm"
          />
        </div>
        <div>
          <label htmlFor={`${id}-max`} className="mb-1 block text-xs font-medium text-clay-700">
            Max (₹)
          </label>
          <input
            id={`${id}-max`}
            type="number"
            inputMode="numeric"
            min={min}
            step={1}
            value={draftMax}
            aria-invalid={!maxValid}
            aria-describedby={maxValid ? undefined : `${id}-max-error`}
            onChange={(event) => {
              const next = event.target.value;
              setDraftMax(next);
              setSwapped(false);
              const value = parseRupees(next);
              if (value !== undefined && value >= min && value !== max)
                onChange({ maxPrice: value });
            }}
            onBlur={() => (maxBelowMin ? swap(maxValue, min) : setDraftMax(String(max)))}
            className="field px-3 py-2 text-sm"
          />
        </div>
      </div>
      {minValid ? null : (
        <p id={`${id}-min-error`} className="mt-2 text-xs text-red-700">
          {minError}
        </p>
      )}
      {maxValid ? null : (
        <p id={`${id}-max-error`} className="mt-2 text-xs text-red-700">
          {maxError}
        </p>
      )}
      <p role="status" className={swapped ? 'mt-2 text-xs text-clay-700' : undefined}>
        {swapped ? `Min was above Max, so they were swapped: ₹${min} to ₹${max}.` : ''}
      </p>
    </div>
  );
}
